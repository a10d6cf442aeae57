import { generateRoute, REPORT_REQUEST_BYTES } from "@/lib/server/handlers/generation";
import { methods, route } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** A report of any kind (`kind`), streamed with `Accept: text/event-stream`. */
  POST: route(generateRoute, { maxBodyBytes: REPORT_REQUEST_BYTES }),
});
