import { route, methods } from "@/lib/server/http";
import { chatRoute, clearThreadRoute, threadRoute } from "@/lib/server/handlers/chat";
import { CHAT_BODY_BYTES } from "@/lib/core/chat/limits";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(threadRoute),
  POST: route(chatRoute, { maxBodyBytes: CHAT_BODY_BYTES }),
  DELETE: route(clearThreadRoute),
});
