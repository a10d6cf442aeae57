import { route, methods } from "@/lib/server/http";
import { currentShareRoute, revokeShareRoute, shareRoute } from "@/lib/server/handlers/library";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(currentShareRoute),
  POST: route(shareRoute),
  DELETE: route(revokeShareRoute),
});
