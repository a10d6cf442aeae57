import { route, methods } from "@/lib/server/http";
import { surveyDraftRoute } from "@/lib/server/handlers/survey";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  // A draft may spend one of the day's reports on the model: no other site may ask for one.
  GET: route(surveyDraftRoute, { crossSite: "all-methods" }),
});
