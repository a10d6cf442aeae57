import { route, methods } from "@/lib/server/http";
import { pitchDraftRoute } from "@/lib/server/handlers/pitch";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(pitchDraftRoute),
});
