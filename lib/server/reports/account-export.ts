import "server-only";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { chatMessages, experimentResults, experiments, ideas, pivotProposals, reports, type User } from "@/db/schema";
import { experimentFields, servedResult } from "@/lib/server/experiments/store";
import { measuredKinds } from "@/lib/core/measured";
import { measuredServers } from "@/lib/server/measured/kinds";
import { consume } from "@/lib/server/rate-limit";
import { TooMany } from "@/lib/core/errors";
import { contributionsOf } from "@/lib/server/team/contributions";

/** Rows read per query: a founder with thousands of reports is written out page by page, never held in memory at once. */
const PAGE = 100;
/** A whole-account download is heavy for a big library; a few an hour is plenty for "a copy of my data". */
export const accountExportLimit = { limit: 5, windowMs: 60 * 60_000 };

/**
 * "Download my data" (Your Account, with or without a plan): everything LaunchLens keeps of the founder's own, as one
 * JSON document (the account's details, every idea, every report with its prompt, evidence and content, every
 * experiment with its results, every message of the ideas' conversations, and one's contributions to others' ideas),
 * streamed
 * page by page over keyset queries scoped to the user. Secrets (password hash, tokens, share-token hashes, Stripe
 * ids) are left out.
 */
export async function accountExport(db: Db, user: User): Promise<ReadableStream<Uint8Array>> {
  const quota = await consume(db, `account-export:${user.id}`, accountExportLimit);
  if (!quota.allowed) {
    throw new TooMany(
      "You have downloaded your data several times this hour. Please try again later.",
      quota.retryAfterSeconds,
    );
  }
  const encoder = new TextEncoder();
  const account = {
    full_name: user.fullName,
    email: user.email,
    created_at: user.createdAt.toISOString(),
    email_verified: user.emailVerifiedAt !== null,
    google_linked: user.googleSubject !== null,
    subscription: user.subscription,
    subscription_status: user.subscriptionStatus,
    subscription_interval: user.subscriptionInterval,
    trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
    current_period_ends_at: user.currentPeriodEndsAt?.toISOString() ?? null,
    cancel_at_period_end: user.cancelAtPeriodEnd,
    keep_history: user.keepHistory,
    experiment_reminders: user.experimentReminders,
  };
  async function* chunks(): AsyncGenerator<string> {
    yield `{"exported_at":${JSON.stringify(new Date().toISOString())},"account":${JSON.stringify(account)},"ideas":[`;
    let first = true;
    for await (const idea of pages(db, user.id, "ideas")) {
      yield (first ? "" : ",") + JSON.stringify(idea);
      first = false;
    }
    yield `],"reports":[`;
    first = true;
    for await (const report of pages(db, user.id, "reports")) {
      yield (first ? "" : ",") + JSON.stringify(report);
      first = false;
    }
    yield `],"experiments":[`;
    first = true;
    for await (const experiment of pages(db, user.id, "experiments")) {
      yield (first ? "" : ",") + JSON.stringify(experiment);
      first = false;
    }
    for (const kind of measuredKinds) {
      const server = measuredServers[kind];
      yield `],${JSON.stringify(server.exportKey)}:[`;
      first = true;
      for await (const page of await server.forExport(db, user.id)) {
        yield (first ? "" : ",") + JSON.stringify(page);
        first = false;
      }
    }
    yield `],"conversations":[`;
    first = true;
    for await (const message of pages(db, user.id, "messages")) {
      yield (first ? "" : ",") + JSON.stringify(message);
      first = false;
    }
    // One's work on other founders' ideas (issue 49): memberships, what one did there, the results one typed.
    yield `],"contributions":${JSON.stringify(await contributionsOf(db, user.id))}}\n`;
  }
  const iterator = chunks();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}

/**
 * The user's ideas or reports, PAGE rows at a time, in id order: a keyset on the id alone is exact (timestamps have
 * microseconds that a JavaScript Date drops), and each row carries its dates.
 */
async function* pages(
  db: Db,
  userId: string,
  what: "ideas" | "reports" | "experiments" | "messages",
): AsyncGenerator<Record<string, unknown>> {
  let after: string | null = null;
  for (;;) {
    const rows: { id: string; row: Record<string, unknown> }[] =
      what === "ideas"
        ? await ideaPage(db, userId, after)
        : what === "reports"
          ? await reportPage(db, userId, after)
          : what === "experiments"
            ? await experimentPage(db, userId, after)
            : await messagePage(db, userId, after);
    for (const { row } of rows) yield row;
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

function keyset(
  table: typeof ideas | typeof reports | typeof experiments | typeof chatMessages,
  userId: string,
  after: string | null,
) {
  const mine = eq(table.userId, userId);
  return after ? and(mine, gt(table.id, after)) : mine;
}

async function ideaPage(db: Db, userId: string, after: string | null) {
  const rows = await db
    .select({
      id: ideas.id,
      title: ideas.title,
      prompt: ideas.prompt,
      evidence: ideas.evidence,
      parentId: ideas.parentId,
      pivot: ideas.pivot,
      proposals: pivotProposals.proposals,
      createdAt: ideas.createdAt,
      updatedAt: ideas.updatedAt,
    })
    .from(ideas)
    .leftJoin(pivotProposals, eq(pivotProposals.ideaId, ideas.id))
    .where(keyset(ideas, userId, after))
    .orderBy(asc(ideas.id))
    .limit(PAGE);
  return rows.map((idea) => ({
    id: idea.id,
    row: {
      id: idea.id,
      title: idea.title,
      prompt: idea.prompt,
      evidence: idea.evidence,
      // The lineage (issue 48): what it is a pivot of and the change it made, and the changes last proposed for it.
      parent_id: idea.parentId,
      pivot: idea.pivot,
      pivot_proposals: idea.proposals,
      created_at: idea.createdAt.toISOString(),
      updated_at: idea.updatedAt.toISOString(),
    },
  }));
}

async function reportPage(db: Db, userId: string, after: string | null) {
  const rows = await db
    .select({
      id: reports.id,
      ideaId: reports.ideaId,
      kind: reports.kind,
      version: reports.version,
      title: reports.title,
      prompt: reports.prompt,
      evidence: reports.evidence,
      resultsEvidence: reports.resultsEvidence,
      data: reports.data,
      isDemo: reports.isDemo,
      savedAt: reports.savedAt,
      sharedAt: reports.sharedAt,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(keyset(reports, userId, after))
    .orderBy(asc(reports.id))
    .limit(PAGE);
  return rows.map((report) => ({
    id: report.id,
    row: {
      id: report.id,
      idea_id: report.ideaId,
      kind: report.kind,
      version: report.version,
      title: report.title,
      prompt: report.prompt,
      evidence: report.evidence,
      ...(report.resultsEvidence ? { results_evidence: report.resultsEvidence } : {}),
      demo: report.isDemo,
      saved_at: report.savedAt?.toISOString() ?? null,
      shared: report.sharedAt !== null,
      created_at: report.createdAt.toISOString(),
      data: report.data,
    },
  }));
}

/** A page of experiments, each with every result recorded for it (oldest first), in two queries. */
async function experimentPage(db: Db, userId: string, after: string | null) {
  const rows = await db
    .select()
    .from(experiments)
    .where(keyset(experiments, userId, after))
    .orderBy(asc(experiments.id))
    .limit(PAGE);
  const results =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(experimentResults)
          .where(
            inArray(
              experimentResults.experimentId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(experimentResults.recordedAt));
  return rows.map((experiment) => ({
    id: experiment.id,
    row: {
      ...experimentFields(experiment),
      results: results.filter((result) => result.experimentId === experiment.id).map(servedResult),
    },
  }));
}

/** A page of the conversations' messages: each with its idea, the report it was about, and what it said. */
async function messagePage(db: Db, userId: string, after: string | null) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(keyset(chatMessages, userId, after))
    .orderBy(asc(chatMessages.id))
    .limit(PAGE);
  return rows.map((message) => ({
    id: message.id,
    row: {
      id: message.id,
      idea_id: message.ideaId,
      about_report_id: message.reportId,
      role: message.role,
      parts: message.parts,
      verification: message.verification,
      model: message.model,
      demo: message.isDemo,
      created_at: message.createdAt.toISOString(),
    },
  }));
}
