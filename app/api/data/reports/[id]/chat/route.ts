import { route } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { chatRoute, clearThreadRoute, threadRoute } from "@/lib/server/handlers/chat";
import { CHAT_BODY_BYTES } from "@/lib/core/chat/limits";

export const POST = route<IdContext>(chatRoute, { maxBodyBytes: CHAT_BODY_BYTES });
export const GET = route<IdContext>(threadRoute);
export const DELETE = route<IdContext>(clearThreadRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { PUT, PATCH, OPTIONS } = otherMethods({ GET, POST, DELETE });
