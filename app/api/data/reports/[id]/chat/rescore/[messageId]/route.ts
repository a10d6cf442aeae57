import { route } from "@/lib/server/http";
import { rescoreRoute } from "@/lib/server/handlers/chat";

export const POST = route<{ params: Promise<{ id: string; messageId: string }> }>(rescoreRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
