import { unsubscribeRoute } from "@/lib/server/handlers/reminders";
import { route, methods } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(unsubscribeRoute),
});
