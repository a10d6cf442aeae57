import { route } from "@/lib/http";
import type { IdContext } from "@/lib/http";
import { deleteIdeaRoute, ideaRoute, renameIdeaRoute } from "@/lib/reports/library-endpoint";

export const GET = route<IdContext>(ideaRoute);
export const PATCH = route<IdContext>(renameIdeaRoute);
export const DELETE = route<IdContext>(deleteIdeaRoute);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
