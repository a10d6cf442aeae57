import { route, methods } from "@/lib/server/http";
import { publicMeasuredRoute } from "@/lib/server/handlers/measured";

/** The public page of a measured experiment (a pitch page): one HTML document built by its kind, no React, no script. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(publicMeasuredRoute),
});
