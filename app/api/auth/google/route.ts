import { googleSignInRoute } from "@/lib/server/handlers/google";
import { methods } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: googleSignInRoute,
});
