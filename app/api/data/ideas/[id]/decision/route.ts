import { route } from "@/lib/http";
import type { IdContext } from "@/lib/http";
import { decisionRoute } from "@/lib/experiments/endpoint";

export const GET = route<IdContext>(decisionRoute);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
