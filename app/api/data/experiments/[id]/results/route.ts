import { route, methods } from "@/lib/server/http";
import { recordResultRoute, RESULT_BODY_BYTES } from "@/lib/server/handlers/experiments";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(recordResultRoute, { maxBodyBytes: RESULT_BODY_BYTES }),
});
