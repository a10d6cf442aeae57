import { route, methods } from "@/lib/server/http";
import { decisionRoute } from "@/lib/server/handlers/experiments";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(decisionRoute),
});
