import { route, methods } from "@/lib/server/http";
import { pivotsRoute, proposePivotsRoute } from "@/lib/server/handlers/pivots";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(pivotsRoute),
  POST: route(proposePivotsRoute),
});
