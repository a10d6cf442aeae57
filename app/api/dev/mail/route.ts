import { getDb } from "@/db";
import { listOutbox, outboxIsOpen } from "@/lib/email/outbox";
import { errorResponse, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The local outbox as JSON, newest first: what a developer or a test reads codes and links from. */
export const GET = route(async () => {
  if (!outboxIsOpen()) return errorResponse(404, "Not found.");
  return Response.json(await listOutbox(await getDb()), { headers: { "Cache-Control": "no-store" } });
});
