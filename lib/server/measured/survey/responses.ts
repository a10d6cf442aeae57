import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { type Db } from "@/db/client";
import { surveyResponses, surveys } from "@/db/schema";
import type { SurveyResponseRow } from "@/lib/core/api/survey";
import { answerWords } from "@/lib/core/measured/survey/answers";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { NotFound } from "@/lib/core/errors";
import { csvCell } from "../csv";
import { ownSurvey } from "./served";
import { accessThrough } from "@/lib/server/team/access";

/** A survey's responses, as its founder reads, deletes and downloads them: newest first. */

const rowOf = (row: typeof surveyResponses.$inferSelect): SurveyResponseRow => ({
  id: row.id,
  answers: row.answers,
  email: row.email,
  source: row.source,
  counted: row.counted,
  created_at: row.createdAt.toISOString(),
});

export async function responsesOf(db: Db, surveyId: string, order: "newest" | "oldest" = "newest") {
  const rows = await db
    .select()
    .from(surveyResponses)
    .where(eq(surveyResponses.pageId, surveyId))
    .orderBy(
      order === "newest" ? desc(surveyResponses.createdAt) : asc(surveyResponses.createdAt),
      asc(surveyResponses.id),
    );
  return rows.map(rowOf);
}

export async function listResponses(db: Db, userId: string, id: string) {
  const survey = await ownSurvey(db, userId, id);
  return { survey, rows: await responsesOf(db, id) };
}

/** Deletes one response with all its answers: the tallies and the line no longer count it. */
export async function deleteResponse(db: Db, userId: string, id: string, responseId: string): Promise<void> {
  await ownSurvey(db, userId, id);
  const [deleted] = await db
    .delete(surveyResponses)
    .where(and(eq(surveyResponses.id, responseId), eq(surveyResponses.pageId, id)))
    .returning({ id: surveyResponses.id });
  if (!deleted) throw new NotFound("Response not found.");
}

/** In lib/core now, so the pitch page's sign-ups read their answers the same way on the founder's screen. */
export { answerWords };

/** The responses as CSV (RFC 4180), one column per question, cells a spreadsheet would run as a formula made inert. */
export function responsesCsv(questions: readonly SurveyQuestion[], rows: readonly SurveyResponseRow[]): string {
  const header = ["received_at", "counted", "source", ...questions.map((question) => question.text), "email"];
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) {
    const answers = questions.map((question, index) => answerWords(question, row.answers[index] ?? null));
    lines.push(
      [row.created_at, row.counted ? "yes" : "no", row.source, ...answers, row.email ?? ""].map(csvCell).join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** Where one of the founder's survey answers is shown (its idea), or null: another's, or deleted since. */
export async function answerPlace(db: Db, userId: string, responseId: string): Promise<{ ideaId: string } | null> {
  const [row] = await db
    .select({ surveyId: surveys.id })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.pageId))
    .where(eq(surveyResponses.id, responseId));
  if (!row) return null;
  // The answer's survey is reached through the membership check: the owner's, or an idea one is a member of.
  const access = await accessThrough(db, userId, "survey", row.surveyId, "read").catch((error: unknown) => {
    if (error instanceof NotFound) return null;
    throw error;
  });
  return access ? { ideaId: access.ideaId } : null;
}
