import { cronRemindersRoute } from "@/lib/server/handlers/reminders";
import { route, methods } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  // Called by a scheduler (Vercel Cron), never by a page: authenticated by its secret, not by where it comes from.
  GET: route(cronRemindersRoute, { crossSite: "any" }),
});
