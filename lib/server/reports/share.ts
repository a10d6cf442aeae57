import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { reports } from "@/db/schema";
import { randomToken, secretHash } from "@/lib/server/auth/secrets";
import { readReport } from "@/lib/ai/integrity";
import { checkedEvidence } from "./store";
import { appUrl, HttpError } from "@/lib/server/http";
import { consume } from "@/lib/server/rate-limit";
import { sharedConversation } from "@/lib/core/chat/shared";
import { listThread } from "@/lib/server/chat/store";
import { sharedCopy } from "@/lib/core/report/share-copy";

/** Share links a user may create per hour: plenty for sending reports around, too few to farm tokens. */
export const SHARES_PER_HOUR = 30;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface ShareOptions {
  /** Show the quotes from the founder's customer evidence on the share page (off unless asked: see share-copy.ts). */
  includeQuotes?: boolean;
  /** Show the report's conversation ("Ask about this report") under it (off unless asked: lib/core/chat/shared.ts). */
  includeConversation?: boolean;
}

/**
 * Creates a read-only link to one of the user's reports (a new link replaces the old one, which stops working), with
 * or without the quotes from the evidence and the conversation. Only the token's HMAC is stored, so the link is shown
 * once.
 */
export async function shareReport(
  db: Db,
  userId: string,
  id: string,
  { includeQuotes = false, includeConversation = false }: ShareOptions = {},
): Promise<{ url: string; include_quotes: boolean; include_conversation: boolean }> {
  const quota = await consume(db, `share:${userId}`, { limit: SHARES_PER_HOUR, windowMs: 60 * 60 * 1000 });
  if (!quota.allowed) {
    throw new HttpError(
      429,
      "You have created many share links in the last hour. Try again later.",
      {},
      {
        "Retry-After": String(quota.retryAfterSeconds),
      },
    );
  }
  const token = randomToken();
  const [row] = await db
    .update(reports)
    .set({
      shareTokenHash: secretHash(token),
      sharedAt: sql`now()`,
      shareIncludesQuotes: includeQuotes,
      shareIncludesConversation: includeConversation,
    })
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  if (!row) throw new HttpError(404, "Report not found.");
  return {
    url: appUrl(`/share/${token}`).toString(),
    include_quotes: includeQuotes,
    include_conversation: includeConversation,
  };
}

/** Ends a report's share link at once. Revoking a report that is not shared is fine; another user's is 404. */
export async function revokeShare(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .update(reports)
    .set({ shareTokenHash: null, sharedAt: null, shareIncludesQuotes: false, shareIncludesConversation: false })
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  if (!row) throw new HttpError(404, "Report not found.");
}

/**
 * The report a share token opens, with nothing of its owner's: no name, e-mail, prompt (not even quoted in the
 * report's text) or evidence, the evidence's quotes only when the owner included them (share-copy.ts), and the
 * report's conversation only when the owner included it (lib/core/chat/shared.ts).
 */
export async function findSharedReport(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      id: reports.id,
      userId: reports.userId,
      kind: reports.kind,
      data: reports.data,
      createdAt: reports.createdAt,
      isDemo: reports.isDemo,
      evidence: reports.evidence,
      resultsEvidence: reports.resultsEvidence,
      prompt: reports.prompt,
      includeQuotes: reports.shareIncludesQuotes,
      includeConversation: reports.shareIncludesConversation,
    })
    .from(reports)
    .where(eq(reports.shareTokenHash, secretHash(token)));
  if (!row) return null;
  const checked = checkedEvidence(row) ?? null;
  // Read as every stored report is (upgraded, its claims checked) before anything is taken out of it for sharing.
  const { report: stored, demo } = readReport(row.kind, row.data, { demo: row.isDemo, evidence: checked });
  const { report, quotesLeftOut } = sharedCopy(row.kind, stored, {
    prompt: row.prompt,
    demo,
    includeQuotes: row.includeQuotes,
    evidence: checked,
  });
  const shared = {
    ...report,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    ...(demo ? { demo: true as const } : {}),
  };
  const conversation = row.includeConversation
    ? {
        messages: sharedConversation(await listThread(db, row.userId, row.id), {
          prompt: row.prompt,
          demo,
          includeQuotes: row.includeQuotes,
          evidence: checked,
        }),
        quotesLeftOut: !row.includeQuotes,
      }
    : null;
  // sharedCopy() keeps the report's shape (it empties quote lists and rewrites text), so it is still its kind's report.
  return {
    kind: row.kind,
    quotesLeftOut,
    report: shared,
    conversation,
  };
}
