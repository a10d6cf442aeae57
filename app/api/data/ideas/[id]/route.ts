import { route, methods } from "@/lib/server/http";
import { deleteIdeaRoute, ideaRoute, renameIdeaRoute } from "@/lib/server/handlers/library";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(ideaRoute),
  PATCH: route(renameIdeaRoute),
  DELETE: route(deleteIdeaRoute),
});
