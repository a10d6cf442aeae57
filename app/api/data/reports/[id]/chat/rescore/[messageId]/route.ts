import { route, methods } from "@/lib/server/http";
import { rescoreRoute } from "@/lib/server/handlers/chat";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(rescoreRoute),
});
