import { route } from "@/lib/http";
import type { IdContext } from "@/lib/http";
import { revokeShareRoute, shareRoute } from "@/lib/reports/library-endpoint";

export const POST = route<IdContext>(shareRoute);
export const DELETE = route<IdContext>(revokeShareRoute);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
