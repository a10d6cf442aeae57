import { route, methods } from "@/lib/server/http";
import { deletePitchRoute, PITCH_BODY_BYTES, pitchPageRoute, updatePitchRoute } from "@/lib/server/handlers/pitch";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(pitchPageRoute),
  PATCH: route(updatePitchRoute, { maxBodyBytes: PITCH_BODY_BYTES }),
  DELETE: route(deletePitchRoute),
});
