import { route, methods } from "@/lib/server/http";
import { createExperimentRoute, experimentsRoute } from "@/lib/server/handlers/experiments";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(experimentsRoute),
  POST: route(createExperimentRoute),
});
