import { route, methods } from "@/lib/server/http";
import { createSurveyRoute, SURVEY_BODY_BYTES, surveysRoute } from "@/lib/server/handlers/survey";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(surveysRoute),
  POST: route(createSurveyRoute, { maxBodyBytes: SURVEY_BODY_BYTES }),
});
