import { route, methods } from "@/lib/server/http";
import { holdInvitationRoute } from "@/lib/server/handlers/team";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(holdInvitationRoute),
});
