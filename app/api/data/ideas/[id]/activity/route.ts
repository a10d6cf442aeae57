import { route, methods } from "@/lib/server/http";
import { activityRoute } from "@/lib/server/handlers/team";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(activityRoute),
});
