import { cancelPlanRoute } from "@/lib/server/handlers/billing";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: cancelPlanRoute,
});
