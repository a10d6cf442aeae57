import { route } from "@/lib/http";
import type { IdContext } from "@/lib/http";
import { versionsRoute } from "@/lib/reports/library-endpoint";

export const GET = route<IdContext>(versionsRoute);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
