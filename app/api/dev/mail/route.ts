import { getDb } from "@/db";
import { listOutbox, outboxIsOpen } from "@/lib/server/email/outbox";
import { errorResponse, route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** The local outbox as JSON, newest first: what a developer or a test reads codes and links from. */
export const GET = route(async () => {
  if (!outboxIsOpen()) return errorResponse(404, "Not found.");
  return Response.json(await listOutbox(await getDb()), { headers: { "Cache-Control": "no-store" } });
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
