import { legacyCreateReportRoute, legacyCreateReportStreamRoute } from "@/lib/server/handlers/legacy-generation";
import { methods } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: legacyCreateReportStreamRoute,
  POST: legacyCreateReportRoute,
});
