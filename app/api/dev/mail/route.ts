import { getDb } from "@/db";
import { listOutbox, outboxIsOpen } from "@/lib/server/email/outbox";
import { errorResponse, route, methods, json } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** The local outbox as JSON, newest first: what a developer or a test reads codes and links from. */
  GET: route(async () => {
    if (!outboxIsOpen()) return errorResponse(404, "Not found.");
    return json(await listOutbox(await getDb()), { headers: { "Cache-Control": "no-store" } });
  }),
});
