import { route, methods } from "@/lib/server/http";
import { ANSWER_BODY_BYTES, surveyAnswerRoute } from "@/lib/server/handlers/survey";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(surveyAnswerRoute, { maxBodyBytes: ANSWER_BODY_BYTES }),
});
