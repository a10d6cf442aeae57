import { route, methods } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { createExperimentRoute, experimentsRoute } from "@/lib/server/handlers/experiments";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route<IdContext>(experimentsRoute),
  POST: route<IdContext>(createExperimentRoute),
});
