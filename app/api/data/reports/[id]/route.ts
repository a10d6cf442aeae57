import { route } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { reportRoute } from "@/lib/server/handlers/library";

export const GET = route<IdContext>(reportRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
