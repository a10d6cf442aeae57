import { route } from "@/lib/http";
import type { IdContext } from "@/lib/http";
import { createExperimentRoute, experimentsRoute } from "@/lib/experiments/endpoint";

export const GET = route<IdContext>(experimentsRoute);
export const POST = route<IdContext>(createExperimentRoute);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
