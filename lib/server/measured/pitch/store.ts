import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { onlyRow, rowsOf, type Db } from "@/db/client";
import {
  experiments,
  ideas,
  pitchPages,
  pitchSignups,
  pitchVisits,
  reports,
  users,
  type Experiment,
  type PitchPage,
} from "@/db/schema";
import type { PitchFieldsInput, ServedPitchPage } from "@/lib/core/api/pitch";
import type { DraftSource } from "@/lib/core/measured/pitch/draft";
import { slugOf } from "@/lib/core/measured/slug";
import { isPercentUnit } from "@/lib/core/experiments/pass-line";
import { liveFigure } from "@/lib/core/measured/live-figure";
import { measured } from "@/lib/core/measured";
import type { ShareLine } from "@/lib/core/stats/interval";
import type { FactorKey } from "@/lib/core/report/factors";
import type { Visitor } from "../visitor";
import { countsOf, countVisit, lockCounts, NEAR_CAP, type CountedTables, type PageCounts } from "../counting";
import { judgeSample } from "../judge";
import { hasAccess } from "@/lib/server/billing/subscription-state";
import { insertEmail, deliverAfterResponse } from "@/lib/server/email/queue";
import { pitchJudgedEmail } from "@/lib/server/email/templates";
import { createExperiment, utcToday } from "@/lib/server/experiments/store";
import { appUrl } from "@/lib/server/http/origin";
import { log } from "@/lib/server/log";
import { Conflict, NotFound } from "@/lib/core/errors";

export const PITCH_NOT_FOUND = "Pitch page not found.";
/** A founder keeps at most this many pitch pages (all ideas together). */
export const PAGES_PER_USER = 50;
/** A page keeps at most this many sign-ups; past it the form says the list is full. */
export const SIGNUPS_PER_PAGE = 10_000;
export const PITCH_METRIC = measured.pitch.metric;
/** Addresses one network may put on a page's list in a day; only one per counted visitor counts in the rate. */
export const SIGNUPS_PER_NETWORK_DAY = 10;

/** What a pitch page counts: its visits, and its sign-ups as the responses (lib/server/measured/counting.ts). */
const pitchTables: CountedTables = { visits: pitchVisits, responses: pitchSignups };

export interface CreatePitchInput {
  ideaId: string;
  fields: PitchFieldsInput;
  targetPercent: number;
  minVisitors: number;
  dueDate: string;
  factor: FactorKey | null;
  indexable: boolean;
  source: { reportId: string; item: string | null } | null;
  /** An experiment of the idea the page measures, instead of a new one (its step is already tracked). */
  experimentId: string | null;
}

const hypothesisOf = (fields: PitchFieldsInput, target: number) =>
  `At least ${target}% of the pitch page's visitors sign up ("${fields.headline}").`.slice(0, 500);

/** A page's pass line: a share of its visitors, as its experiment states it (the founder may change the target). */
const lineOf = (experiment: Pick<Experiment, "comparator" | "target">): ShareLine => ({
  comparator: experiment.comparator,
  target: experiment.target,
});

function served(page: PitchPage, line: ShareLine, counts: PageCounts) {
  return {
    id: page.id,
    idea_id: page.ideaId,
    experiment_id: page.experimentId,
    slug: page.slug,
    url: appUrl(`/p/${page.slug}`).toString(),
    fields: page.fields,
    status: page.status,
    indexable: page.indexable,
    min_visitors: page.minVisitors,
    figure: liveFigure(counts, line, page.minVisitors),
    sources: counts.sources,
    listed_signups: counts.listed,
    judged_at: page.judgedAt?.toISOString() ?? null,
    created_at: page.createdAt.toISOString(),
  } satisfies ServedPitchPage;
}

const withLine = { page: pitchPages, comparator: experiments.comparator, target: experiments.target };

async function servedPage(db: Db, { page, ...line }: { page: PitchPage } & ShareLine): Promise<ServedPitchPage> {
  return served(page, line, (await countsOf(db, pitchTables, [page.id])).get(page.id)!);
}

async function ownPage(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(withLine)
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
    .where(and(eq(pitchPages.id, id), eq(pitchPages.userId, userId)));
  if (!row) throw new NotFound(PITCH_NOT_FOUND);
  return row;
}

/** A next step of one of the idea's validations (`next_steps/N`); 404 for another's report. */
async function stepOf(db: Db, userId: string, ideaId: string, from: { reportId: string; item: string }) {
  const [report] = await db
    .select({ data: reports.data })
    .from(reports)
    .where(
      and(
        eq(reports.id, from.reportId),
        eq(reports.userId, userId),
        eq(reports.ideaId, ideaId),
        eq(reports.kind, "iv"),
      ),
    );
  if (!report) throw new NotFound("That report is not one of this idea's.");
  const index = Number(from.item.split("/")[1]);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a stored validation's data, whose next_steps this reads defensively
  const steps = (report.data as { next_steps?: { action?: string; threshold?: string }[] }).next_steps;
  return steps?.[index] ?? null;
}

/** What a draft is made from: one of the user's ideas, its latest validation and pain points (404 for another's). */
export async function draftSourceFor(
  db: Db,
  userId: string,
  ideaId: string,
  from?: { reportId: string; item: string },
): Promise<DraftSource> {
  const [idea] = await db
    .select({ title: ideas.title, prompt: ideas.prompt, name: users.fullName })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)));
  if (!idea) throw new NotFound("Idea not found.");
  const latest = async (kind: "iv" | "pp") => {
    const [report] = await db
      .select({ data: reports.data })
      .from(reports)
      .where(and(eq(reports.ideaId, ideaId), eq(reports.userId, userId), eq(reports.kind, kind)))
      .orderBy(desc(reports.version))
      .limit(1);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the latest report's stored data, handed to the drafter that reads it by kind
    return (report?.data ?? null) as never;
  };
  return {
    ideaTitle: idea.title ?? "",
    ideaPrompt: idea.prompt ?? "",
    validation: await latest("iv"),
    painPoints: await latest("pp"),
    collector: idea.name || "The founder",
    step: from ? await stepOf(db, userId, ideaId, from) : null,
  };
}

export const NOT_A_SIGNUP_RATE =
  "A pitch page measures a sign-up rate: that experiment's pass line is not a share in % to reach or beat.";
export const EXPERIMENT_HAS_PAGE = "That experiment already has a pitch page.";

/**
 * The idea's experiment a page attaches to: one whose pass line a sign-up rate can meet (a share in %, `>=`), without
 * a page already. 404 for another's.
 */
async function attachableExperiment(db: Db, userId: string, ideaId: string, id: string) {
  const [experiment] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId), eq(experiments.ideaId, ideaId)));
  if (!experiment) throw new NotFound("Experiment not found.");
  if (!isPercentUnit(experiment.unit) || experiment.comparator !== ">=") throw new Conflict(NOT_A_SIGNUP_RATE);
  const [page] = await db.select({ id: pitchPages.id }).from(pitchPages).where(eq(pitchPages.experimentId, id));
  if (page) throw new Conflict(EXPERIMENT_HAS_PAGE);
  return experiment;
}

/**
 * A step already tracked as an experiment gets no second one: the verdict would count the step twice. The founder
 * attaches the page to it instead (`experiment_id`).
 */
async function refuseTrackedStep(db: Db, ideaId: string, source: CreatePitchInput["source"]) {
  if (!source?.item) return;
  const [tracked] = await db
    .select({ hypothesis: experiments.hypothesis })
    .from(experiments)
    .where(
      and(
        eq(experiments.ideaId, ideaId),
        eq(experiments.fromReportId, source.reportId),
        eq(experiments.fromItem, source.item),
      ),
    )
    .limit(1);
  if (tracked) {
    throw new Conflict(
      `This step is already tracked as the experiment “${tracked.hypothesis}”. Attach the pitch page to it, so the step counts once.`,
    );
  }
}

/**
 * A new pitch page, as a draft, with its experiment (sign-up rate ≥ target %): a new one, or the idea's experiment
 * named by `experimentId`.
 */
export async function createPitchPage(db: Db, userId: string, input: CreatePitchInput): Promise<ServedPitchPage> {
  const { count } = onlyRow(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(pitchPages)
      .where(eq(pitchPages.userId, userId)),
  );
  if (Number(count) >= PAGES_PER_USER) {
    throw new Conflict(`You can keep at most ${PAGES_PER_USER} pitch pages: delete the ones you no longer need.`);
  }
  if (input.experimentId) {
    const attached = await attachableExperiment(db, userId, input.ideaId, input.experimentId);
    return insertPage(db, userId, input, attached); // two at once: the unique index keeps one
  }
  await refuseTrackedStep(db, input.ideaId, input.source);
  const experiment = await createExperiment(
    db,
    userId,
    input.ideaId,
    {
      hypothesis: hypothesisOf(input.fields, input.targetPercent),
      method: `A one-page pitch test: sign-ups of unique visitors (a visitor counts once a day), judged from ${input.minVisitors} visitors or at the due date.`,
      cost_usd: 0,
      due_date: input.dueDate,
      metric: PITCH_METRIC,
      comparator: ">=",
      target: input.targetPercent,
      unit: "%",
      factor: input.factor ?? null,
    },
    input.source,
  );
  try {
    return await insertPage(db, userId, input, experiment);
  } catch (error) {
    await db.delete(experiments).where(eq(experiments.id, experiment.id));
    throw error;
  }
}

async function insertPage(
  db: Db,
  userId: string,
  input: CreatePitchInput,
  experiment: { id: string } & ShareLine,
): Promise<ServedPitchPage> {
  const [page] = await db
    .insert(pitchPages)
    .values({
      userId,
      ideaId: input.ideaId,
      experimentId: experiment.id,
      slug: slugOf(input.fields.headline, randomBytes(5).toString("hex")),
      fields: input.fields,
      indexable: input.indexable,
      minVisitors: input.minVisitors,
    })
    .returning();
  return servedPage(db, { page: page!, comparator: experiment.comparator, target: experiment.target });
}

export async function listPitchPages(db: Db, userId: string, ideaId: string): Promise<ServedPitchPage[]> {
  const rows = await db
    .select(withLine)
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
    .where(and(eq(pitchPages.ideaId, ideaId), eq(pitchPages.userId, userId)))
    .orderBy(asc(pitchPages.createdAt));
  const counts = await countsOf(
    db,
    pitchTables,
    rows.map(({ page }) => page.id),
  );
  return rows.map(({ page, ...line }) => served(page, line, counts.get(page.id)!));
}

export async function getPitchPage(db: Db, userId: string, id: string): Promise<ServedPitchPage> {
  return servedPage(db, await ownPage(db, userId, id));
}

export interface PitchPatch {
  fields?: PitchFieldsInput;
  status?: "live" | "paused";
  indexable?: boolean;
  min_visitors?: number;
}

export async function updatePitchPage(db: Db, userId: string, id: string, patch: PitchPatch) {
  const { page } = await ownPage(db, userId, id);
  const [updated] = await db
    .update(pitchPages)
    .set({
      fields: patch.fields ?? page.fields,
      status: patch.status ?? page.status,
      indexable: patch.indexable ?? page.indexable,
      minVisitors: patch.min_visitors ?? page.minVisitors,
      updatedAt: sql`now()`,
    })
    .where(and(eq(pitchPages.id, id), eq(pitchPages.userId, userId)))
    .returning();
  if (!updated) throw new NotFound(PITCH_NOT_FOUND);
  if (updated.status === "live") await judgeIfDue(db, updated.id);
  return getPitchPage(db, userId, id);
}

/** Deletes the page with its visits and sign-ups; its experiment and any result stay with the idea. */
export async function deletePitchPage(db: Db, userId: string, id: string): Promise<void> {
  const [deleted] = await db
    .delete(pitchPages)
    .where(and(eq(pitchPages.id, id), eq(pitchPages.userId, userId)))
    .returning({ id: pitchPages.id });
  if (!deleted) throw new NotFound(PITCH_NOT_FOUND);
}

export async function listSignups(db: Db, userId: string, id: string) {
  await ownPage(db, userId, id);
  const rows = await db
    .select()
    .from(pitchSignups)
    .where(eq(pitchSignups.pageId, id))
    .orderBy(asc(pitchSignups.createdAt), asc(pitchSignups.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    source: row.source,
    consent: row.consent,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function deleteSignup(db: Db, userId: string, id: string, signupId: string): Promise<void> {
  await ownPage(db, userId, id);
  const [deleted] = await db
    .delete(pitchSignups)
    .where(and(eq(pitchSignups.id, signupId), eq(pitchSignups.pageId, id)))
    .returning({ id: pitchSignups.id });
  if (!deleted) throw new NotFound("Sign-up not found.");
}

/** A public page by its slug, with whether its founder's plan still opens it. */
export async function publicPage(db: Db, slug: string) {
  const [row] = await db
    .select({ page: pitchPages, user: users })
    .from(pitchPages)
    .innerJoin(users, eq(users.id, pitchPages.userId))
    .where(eq(pitchPages.slug, slug));
  if (!row) return null;
  return { page: row.page, open: hasAccess(row.user) };
}

/**
 * Counts a visit to a pitch page (lib/server/measured/counting.ts countVisit): true when it was counted as the
 * visitor's first of the day.
 */
export const recordVisit = (
  db: Db,
  pageId: string,
  visitor: Visitor,
  source: string,
  caps?: { perPage?: number; perNetwork?: number },
): Promise<boolean> => countVisit(db, pitchTables, pageId, visitor, source, caps);

/** Where a sign-up stands on a page: the addresses listed, its network's today, its visit, its visitor's sign-up. */
async function signupState(tx: Db, pageId: string, email: string, { day, visitorHash, networkHash }: Visitor) {
  const [row] = rowsOf<{ listed: number; from_network: number; visited: boolean; counted: boolean; known: boolean }>(
    await tx.execute(sql`
        select
          (select count(*)::int from ${pitchSignups} where page_id = ${pageId}::uuid) as listed,
          (select count(*)::int from ${pitchSignups}
            where page_id = ${pageId}::uuid and day = ${day}::date and network_hash = ${networkHash}) as from_network,
          exists (select 1 from ${pitchVisits}
            where page_id = ${pageId}::uuid and day = ${day}::date and visitor_hash = ${visitorHash}) as visited,
          exists (select 1 from ${pitchSignups}
            where page_id = ${pageId}::uuid and day = ${day}::date and visitor_hash = ${visitorHash} and counted) as counted,
          exists (select 1 from ${pitchSignups} where page_id = ${pageId}::uuid and email = ${email}) as known`),
  );
  return {
    listed: Number(row!.listed),
    fromNetwork: Number(row!.from_network),
    visited: row!.visited,
    counted: row!.counted,
    known: row!.known,
  };
}

export type SignupOutcome = "added" | "already" | "full" | "limited";

/**
 * Adds an address once per page (a second time, or two at once, is one row). It counts in the page's rate when the same
 * visitor was counted visiting that day and has no counted sign-up yet; a network adds at most SIGNUPS_PER_NETWORK_DAY
 * addresses a day. Under the page's lock, so the caps are exact.
 */
export async function recordSignup(
  db: Db,
  pageId: string,
  signup: { email: string; source: string; consent: string; visitor: Visitor },
): Promise<SignupOutcome> {
  return db.transaction(async (tx) => {
    const { day, visitorHash, networkHash } = signup.visitor;
    // One network's sign-ups one at a time (its caps, one counted per visitor-day); near the page's cap, every one.
    await lockCounts(tx, pageId, networkHash);
    let state = await signupState(tx, pageId, signup.email, signup.visitor);
    if (state.listed >= SIGNUPS_PER_PAGE - NEAR_CAP) {
      await lockCounts(tx, pageId);
      state = await signupState(tx, pageId, signup.email, signup.visitor);
    }
    if (state.known) return "already";
    if (state.listed >= SIGNUPS_PER_PAGE) return "full";
    if (state.fromNetwork >= SIGNUPS_PER_NETWORK_DAY) return "limited";
    const inserted = await tx
      .insert(pitchSignups)
      .values({
        pageId,
        email: signup.email,
        source: signup.source,
        consent: signup.consent,
        day,
        visitorHash,
        networkHash,
        counted: state.visited && !state.counted,
      })
      .onConflictDoNothing()
      .returning({ id: pitchSignups.id });
    return inserted.length > 0 ? "added" : "already";
  });
}

/**
 * Judges a live page once: from its minimum of visitors when the sample can tell (the rate's 95 % interval clears the
 * pass line, and no one network sways it: judgement.ts), or at its experiment's due date whatever it can tell (the
 * swaying network left out; the result's own interval then says "could not tell" where it holds the line). The result
 * is recorded through recordResult, the same path as a typed result, so code decides passed or failed and the idea's
 * verdict moves; the founder is e-mailed. The page row is claimed (judged_at) in the same transaction, so two requests
 * at once record one result.
 */
export async function judgeIfDue(db: Db, pageId: string, today = utcToday()): Promise<"passed" | "failed" | null> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...withLine, dueDate: experiments.dueDate, status: experiments.status })
      .from(pitchPages)
      .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
      .where(and(eq(pitchPages.id, pageId), isNull(pitchPages.judgedAt)))
      .for("update", { of: pitchPages });
    if (!row || row.page.status === "draft" || row.status === "abandoned") return null;
    const counts = (await countsOf(tx, pitchTables, [pageId])).get(pageId)!;
    const judged = await judgeSample(
      tx,
      { ...row.page, recordedBy: `the pitch page /p/${row.page.slug}` },
      counts,
      lineOf(row),
      row.dueDate < today,
    );
    if (!judged) return null;
    const { outcome, figure } = judged;
    await tx
      .update(pitchPages)
      .set({ judgedAt: sql`now()` })
      .where(eq(pitchPages.id, pageId));
    const [founder] = await tx
      .select({ email: users.email, name: users.fullName })
      .from(users)
      .where(eq(users.id, row.page.userId));
    await insertEmail(
      tx,
      founder!.email,
      pitchJudgedEmail({
        name: founder!.name,
        headline: row.page.fields.headline,
        outcome,
        figure,
        link: appUrl(`/app/ideas/${row.page.ideaId}`).toString(),
      }),
    );
    return outcome;
  });
  if (outcome) {
    log().info({ pageId, outcome }, "pitch page judged");
    deliverAfterResponse(db);
  }
  return outcome;
}

/** The maintenance pass: live pages past their due date that no visitor judged yet. */
export async function judgeDuePages(db: Db, today = utcToday()): Promise<number> {
  const due = await db
    .select({ id: pitchPages.id })
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
    .where(and(isNull(pitchPages.judgedAt), lt(experiments.dueDate, today), sql`${pitchPages.status} <> 'draft'`))
    .limit(500);
  let judged = 0;
  for (const { id } of due) if (await judgeIfDue(db, id, today)) judged++;
  return judged;
}

/** The sign-ups as CSV (RFC 4180), cells that a spreadsheet would run as a formula made inert. */
export function signupsCsv(rows: { email: string; source: string; consent: string; created_at: string }[]): string {
  const cell = (value: string) => {
    const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${inert.replace(/"/g, '""')}"`;
  };
  const lines = [["email", "source", "signed_up_at", "consent"].map(cell).join(",")];
  for (const row of rows) lines.push([row.email, row.source, row.created_at, row.consent].map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Every pitch page of the account with its sign-ups, for the account's data download. */
export async function pitchPagesForExport(db: Db, userId: string) {
  const rows = await db
    .select(withLine)
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
    .where(eq(pitchPages.userId, userId))
    .orderBy(asc(pitchPages.createdAt));
  const counts = await countsOf(
    db,
    pitchTables,
    rows.map(({ page }) => page.id),
  );
  return (async function* () {
    for (const { page, ...line } of rows) {
      const signups = await db
        .select()
        .from(pitchSignups)
        .where(eq(pitchSignups.pageId, page.id))
        .orderBy(asc(pitchSignups.createdAt));
      yield {
        ...served(page, line, counts.get(page.id)!),
        signups: signups.map((row) => ({
          email: row.email,
          source: row.source,
          consent: row.consent,
          created_at: row.createdAt.toISOString(),
        })),
      };
    }
  })();
}
