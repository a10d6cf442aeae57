import { unsubscribeRoute } from "@/lib/server/handlers/reminders";
import { route } from "@/lib/server/http";

export const dynamic = "force-dynamic";
export const POST = route(unsubscribeRoute);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method (a GET above all: mail scanners open links): 405 with { message } and Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
