import { route, methods } from "@/lib/server/http";
import { deleteResponseRoute } from "@/lib/server/handlers/survey";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: route(deleteResponseRoute),
});
