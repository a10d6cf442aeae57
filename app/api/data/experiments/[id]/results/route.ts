import { route } from "@/lib/http";
import type { IdContext } from "@/lib/http";
import { recordResultRoute, RESULT_BODY_BYTES } from "@/lib/experiments/endpoint";

export const POST = route<IdContext>(recordResultRoute, { maxBodyBytes: RESULT_BODY_BYTES });

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
