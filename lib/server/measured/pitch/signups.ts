import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { type Db } from "@/db/client";
import { pitchSignups } from "@/db/schema";
import type { PitchSignupRow } from "@/lib/core/api/pitch";
import { answerWords } from "@/lib/core/measured/survey/answers";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { NotFound } from "@/lib/core/errors";
import { csvCell } from "../csv";
import { fieldsOf, ownPage } from "./served";

/** A pitch page's list of sign-ups with their answers, as its founder reads, deletes and downloads it. */

export async function listSignups(db: Db, userId: string, id: string) {
  const { page } = await ownPage(db, userId, id);
  const rows = await db
    .select()
    .from(pitchSignups)
    .where(eq(pitchSignups.pageId, id))
    .orderBy(asc(pitchSignups.createdAt), asc(pitchSignups.email));
  return {
    questions: fieldsOf(page).questions,
    rows: rows.map((row): PitchSignupRow => ({
      id: row.id,
      email: row.email,
      source: row.source,
      consent: row.consent,
      answers: row.answers ?? [],
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export async function deleteSignup(db: Db, userId: string, id: string, signupId: string): Promise<void> {
  await ownPage(db, userId, id);
  const [deleted] = await db
    .delete(pitchSignups)
    .where(and(eq(pitchSignups.id, signupId), eq(pitchSignups.pageId, id)))
    .returning({ id: pitchSignups.id });
  if (!deleted) throw new NotFound("Sign-up not found.");
}

/**
 * The sign-ups as CSV (RFC 4180), a column per question after the first four (so a page without questions reads as it
 * always did), cells that a spreadsheet would run as a formula made inert: strangers write the answers.
 */
export function signupsCsv(questions: readonly SurveyQuestion[], rows: readonly PitchSignupRow[]): string {
  const header = ["email", "source", "signed_up_at", "consent", ...questions.map((question) => question.text)];
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) {
    const answers = questions.map((question, index) => answerWords(question, row.answers[index] ?? null));
    lines.push([row.email, row.source, row.created_at, row.consent, ...answers].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
