import { route, methods } from "@/lib/server/http";
import { deleteExperimentRoute, updateExperimentRoute } from "@/lib/server/handlers/experiments";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: route(updateExperimentRoute),
  DELETE: route(deleteExperimentRoute),
});
