import { currentTryRoute, startTryRoute } from "@/lib/server/handlers/tries";
import { REPORT_REQUEST_BYTES } from "@/lib/server/handlers/generation";
import { methods, route } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** This browser's free try (its cookie), while it is kept. */
  GET: route(currentTryRoute),
  /** A visitor's free idea validation, streamed (docs/API.md, "Free try"). */
  POST: route(startTryRoute, { maxBodyBytes: REPORT_REQUEST_BYTES }),
});
