import { desc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { getEnv, modesOf, type Env } from "@/lib/env";

/** The local outbox is open in development, and in production only when MAIL_MODE=local says so explicitly. */
export function outboxIsOpen(env: Env = getEnv()): boolean {
  if (modesOf(env).mail !== "local") return false;
  return env.NODE_ENV !== "production" || env.MAIL_MODE === "local";
}

export async function listOutbox(db: Db, limit = 50) {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
