import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { reports } from "@/db/schema";
import { randomToken, secretHash } from "@/lib/auth/secrets";
import { appUrl, HttpError } from "@/lib/http";
import { consume } from "@/lib/rate-limit";

/** Share links a user may create per hour: plenty for sending reports around, too few to farm tokens. */
export const SHARES_PER_HOUR = 30;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Creates a read-only link to one of the user's reports (a new link replaces the old one, which stops working).
 * Only the token's HMAC is stored, so the link is shown once.
 */
export async function shareReport(db: Db, userId: string, id: string): Promise<{ url: string }> {
  const quota = await consume(db, `share:${userId}`, { limit: SHARES_PER_HOUR, windowMs: 60 * 60 * 1000 });
  if (!quota.allowed) {
    throw new HttpError(429, "You have created many share links in the last hour. Try again later.", {}, {
      "Retry-After": String(quota.retryAfterSeconds),
    });
  }
  const token = randomToken();
  const [row] = await db
    .update(reports)
    .set({ shareTokenHash: secretHash(token), sharedAt: sql`now()` })
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  if (!row) throw new HttpError(404, "Report not found.");
  return { url: appUrl(`/share/${token}`).toString() };
}

/** Ends a report's share link at once. Revoking a report that is not shared is fine; another user's is 404. */
export async function revokeShare(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .update(reports)
    .set({ shareTokenHash: null, sharedAt: null })
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  if (!row) throw new HttpError(404, "Report not found.");
}

/** The report a share token opens, with nothing of its owner's: no name, e-mail, prompt or evidence. */
export async function findSharedReport(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ kind: reports.kind, data: reports.data, createdAt: reports.createdAt, isDemo: reports.isDemo })
    .from(reports)
    .where(eq(reports.shareTokenHash, secretHash(token)));
  if (!row) return null;
  return {
    kind: row.kind,
    report: {
      ...(row.data as Record<string, unknown>),
      created_at: row.createdAt.toISOString(),
      ...(row.isDemo ? { demo: true } : {}),
    },
  };
}
