import { cronRemindersRoute } from "@/lib/server/handlers/reminders";
import { route } from "@/lib/server/http";

export const dynamic = "force-dynamic";
// Called by a scheduler (Vercel Cron), never by a page: authenticated by its secret, not by where it comes from.
export const GET = route(cronRemindersRoute, { crossSite: "any" });

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
