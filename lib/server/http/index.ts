import "server-only";
export { HttpError, errorResponse, DATABASE_UNAVAILABLE, GENERIC_FAILURE } from "./errors";
export { KB, DEFAULT_BODY_LIMIT, readJson, readQuery, readText, firstIssue } from "./body";
export {
  appOrigin,
  appUrl,
  allowedOrigins,
  assertNotCrossSite,
  safeRedirectTarget,
  CROSS_SITE_REFUSED,
} from "./origin";
export { clientAddress } from "./client-address";
export { postedAsForm, readPostedForm } from "./posted-form";
export { route, routeOptionsOf, type RouteOptions } from "./route";
export { methods } from "./methods";
export { json, type JsonResponse } from "./json";
export { idParam, limitParam, parseId, wholeNumberParam, type IdContext } from "./params";
