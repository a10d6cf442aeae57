import { route, methods } from "@/lib/server/http";
import { revokeShareRoute, shareRoute } from "@/lib/server/handlers/library";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(shareRoute),
  DELETE: route(revokeShareRoute),
});
