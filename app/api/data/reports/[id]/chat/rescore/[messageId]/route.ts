import { route } from "@/lib/http";
import { rescoreRoute } from "@/lib/chat/endpoint";

export const POST = route<{ params: Promise<{ id: string; messageId: string }> }>(rescoreRoute);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
