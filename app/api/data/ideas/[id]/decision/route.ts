import { route, methods } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { decisionRoute } from "@/lib/server/handlers/experiments";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route<IdContext>(decisionRoute),
});
