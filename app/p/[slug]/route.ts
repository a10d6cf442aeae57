import { route, methods } from "@/lib/server/http";
import { publicPitchRoute } from "@/lib/server/handlers/pitch";

/** The public pitch page: one HTML document built by the handler, no React and no JavaScript. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(publicPitchRoute),
});
