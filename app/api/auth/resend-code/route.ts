import { resendCodeRoute } from "@/lib/server/handlers/sign-up";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: resendCodeRoute,
});
