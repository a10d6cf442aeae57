import { nextAuthRoute } from "@/lib/server/handlers/google";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: nextAuthRoute,
  POST: nextAuthRoute,
});
