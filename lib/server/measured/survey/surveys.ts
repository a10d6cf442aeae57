import "server-only";
import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, sql } from "drizzle-orm";
import { onlyRow, type Db } from "@/db/client";
import { experiments, ideas, surveyResponses, surveys, users } from "@/db/schema";
import type { ServedSurvey, SurveyFieldsInput } from "@/lib/core/api/survey";
import { slugOf } from "@/lib/core/measured/slug";
import { experimentOfLine, lineProblem, type SurveyLine } from "@/lib/core/measured/survey/pass-line";
import type { FactorKey } from "@/lib/core/report/factors";
import { Conflict, Invalid, NotFound } from "@/lib/core/errors";
import { hasAccess } from "@/lib/server/billing/subscription-state";
import { createExperiment } from "@/lib/server/experiments/store";
import { trackedStep } from "@/lib/server/experiments/tracked-step";
import { ownSurvey, servedSurveys, SURVEY_NOT_FOUND } from "./served";
import { judgeSurveyIfDue } from "./judge";

/** The founder's surveys: create (with an experiment when a question carries a line), list, read, change, delete. */

/** A founder keeps at most this many surveys (all ideas together). */
export const SURVEYS_PER_USER = 50;

export const QUESTIONS_FIXED =
  "This survey has answers: its questions can no longer change, or the answers would be to other questions. Make a new survey to ask others.";

export interface CreateSurveyInput {
  ideaId: string;
  fields: SurveyFieldsInput;
  line: SurveyLine | null;
  dueDate: string | null;
  minResponses: number;
  factor: FactorKey | null;
  indexable: boolean;
  source: { reportId: string; item: string | null } | null;
}

/** A new survey, as a draft; with a line, its experiment (the line's share, median or count by the due date). */
export async function createSurvey(db: Db, userId: string, input: CreateSurveyInput): Promise<ServedSurvey> {
  const { count } = onlyRow(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(surveys)
      .where(eq(surveys.userId, userId)),
  );
  if (Number(count) >= SURVEYS_PER_USER) {
    throw new Conflict(`You can keep at most ${SURVEYS_PER_USER} surveys: delete the ones you no longer need.`);
  }
  // The idea must be the founder's own, with a line or without (another's idea, or none, is not found).
  const [idea] = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.id, input.ideaId), eq(ideas.userId, userId)));
  if (!idea) throw new NotFound("Idea not found.");
  let experimentId: string | null = null;
  const tracked = input.line ? await trackedStep(db, input.ideaId, input.source) : null;
  if (tracked) {
    throw new Conflict(
      `This step is already tracked as the experiment “${tracked.hypothesis}”: a survey with a pass line would count it twice. Ask without a pass line, and record what you learn on that experiment.`,
    );
  }
  if (input.line && input.dueDate) {
    const { hypothesis, ...passLine } = experimentOfLine(input.line, input.fields.questions);
    const experiment = await createExperiment(
      db,
      userId,
      input.ideaId,
      {
        hypothesis,
        method: `A problem survey: respondents counted once a day each, judged from ${input.minResponses} answers or at the due date.`,
        cost_usd: 0,
        due_date: input.dueDate,
        ...passLine,
        factor: input.factor ?? null,
      },
      input.source,
    );
    experimentId = experiment.id;
  }
  try {
    const created = onlyRow(
      await db
        .insert(surveys)
        .values({
          userId,
          ideaId: input.ideaId,
          experimentId,
          line: input.line,
          slug: slugOf(input.fields.heading, randomBytes(5).toString("hex")),
          fields: input.fields,
          indexable: input.indexable,
          minResponses: input.minResponses,
        })
        .returning(),
    );
    return onlyRow(await servedSurveys(db, [created]));
  } catch (error) {
    if (experimentId) await db.delete(experiments).where(eq(experiments.id, experimentId));
    throw error;
  }
}

export async function listSurveys(db: Db, userId: string, ideaId: string): Promise<ServedSurvey[]> {
  const rows = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.ideaId, ideaId), eq(surveys.userId, userId)))
    .orderBy(asc(surveys.createdAt));
  return servedSurveys(db, rows);
}

export async function getSurvey(db: Db, userId: string, id: string): Promise<ServedSurvey> {
  return onlyRow(await servedSurveys(db, [await ownSurvey(db, userId, id)]));
}

export interface SurveyPatch {
  fields?: SurveyFieldsInput;
  status?: "live" | "paused";
  indexable?: boolean;
  min_responses?: number;
}

/** The same questions, whatever the order of their keys (jsonb keeps its own order, not the order they were sent in). */
const sameQuestions = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/**
 * Changes a survey. Its questions are fixed once it has a response (the heading, introduction and collector are not);
 * while they may change, its line must still fit them. Under the survey's row lock, so an answer arriving meanwhile
 * is not to questions that are no longer there.
 */
export async function updateSurvey(db: Db, userId: string, id: string, patch: SurveyPatch): Promise<ServedSurvey> {
  const updated = await db.transaction(async (tx) => {
    const [survey] = await tx
      .select()
      .from(surveys)
      .where(and(eq(surveys.id, id), eq(surveys.userId, userId)))
      .for("update");
    if (!survey) throw new NotFound(SURVEY_NOT_FOUND);
    if (patch.fields && !sameQuestions(patch.fields.questions, survey.fields.questions)) {
      const [answered] = await tx
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(eq(surveyResponses.pageId, id))
        .limit(1);
      if (answered) throw new Conflict(QUESTIONS_FIXED);
      const problem = survey.line ? lineProblem(survey.line, patch.fields.questions) : null;
      if (problem) throw new Invalid(`${problem} The pass line was set when the survey was made: keep its question.`);
    }
    return onlyRow(
      await tx
        .update(surveys)
        .set({
          fields: patch.fields ?? survey.fields,
          status: patch.status ?? survey.status,
          indexable: patch.indexable ?? survey.indexable,
          minResponses: patch.min_responses ?? survey.minResponses,
          updatedAt: sql`now()`,
        })
        .where(eq(surveys.id, id))
        .returning(),
    );
  });
  if (updated.status === "live") await judgeSurveyIfDue(db, updated.id);
  return getSurvey(db, userId, id);
}

/** Deletes the survey with its visits and responses; its experiment and any result stay with the idea. */
export async function deleteSurvey(db: Db, userId: string, id: string): Promise<void> {
  const [deleted] = await db
    .delete(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.userId, userId)))
    .returning({ id: surveys.id });
  if (!deleted) throw new NotFound(SURVEY_NOT_FOUND);
}

/** A public survey by its slug, with whether its founder's plan still opens it. */
export async function publicSurvey(db: Db, slug: string) {
  const [row] = await db
    .select({ survey: surveys, user: users })
    .from(surveys)
    .innerJoin(users, eq(users.id, surveys.userId))
    .where(eq(surveys.slug, slug));
  if (!row) return null;
  return { survey: row.survey, open: hasAccess(row.user) };
}
