import { route, methods } from "@/lib/server/http";
import { versionsRoute } from "@/lib/server/handlers/library";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(versionsRoute),
});
