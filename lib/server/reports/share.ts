import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { reports } from "@/db/schema";
import { derivedToken, randomToken, sameHash, secretHash } from "@/lib/server/auth/secrets";
import { readReport } from "./integrity";
import { bindingOf, checkedEvidence } from "./store";
import { appUrl } from "@/lib/server/http";
import { consume } from "@/lib/server/rate-limit";
import { sharedConversation } from "@/lib/core/chat/shared";
import { listThread } from "@/lib/server/chat/store";
import { sharedCopy } from "@/lib/core/report/share-copy";
import { sharedDecision } from "@/lib/core/experiments/shared";
import { gradeSteps } from "./grades";
import { quotableEvidence } from "@/lib/core/experiments/results-evidence";
import { experimentsWithVariants } from "@/lib/server/measured/pitch/chart-variants";
import type { ReportKind } from "@/lib/core/kinds";
import { NotFound, TooMany } from "@/lib/core/errors";

/** Share links a user may create per hour: plenty for sending reports around, too few to farm tokens. */
export const SHARES_PER_HOUR = 30;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface ShareOptions {
  /** Show the quotes from the founder's customer evidence on the share page (off unless asked: see share-copy.ts). */
  includeQuotes?: boolean;
  /** Show the report's conversation ("Ask about this report") under it (off unless asked: lib/core/chat/shared.ts). */
  includeConversation?: boolean;
  /** Show the idea's experiments and decision under an idea validation (lib/core/experiments/shared.ts). */
  includeExperiments?: boolean;
}

/** What a live link shows, as the share calls answer it. */
export interface ShareState {
  /** The link; null when there is none, or when it was made before links could be shown again. */
  url: string | null;
  include_quotes: boolean;
  include_conversation: boolean;
  include_experiments: boolean;
}

const SHARE_LINK = "share-link";
const linkOf = (token: string) => appUrl(`/share/${token}`).toString();

/**
 * Creates a read-only link to one of the user's reports (a new link replaces the old one, which stops working), with
 * or without the quotes from the evidence, the conversation and (a validation's) the idea's experiments. The token is
 * derived from a stored random part with AUTH_SECRET and only its HMAC is looked up, so the founder can copy the link
 * again (currentShare) while the table alone gives no link.
 */
export async function shareReport(
  db: Db,
  userId: string,
  id: string,
  { includeQuotes = false, includeConversation = false, includeExperiments = false }: ShareOptions = {},
): Promise<ShareState & { url: string }> {
  const quota = await consume(db, `share:${userId}`, { limit: SHARES_PER_HOUR, windowMs: 60 * 60 * 1000 });
  if (!quota.allowed) {
    throw new TooMany("You have created many share links in the last hour. Try again later.", quota.retryAfterSeconds);
  }
  const nonce = randomToken();
  const token = derivedToken(SHARE_LINK, nonce);
  const [row] = await db
    .update(reports)
    .set({
      shareTokenHash: secretHash(token),
      shareNonce: nonce,
      sharedAt: sql`now()`,
      shareIncludesQuotes: includeQuotes,
      shareIncludesConversation: includeConversation,
      shareIncludesExperiments: includeExperiments,
    })
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ kind: reports.kind });
  if (!row) throw new NotFound("Report not found.");
  return {
    url: linkOf(token),
    include_quotes: includeQuotes,
    include_conversation: includeConversation,
    include_experiments: includeExperiments,
  };
}

/** The report's live link again, to copy, without making a new one; another user's report is 404. */
export async function currentShare(db: Db, userId: string, id: string): Promise<ShareState> {
  const [row] = await db
    .select({
      hash: reports.shareTokenHash,
      nonce: reports.shareNonce,
      includeQuotes: reports.shareIncludesQuotes,
      includeConversation: reports.shareIncludesConversation,
      includeExperiments: reports.shareIncludesExperiments,
    })
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)));
  if (!row) throw new NotFound("Report not found.");
  const token = row.hash && row.nonce ? derivedToken(SHARE_LINK, row.nonce) : null;
  // A link made before links were derived, or before AUTH_SECRET changed, cannot be shown again: only a new one.
  const url = token && sameHash(secretHash(token), row.hash!) ? linkOf(token) : null;
  return {
    url,
    include_quotes: row.hash !== null && row.includeQuotes,
    include_conversation: row.hash !== null && row.includeConversation,
    include_experiments: row.hash !== null && row.includeExperiments,
  };
}

/** Ends a report's share link at once. Revoking a report that is not shared is fine; another user's is 404. */
export async function revokeShare(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .update(reports)
    .set({
      shareTokenHash: null,
      shareNonce: null,
      sharedAt: null,
      shareIncludesQuotes: false,
      shareIncludesConversation: false,
      shareIncludesExperiments: false,
    })
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  if (!row) throw new NotFound("Report not found.");
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
      ideaId: reports.ideaId,
      kind: reports.kind,
      data: reports.data,
      createdAt: reports.createdAt,
      isDemo: reports.isDemo,
      evidence: reports.evidence,
      resultsEvidence: reports.resultsEvidence,
      prompt: reports.prompt,
      includeQuotes: reports.shareIncludesQuotes,
      includeConversation: reports.shareIncludesConversation,
      includeExperiments: reports.shareIncludesExperiments,
    })
    .from(reports)
    .where(eq(reports.shareTokenHash, secretHash(token)));
  if (!row) return null;
  const checked = checkedEvidence(row) ?? null;
  // Read as every stored report is (upgraded, its claims checked) before anything is taken out of it for sharing.
  const { report: stored, demo } = readReport(row.kind, row.data, {
    demo: row.isDemo,
    evidence: checked,
    binding: bindingOf(row),
  });
  // What is kept out without the quotes: the evidence, less the results' own lines (their hypotheses are shown).
  const quotable = quotableEvidence(checked) ?? null;
  const { report, quotesLeftOut } = sharedCopy(row.kind, stored, {
    prompt: row.prompt,
    demo,
    includeQuotes: row.includeQuotes,
    evidence: quotable,
  });
  const shared = {
    ...report,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    ...(demo ? { demo: true as const } : {}),
  };
  const [conversation, decision] = await Promise.all([
    row.includeConversation ? sharedThread(db, { ...row, evidence: quotable }, demo) : null,
    row.includeExperiments && row.kind === "iv"
      ? Promise.all([experimentsWithVariants(db, row.userId, row.ideaId), gradeSteps(db, row.userId, row.ideaId)]).then(
          ([found, grades]) =>
            sharedDecision(found, {
              prompt: row.prompt,
              demo,
              includeQuotes: row.includeQuotes,
              evidence: quotable,
              grades,
            }),
        )
      : null,
  ]);
  // sharedCopy() keeps the report's shape (it empties quote lists and rewrites text), so it is still its kind's report.
  return {
    kind: row.kind,
    quotesLeftOut,
    report: shared,
    conversation,
    decision,
  };
}

/**
 * The idea's conversation under a shared report: a message about another version is redacted with that version's idea
 * as typed and evidence too (re-validating adds the recorded results to the evidence).
 */
async function sharedThread(
  db: Db,
  row: {
    id: string;
    userId: string;
    kind: ReportKind;
    prompt: string;
    evidence: string | null;
    includeQuotes: boolean;
  },
  demo: boolean,
) {
  const messages = await listThread(db, row.userId, row.id);
  const others = [
    ...new Set(
      messages.map((message) => message.metadata.about?.report_id).filter((id): id is string => !!id && id !== row.id),
    ),
  ];
  const sources =
    others.length === 0
      ? []
      : await db
          .select({ prompt: reports.prompt, evidence: reports.evidence, resultsEvidence: reports.resultsEvidence })
          .from(reports)
          .where(and(eq(reports.userId, row.userId), inArray(reports.id, others)))
          .then((found) =>
            found.map((source) => ({
              prompt: source.prompt,
              evidence: quotableEvidence(checkedEvidence(source)) ?? null,
            })),
          );
  const all = [{ prompt: row.prompt, evidence: row.evidence }, ...sources];
  return {
    messages: sharedConversation(messages, {
      shown: row,
      prompts: [...new Set(all.map((source) => source.prompt))],
      demo,
      includeQuotes: row.includeQuotes,
      evidence: [...new Set(all.map((source) => source.evidence).filter(Boolean))].join("\n"),
    }),
    quotesLeftOut: !row.includeQuotes,
  };
}
