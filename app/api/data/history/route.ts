import { route } from "@/lib/server/http";
import { historyRoute } from "@/lib/server/handlers/library";

export const dynamic = "force-dynamic";
export const GET = route(historyRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
