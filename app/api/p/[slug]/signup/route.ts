import { route, methods } from "@/lib/server/http";
import { pitchSignupRoute, SIGNUP_BODY_BYTES } from "@/lib/server/handlers/pitch";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(pitchSignupRoute, { maxBodyBytes: SIGNUP_BODY_BYTES }),
});
