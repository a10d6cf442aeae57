import { verifyEmailRoute } from "@/lib/server/handlers/sign-up";
import { methods } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: verifyEmailRoute,
});
