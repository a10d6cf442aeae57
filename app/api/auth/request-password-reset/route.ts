import { requestPasswordResetRoute } from "@/lib/server/handlers/passwords";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: requestPasswordResetRoute,
});
