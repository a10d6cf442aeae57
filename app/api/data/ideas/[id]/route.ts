import { route } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { deleteIdeaRoute, ideaRoute, renameIdeaRoute } from "@/lib/server/handlers/library";

export const GET = route<IdContext>(ideaRoute);
export const PATCH = route<IdContext>(renameIdeaRoute);
export const DELETE = route<IdContext>(deleteIdeaRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
