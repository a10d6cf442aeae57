import { route, methods } from "@/lib/server/http";
import { ideaTeamRoute } from "@/lib/server/handlers/team";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(ideaTeamRoute),
});
