import { route, methods } from "@/lib/server/http";
import { createPitchRoute, PITCH_BODY_BYTES, pitchPagesRoute } from "@/lib/server/handlers/pitch";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(pitchPagesRoute),
  POST: route(createPitchRoute, { maxBodyBytes: PITCH_BODY_BYTES }),
});
