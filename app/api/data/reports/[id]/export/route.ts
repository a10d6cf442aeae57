import { route } from "@/lib/server/http";
import { exportRoute } from "@/lib/server/handlers/export";
import type { IdContext } from "@/lib/server/http";

export const GET = route<IdContext>(exportRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
