import { route, methods } from "@/lib/server/http";
import { deleteSignupRoute } from "@/lib/server/handlers/pitch";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: route(deleteSignupRoute),
});
