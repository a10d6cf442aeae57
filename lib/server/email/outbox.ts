import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { getEnv, modesOf, type Env } from "@/lib/server/env";

/**
 * The local outbox publishes every code and reset link, so it is open in development only; a production server shows
 * it only with MAIL_MODE=local and LOCAL_OUTBOX_PUBLIC=1 both set (a demo deployment), and says so loudly at start-up.
 */
export function outboxIsOpen(env: Env = getEnv()): boolean {
  if (modesOf(env).mail !== "local") return false;
  if (env.NODE_ENV !== "production") return true;
  return env.MAIL_MODE === "local" && env.LOCAL_OUTBOX_PUBLIC === "1";
}

export async function listOutbox(db: Db, limit = 50) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.transport, "local"))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    ...(row.headers ? { headers: row.headers } : {}),
    created_at: row.createdAt.toISOString(),
  }));
}
