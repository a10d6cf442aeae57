import { route, methods } from "@/lib/server/http";
import { surveyResponsesRoute } from "@/lib/server/handlers/survey";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(surveyResponsesRoute),
});
