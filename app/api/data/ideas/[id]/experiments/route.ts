import { route } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { createExperimentRoute, experimentsRoute } from "@/lib/server/handlers/experiments";

export const GET = route<IdContext>(experimentsRoute);
export const POST = route<IdContext>(createExperimentRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
