import { route } from "@/lib/http";
import { exportRoute } from "@/lib/reports/export/endpoint";
import type { IdContext } from "@/lib/http";

export const GET = route<IdContext>(exportRoute);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
