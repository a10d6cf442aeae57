import { route } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { revokeShareRoute, shareRoute } from "@/lib/server/handlers/library";

export const POST = route<IdContext>(shareRoute);
export const DELETE = route<IdContext>(revokeShareRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
