import { route, methods } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { deleteIdeaRoute, ideaRoute, renameIdeaRoute } from "@/lib/server/handlers/library";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route<IdContext>(ideaRoute),
  PATCH: route<IdContext>(renameIdeaRoute),
  DELETE: route<IdContext>(deleteIdeaRoute),
});
