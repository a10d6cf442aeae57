import { legacyMarketPlanRoute } from "@/lib/server/handlers/legacy-generation";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: legacyMarketPlanRoute,
});
