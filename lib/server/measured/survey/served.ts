import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type Db } from "@/db/client";
import { ideas, surveyResponses, surveys, type Survey } from "@/db/schema";
import type { ServedSurvey } from "@/lib/core/api/survey";
import { tallyAnswers } from "@/lib/core/measured/survey/answers";
import { questionFlags } from "@/lib/core/measured/survey/questions";
import { NotFound } from "@/lib/core/errors";
import { appUrl } from "@/lib/server/http/origin";
import { countsOf, type PageCounts } from "../counting";
import { surveyTables } from "./counted";
import { lineStandingOf, type LineResponse } from "./line-judge";

/** A survey as the founder's calls serve it: its row, its counts, the tallies of its counted responses, its line. */

export const SURVEY_NOT_FOUND = "Survey not found.";

/** The responses that count (one per visitor-day with a counted visit), oldest first, of each survey. */
export async function countedResponses(db: Db, surveyIds: string[]): Promise<Map<string, LineResponse[]>> {
  const bySurvey = new Map<string, LineResponse[]>(surveyIds.map((id) => [id, []]));
  if (surveyIds.length === 0) return bySurvey;
  const rows = await db
    .select({
      id: surveyResponses.id,
      pageId: surveyResponses.pageId,
      answers: surveyResponses.answers,
      day: surveyResponses.day,
      networkHash: surveyResponses.networkHash,
      createdAt: surveyResponses.createdAt,
    })
    .from(surveyResponses)
    .where(and(inArray(surveyResponses.pageId, surveyIds), eq(surveyResponses.counted, true)))
    .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id));
  for (const row of rows) {
    bySurvey.get(row.pageId)?.push({
      id: row.id,
      at: row.createdAt.toISOString(),
      answers: row.answers,
      network: `${row.day}:${row.networkHash}`,
    });
  }
  return bySurvey;
}

/** Where a survey's line stands on its counted responses, and what it measured in words. */
export function lineStanding(survey: Survey, responses: readonly LineResponse[]) {
  if (!survey.line) {
    return { tallies: tallyAnswers(survey.fields.questions, responses), reading: null, measured: null };
  }
  return lineStandingOf(survey.line, survey.fields.questions, responses, survey.minResponses);
}

export function served(
  survey: Survey,
  counts: PageCounts,
  responses: readonly LineResponse[],
  ideaTitle = "",
): ServedSurvey {
  const { tallies, reading, measured } = lineStanding(survey, responses);
  return {
    id: survey.id,
    idea_id: survey.ideaId,
    experiment_id: survey.experimentId,
    slug: survey.slug,
    url: appUrl(`/p/${survey.slug}`).toString(),
    fields: survey.fields,
    status: survey.status,
    indexable: survey.indexable,
    min_responses: survey.minResponses,
    line: survey.line,
    line_measured: measured,
    reading,
    visitors: counts.visitors,
    responses: responses.length,
    received: counts.listed,
    tallies,
    flags: survey.fields.questions.map((question) =>
      questionFlags(question, { askedOn: "problem-survey", ideaNames: [ideaTitle] }),
    ),
    judged_at: survey.judgedAt?.toISOString() ?? null,
    created_at: survey.createdAt.toISOString(),
  };
}

const NOTHING_COUNTED: PageCounts = { visitors: 0, signups: 0, listed: 0, sources: [], heaviest: [], variants: [] };

/** Surveys served with their counts, tallies and flags: four queries at once, whatever their number. */
export async function servedSurveys(db: Db, rows: Survey[]): Promise<ServedSurvey[]> {
  const ids = rows.map((row) => row.id);
  const ideaIds = [...new Set(rows.map((row) => row.ideaId))];
  const [counts, responses, titles] = await Promise.all([
    countsOf(db, surveyTables, ids),
    countedResponses(db, ids),
    ideaIds.length
      ? db.select({ id: ideas.id, title: ideas.title }).from(ideas).where(inArray(ideas.id, ideaIds))
      : Promise.resolve([]),
  ]);
  const titleOf = new Map(titles.map((idea) => [idea.id, idea.title ?? ""]));
  return rows.map((row) =>
    served(row, counts.get(row.id) ?? NOTHING_COUNTED, responses.get(row.id) ?? [], titleOf.get(row.ideaId) ?? ""),
  );
}

export async function ownSurvey(db: Db, userId: string, id: string): Promise<Survey> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.userId, userId)));
  if (!row) throw new NotFound(SURVEY_NOT_FOUND);
  return row;
}
