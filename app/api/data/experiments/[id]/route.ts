import { route } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { deleteExperimentRoute, updateExperimentRoute } from "@/lib/server/handlers/experiments";

export const PATCH = route<IdContext>(updateExperimentRoute);
export const DELETE = route<IdContext>(deleteExperimentRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
