import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { experiments, ideas, pitchPages, pitchSignups, pitchVisits, reports, users, type PitchPage } from "@/db/schema";
import type { PitchFieldsInput, ServedPitchPage } from "@/lib/core/api/pitch";
import type { DraftSource } from "@/lib/core/pitch/draft";
import { slugOf } from "@/lib/core/pitch/slug";
import { isPercentUnit } from "@/lib/core/experiments/pass-line";
import { describeFigure, liveFigure } from "@/lib/core/pitch/wilson";
import { hasAccess } from "@/lib/server/billing/subscription-state";
import { insertEmail, deliverAfterResponse } from "@/lib/server/email/queue";
import { pitchJudgedEmail } from "@/lib/server/email/templates";
import { createExperiment, recordResult, utcToday } from "@/lib/server/experiments/store";
import { HttpError } from "@/lib/server/http";
import { appUrl } from "@/lib/server/http/origin";
import { log } from "@/lib/server/log";

export const PITCH_NOT_FOUND = "Pitch page not found.";
/** A founder keeps at most this many pitch pages (all ideas together). */
export const PAGES_PER_USER = 50;
/** A page keeps at most this many sign-ups; past it the form says the list is full. */
export const SIGNUPS_PER_PAGE = 10_000;
export const PITCH_METRIC = "Pitch page sign-up rate";

export interface CreatePitchInput {
  ideaId: string;
  fields: PitchFieldsInput;
  targetPercent: number;
  minVisitors: number;
  dueDate: string;
  factor: string | null;
  indexable: boolean;
  source: { reportId: string; item: string | null } | null;
  /** An experiment of the idea the page measures, instead of a new one (its step is already tracked). */
  experimentId: string | null;
}

const hypothesisOf = (fields: PitchFieldsInput, target: number) =>
  `At least ${target}% of the pitch page's visitors sign up ("${fields.headline}").`.slice(0, 500);

/** Counts of a page: unique visitor-days and sign-ups, per source too. Exact: rows, not counters. */
async function countsOf(db: Db, pageIds: string[]) {
  const totals = new Map<string, { visitors: number; signups: number; sources: ServedPitchPage["sources"] }>();
  if (pageIds.length === 0) return totals;
  const list = sql.join(
    pageIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ page_id: string; source: string; visitors: number | string; signups: number | string }>(
    await db.execute(sql`
      select page_id, source, sum(visitors)::int as visitors, sum(signups)::int as signups from (
        select page_id, source, count(*) as visitors, 0 as signups from ${pitchVisits}
          where page_id in (${list}) group by page_id, source
        union all
        select page_id, source, 0, count(*) from ${pitchSignups}
          where page_id in (${list}) group by page_id, source
      ) counted group by page_id, source order by page_id, visitors desc, source`),
  );
  for (const id of pageIds) totals.set(id, { visitors: 0, signups: 0, sources: [] });
  for (const row of rows) {
    const total = totals.get(row.page_id)!;
    const visitors = Number(row.visitors);
    const signups = Number(row.signups);
    total.visitors += visitors;
    total.signups += signups;
    total.sources.push({ source: row.source, visitors, signups });
  }
  return totals;
}

function served(page: PitchPage, counts: { visitors: number; signups: number; sources: ServedPitchPage["sources"] }) {
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
    figure: liveFigure(counts.visitors, counts.signups, page.minVisitors),
    sources: counts.sources,
    judged_at: page.judgedAt?.toISOString() ?? null,
    created_at: page.createdAt.toISOString(),
  } satisfies ServedPitchPage;
}

async function servedPage(db: Db, page: PitchPage): Promise<ServedPitchPage> {
  return served(page, (await countsOf(db, [page.id])).get(page.id)!);
}

async function ownPage(db: Db, userId: string, id: string): Promise<PitchPage> {
  const [page] = await db
    .select()
    .from(pitchPages)
    .where(and(eq(pitchPages.id, id), eq(pitchPages.userId, userId)));
  if (!page) throw new HttpError(404, PITCH_NOT_FOUND);
  return page;
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
  if (!report) throw new HttpError(404, "That report is not one of this idea's.");
  const index = Number(from.item.split("/")[1]);
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
  if (!idea) throw new HttpError(404, "Idea not found.");
  const latest = async (kind: "iv" | "pp") => {
    const [report] = await db
      .select({ data: reports.data })
      .from(reports)
      .where(and(eq(reports.ideaId, ideaId), eq(reports.userId, userId), eq(reports.kind, kind)))
      .orderBy(desc(reports.version))
      .limit(1);
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
  if (!experiment) throw new HttpError(404, "Experiment not found.");
  if (!isPercentUnit(experiment.unit) || experiment.comparator !== ">=") throw new HttpError(409, NOT_A_SIGNUP_RATE);
  const [page] = await db.select({ id: pitchPages.id }).from(pitchPages).where(eq(pitchPages.experimentId, id));
  if (page) throw new HttpError(409, EXPERIMENT_HAS_PAGE);
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
    throw new HttpError(
      409,
      `This step is already tracked as the experiment “${tracked.hypothesis}”. Attach the pitch page to it, so the step counts once.`,
    );
  }
}

/**
 * A new pitch page, as a draft, with its experiment (sign-up rate ≥ target %): a new one, or the idea's experiment
 * named by `experimentId`.
 */
export async function createPitchPage(db: Db, userId: string, input: CreatePitchInput): Promise<ServedPitchPage> {
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pitchPages)
    .where(eq(pitchPages.userId, userId))) as [{ count: number }];
  if (Number(count) >= PAGES_PER_USER) {
    throw new HttpError(409, `You can keep at most ${PAGES_PER_USER} pitch pages: delete the ones you no longer need.`);
  }
  if (input.experimentId) {
    const attached = await attachableExperiment(db, userId, input.ideaId, input.experimentId);
    return insertPage(db, userId, input, attached.id); // two at once: the unique index keeps one
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
      factor: (input.factor ?? null) as never,
    },
    input.source,
  );
  try {
    return await insertPage(db, userId, input, experiment.id);
  } catch (error) {
    await db.delete(experiments).where(eq(experiments.id, experiment.id));
    throw error;
  }
}

async function insertPage(db: Db, userId: string, input: CreatePitchInput, experimentId: string) {
  const [page] = await db
    .insert(pitchPages)
    .values({
      userId,
      ideaId: input.ideaId,
      experimentId,
      slug: slugOf(input.fields.headline, randomBytes(5).toString("hex")),
      fields: input.fields,
      indexable: input.indexable,
      minVisitors: input.minVisitors,
    })
    .returning();
  return servedPage(db, page!);
}

export async function listPitchPages(db: Db, userId: string, ideaId: string): Promise<ServedPitchPage[]> {
  const pages = await db
    .select()
    .from(pitchPages)
    .where(and(eq(pitchPages.ideaId, ideaId), eq(pitchPages.userId, userId)))
    .orderBy(asc(pitchPages.createdAt));
  const counts = await countsOf(
    db,
    pages.map((page) => page.id),
  );
  return pages.map((page) => served(page, counts.get(page.id)!));
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
  const page = await ownPage(db, userId, id);
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
  if (!updated) throw new HttpError(404, PITCH_NOT_FOUND);
  if (updated.status === "live") await judgeIfDue(db, updated.id);
  return getPitchPage(db, userId, id);
}

/** Deletes the page with its visits and sign-ups; its experiment and any result stay with the idea. */
export async function deletePitchPage(db: Db, userId: string, id: string): Promise<void> {
  const [deleted] = await db
    .delete(pitchPages)
    .where(and(eq(pitchPages.id, id), eq(pitchPages.userId, userId)))
    .returning({ id: pitchPages.id });
  if (!deleted) throw new HttpError(404, PITCH_NOT_FOUND);
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
  if (!deleted) throw new HttpError(404, "Sign-up not found.");
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
 * A page counts at most this many unique visitors a day: an anonymous caller creates these rows, and one who varies
 * the user agent is a new visitor each time, so the table cannot be grown without bound (docs/SECURITY.md).
 */
export const VISITORS_PER_PAGE_DAY = 20_000;

/**
 * Counts a visit in one statement: one row per page, day and visitor (the unique index makes two at once one row),
 * under the day's cap; true when it was the visitor's first of the day.
 */
export async function recordVisit(db: Db, pageId: string, day: string, visitorHash: string, source: string) {
  const inserted = rowsOf<{ page_id: string }>(
    await db.execute(sql`
      insert into ${pitchVisits} (page_id, day, visitor_hash, source)
      select ${pageId}::uuid, ${day}::date, ${visitorHash}, ${source}
      where (select count(*) from (
        select 1 from ${pitchVisits} where page_id = ${pageId}::uuid and day = ${day}::date limit ${VISITORS_PER_PAGE_DAY}
      ) today) < ${VISITORS_PER_PAGE_DAY}
      on conflict do nothing
      returning page_id`),
  );
  return inserted.length > 0;
}

export type SignupOutcome = "added" | "already" | "full";

/** Adds an address once per page (a second time, or two at once, is one row). */
export async function recordSignup(
  db: Db,
  pageId: string,
  email: string,
  source: string,
  consent: string,
): Promise<SignupOutcome> {
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pitchSignups)
    .where(eq(pitchSignups.pageId, pageId))) as [{ count: number }];
  if (Number(count) >= SIGNUPS_PER_PAGE) return "full";
  const inserted = await db
    .insert(pitchSignups)
    .values({ pageId, email, source, consent })
    .onConflictDoNothing()
    .returning({ id: pitchSignups.id });
  return inserted.length > 0 ? "added" : "already";
}

/**
 * Judges a live page once, when its unique visitors reach the minimum or its experiment's due date has passed:
 * the result (sign-ups of visitors, in %) is recorded through recordResult, the same path as a typed result, so
 * code decides passed or failed and the idea's verdict moves; the founder is e-mailed. The page row is claimed
 * (judged_at) in the same transaction, so two requests at once record one result.
 */
export async function judgeIfDue(db: Db, pageId: string, today = utcToday()): Promise<"passed" | "failed" | null> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ page: pitchPages, dueDate: experiments.dueDate, status: experiments.status })
      .from(pitchPages)
      .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
      .where(and(eq(pitchPages.id, pageId), isNull(pitchPages.judgedAt)))
      .for("update", { of: pitchPages });
    if (!row || row.page.status === "draft" || row.status === "abandoned") return null;
    const counts = (await countsOf(tx, [pageId])).get(pageId)!;
    const due = row.dueDate < today;
    if (counts.visitors < row.page.minVisitors && !due) return null;
    if (counts.visitors === 0) return null; // nothing measured: the reminder asks the founder instead
    const figure = liveFigure(counts.visitors, counts.signups, row.page.minVisitors);
    const sources = counts.sources.map((s) => `${s.source} ${s.signups}/${s.visitors}`).join(", ");
    const judged = await recordResult(tx, row.page.userId, row.page.experimentId, {
      value: Math.min(counts.signups, counts.visitors),
      denominator: counts.visitors,
      notes:
        `Recorded by the pitch page /p/${row.page.slug} ${due && counts.visitors < row.page.minVisitors ? "at its due date" : `when it reached ${row.page.minVisitors} visitors`}: ${describeFigure(figure)}. By source (sign-ups/visitors): ${sources}.`.slice(
          0,
          2_000,
        ),
      evidence: null,
    });
    await tx
      .update(pitchPages)
      .set({ judgedAt: sql`now()` })
      .where(eq(pitchPages.id, pageId));
    const [founder] = await tx
      .select({ email: users.email, name: users.fullName })
      .from(users)
      .where(eq(users.id, row.page.userId));
    const outcome = judged.status === "passed" ? "passed" : "failed";
    await insertEmail(
      tx,
      founder!.email,
      pitchJudgedEmail({
        name: founder!.name,
        headline: row.page.fields.headline,
        outcome,
        figure: describeFigure(figure),
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
  const pages = await db
    .select()
    .from(pitchPages)
    .where(eq(pitchPages.userId, userId))
    .orderBy(asc(pitchPages.createdAt));
  const counts = await countsOf(
    db,
    pages.map((page) => page.id),
  );
  return (async function* () {
    for (const page of pages) {
      const signups = await db
        .select()
        .from(pitchSignups)
        .where(eq(pitchSignups.pageId, page.id))
        .orderBy(asc(pitchSignups.createdAt));
      yield {
        ...served(page, counts.get(page.id)!),
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
