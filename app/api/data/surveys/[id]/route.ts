import { route, methods } from "@/lib/server/http";
import { deleteSurveyRoute, SURVEY_BODY_BYTES, surveyRoute, updateSurveyRoute } from "@/lib/server/handlers/survey";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(surveyRoute),
  PATCH: route(updateSurveyRoute, { maxBodyBytes: SURVEY_BODY_BYTES }),
  DELETE: route(deleteSurveyRoute),
});
