import "server-only";
import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { onlyRow, type Db } from "@/db/client";
import { experiments, pitchPages, pitchSignups, users } from "@/db/schema";
import type { PitchFieldsInput, ServedPitchPage } from "@/lib/core/api/pitch";
import { slugOf } from "@/lib/core/measured/slug";
import { isPercentUnit } from "@/lib/core/experiments/pass-line";
import { measured } from "@/lib/core/measured";
import type { ShareLine } from "@/lib/core/stats/interval";
import { experimentOfLine, type SurveyLine } from "@/lib/core/measured/survey/pass-line";
import type { FactorKey } from "@/lib/core/report/factors";
import { countsOf } from "../counting";
import { hasAccess } from "@/lib/server/billing/subscription-state";
import { createExperiment } from "@/lib/server/experiments/store";
import { trackedStep } from "@/lib/server/experiments/tracked-step";
import { Conflict, NotFound } from "@/lib/core/errors";
import { countedAnswers, PITCH_NOT_FOUND, ownPage, served, servedPage, withLine } from "./served";
import { pitchTables } from "./counted";
import { judgeIfDue } from "./judge";

/** The founder's pitch pages: create (with or on its experiment), list, read, change, delete; one by its slug. */

/** A founder keeps at most this many pitch pages (all ideas together). */
export const PAGES_PER_USER = 50;

export const PITCH_METRIC = measured.pitch.metric;

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
  /** A pass line on one of its questions, judged into an experiment of its own. */
  questionLine: { line: SurveyLine; minResponses: number; factor: FactorKey | null } | null;
}

const hypothesisOf = (fields: PitchFieldsInput, target: number) =>
  `At least ${target}% of the pitch page's visitors sign up ("${fields.headline}").`.slice(0, 500);

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
  const tracked = await trackedStep(db, ideaId, source);
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
    return insertPage(db, userId, input, attached, attached.dueDate); // two at once: the unique index keeps one
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
      // A price test tests whether people pay: its result is recorded on Monetisation (issue 47).
      factor: input.fields.variants?.kind === "price" ? "monetization_potential" : (input.factor ?? null),
    },
    input.source,
  );
  try {
    return await insertPage(db, userId, input, experiment, input.dueDate);
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
  dueDate: string,
): Promise<ServedPitchPage> {
  const questionExperiment = await questionExperimentOf(db, userId, input, dueDate);
  try {
    const page = onlyRow(
      await db
        .insert(pitchPages)
        .values({
          userId,
          ideaId: input.ideaId,
          experimentId: experiment.id,
          slug: slugOf(input.fields.headline, randomBytes(5).toString("hex")),
          fields: input.fields,
          indexable: input.indexable,
          minVisitors: input.minVisitors,
          questionLine: input.questionLine
            ? { line: input.questionLine.line, minResponses: input.questionLine.minResponses }
            : null,
          questionExperimentId: questionExperiment,
        })
        .returning(),
    );
    return await servedPage(db, { page, comparator: experiment.comparator, target: experiment.target });
  } catch (error) {
    if (questionExperiment) await db.delete(experiments).where(eq(experiments.id, questionExperiment));
    throw error;
  }
}

/** The experiment a question's pass line is judged into, due with the page's; null without a line. */
async function questionExperimentOf(db: Db, userId: string, input: CreatePitchInput, dueDate: string) {
  if (!input.questionLine) return null;
  const { hypothesis, ...passLine } = experimentOfLine(
    input.questionLine.line,
    input.fields.questions ?? [],
    "pitch page sign-ups",
  );
  const experiment = await createExperiment(
    db,
    userId,
    input.ideaId,
    {
      hypothesis,
      method: `A question answered with the pitch page's sign-up: counted sign-ups' answers, judged from ${input.questionLine.minResponses} answers or at the due date.`,
      cost_usd: 0,
      due_date: dueDate,
      ...passLine,
      factor: input.questionLine.factor ?? null,
    },
    null,
  );
  return experiment.id;
}

export async function listPitchPages(db: Db, userId: string, ideaId: string): Promise<ServedPitchPage[]> {
  const rows = await db
    .select(withLine)
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
    .where(and(eq(pitchPages.ideaId, ideaId), eq(pitchPages.userId, userId)))
    .orderBy(asc(pitchPages.createdAt));
  const ids = rows.map(({ page }) => page.id);
  const [counts, answered] = await Promise.all([
    countsOf(db, pitchTables, ids, { compared: rows.some(({ page }) => page.fields.variants) }),
    countedAnswers(db, ids),
  ]);
  return rows.map(({ page, ...line }) => served(page, line, counts.get(page.id)!, answered.get(page.id) ?? []));
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

export const PITCH_QUESTIONS_FIXED =
  "This page has answers: its questions can no longer change, or the answers would be to other questions. Make a new page to ask others.";

/**
 * Changes a page. Its questions are fixed once a sign-up has answered one (its words around them are not); compared
 * whatever the order of their keys, as jsonb keeps its own. Under the page's row lock, which a sign-up's own lock waits
 * on (lib/server/measured/pitch/counted.ts), so no answer arrives to questions that are no longer there.
 */
export async function updatePitchPage(db: Db, userId: string, id: string, patch: PitchPatch) {
  const updated = await db.transaction(async (tx) => {
    const [page] = await tx
      .select()
      .from(pitchPages)
      .where(and(eq(pitchPages.id, id), eq(pitchPages.userId, userId)))
      .for("update");
    if (!page) throw new NotFound(PITCH_NOT_FOUND);
    if (patch.fields && !isDeepStrictEqual(patch.fields.questions, page.fields.questions ?? [])) {
      const [answered] = await tx
        .select({ id: pitchSignups.id })
        .from(pitchSignups)
        .where(and(eq(pitchSignups.pageId, id), isNotNull(pitchSignups.answers)))
        .limit(1);
      if (answered) throw new Conflict(PITCH_QUESTIONS_FIXED);
    }
    if (patch.fields?.variants?.kind === "price" && !page.judgedAt) {
      // A price test tests whether people pay: its result is recorded on Monetisation (issue 47).
      await tx
        .update(experiments)
        .set({ factor: "monetization_potential", updatedAt: sql`now()` })
        .where(eq(experiments.id, page.experimentId));
    }
    return onlyRow(
      await tx
        .update(pitchPages)
        .set({
          fields: patch.fields ?? page.fields,
          status: patch.status ?? page.status,
          indexable: patch.indexable ?? page.indexable,
          minVisitors: patch.min_visitors ?? page.minVisitors,
          updatedAt: sql`now()`,
        })
        .where(eq(pitchPages.id, id))
        .returning(),
    );
  });
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
