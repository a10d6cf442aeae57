import { legacySaveRoute } from "@/lib/server/handlers/reports";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: legacySaveRoute("ms"),
});
