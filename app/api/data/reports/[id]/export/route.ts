import { route, methods } from "@/lib/server/http";
import { exportRoute } from "@/lib/server/handlers/export";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(exportRoute),
});
