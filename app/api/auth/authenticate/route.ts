import { authenticateRoute } from "@/lib/server/handlers/session";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: authenticateRoute,
});
