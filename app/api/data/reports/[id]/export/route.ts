import { route, methods } from "@/lib/server/http";
import { exportRoute } from "@/lib/server/handlers/export";
import type { IdContext } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route<IdContext>(exportRoute),
});
