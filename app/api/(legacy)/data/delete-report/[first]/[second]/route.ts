import { legacyDeleteRoute } from "@/lib/server/handlers/reports";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: legacyDeleteRoute,
});
