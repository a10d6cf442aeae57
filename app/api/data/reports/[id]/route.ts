import { route, methods } from "@/lib/server/http";
import { reportRoute } from "@/lib/server/handlers/library";
import { deleteReportRoute } from "@/lib/server/handlers/reports";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(reportRoute),
  DELETE: deleteReportRoute,
});
