import "server-only";
import { eq, sql } from "drizzle-orm";
import { onlyRow, rowsOf, type Db } from "@/db/client";
import { surveyResponses, surveys, surveyVisits } from "@/db/schema";
import type { SurveyAnswer } from "@/lib/core/measured/survey/answers";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import type { Visitor } from "../visitor";
import { countVisit, lockCounts, NEAR_CAP, type CountedTables } from "../counting";

/** What a survey counts, by the measured experiments' rules: its visits, and its responses. */
export const surveyTables: CountedTables = { visits: surveyVisits, responses: surveyResponses };

/** A survey keeps at most this many responses; past it the form says the survey is full. */
export const RESPONSES_PER_SURVEY = 10_000;

/** Responses one network may store on a survey in a day (only its counted visitors' count in the tallies). */
export const RESPONSES_PER_NETWORK_DAY = 10;

/** Counts a visit to a survey (lib/server/measured/counting.ts): true when it was the visitor's first of the day. */
export const recordSurveyVisit = (
  db: Db,
  surveyId: string,
  visitor: Visitor,
  source: string,
  caps?: { perPage?: number; perNetwork?: number },
): Promise<boolean> => countVisit(db, surveyTables, surveyId, visitor, source, caps);

async function responseState(tx: Db, surveyId: string, email: string | null, visitor: Visitor) {
  const { day, visitorHash, networkHash } = visitor;
  const row = onlyRow(
    rowsOf<{ received: number; from_network: number; visited: boolean; answered: boolean }>(
      await tx.execute(sql`
      select
        (select count(*)::int from ${surveyResponses} where page_id = ${surveyId}::uuid) as received,
        (select count(*)::int from ${surveyResponses}
          where page_id = ${surveyId}::uuid and day = ${day}::date and network_hash = ${networkHash}) as from_network,
        exists (select 1 from ${surveyVisits}
          where page_id = ${surveyId}::uuid and day = ${day}::date and visitor_hash = ${visitorHash}) as visited,
        exists (select 1 from ${surveyResponses} where page_id = ${surveyId}::uuid and (
          (day = ${day}::date and visitor_hash = ${visitorHash}) or (${email}::text is not null and email = ${email}::text)
        )) as answered`),
    ),
  );
  return {
    received: Number(row.received),
    fromNetwork: Number(row.from_network),
    visited: row.visited,
    answered: row.answered,
  };
}

export type ResponseOutcome = "added" | "already" | "full" | "limited" | "closed" | "empty";

/**
 * Stores a response once per visitor and day, and once per e-mail when one is given (a second, or two at once, is
 * one row). It counts in the tallies when the same visitor was counted visiting that day; a network stores at most
 * RESPONSES_PER_NETWORK_DAY a day. Under the network's counting lock (the survey's near its cap), so the caps are exact.
 * The answers are read from the form against the questions the survey has in this transaction, its row share-locked:
 * a founder's edit of the questions waits for it (and then finds the answer, 409), or comes first and the answer is to
 * the new questions; a survey deleted or no longer live meanwhile is "closed", answers to none of its questions "empty".
 */
export async function recordResponse(
  db: Db,
  surveyId: string,
  response: {
    answersTo: (questions: readonly SurveyQuestion[]) => (SurveyAnswer | null)[];
    email: string | null;
    source: string;
    consent: string;
    visitor: Visitor;
  },
): Promise<ResponseOutcome> {
  return db.transaction(async (tx) => {
    const { day, visitorHash, networkHash } = response.visitor;
    await lockCounts(tx, surveyId, networkHash);
    const [survey] = await tx
      .select({ fields: surveys.fields, status: surveys.status })
      .from(surveys)
      .where(eq(surveys.id, surveyId))
      .for("key share");
    if (survey?.status !== "live") return "closed";
    const answers = response.answersTo(survey.fields.questions);
    if (answers.every((given) => given === null)) return "empty";
    let state = await responseState(tx, surveyId, response.email, response.visitor);
    if (state.received >= RESPONSES_PER_SURVEY - NEAR_CAP) {
      await lockCounts(tx, surveyId);
      state = await responseState(tx, surveyId, response.email, response.visitor);
    }
    if (state.answered) return "already";
    if (state.received >= RESPONSES_PER_SURVEY) return "full";
    if (state.fromNetwork >= RESPONSES_PER_NETWORK_DAY) return "limited";
    const inserted = await tx
      .insert(surveyResponses)
      .values({
        pageId: surveyId,
        answers,
        email: response.email,
        consent: response.consent,
        source: response.source,
        day,
        visitorHash,
        networkHash,
        counted: state.visited,
      })
      .onConflictDoNothing()
      .returning({ id: surveyResponses.id });
    return inserted.length > 0 ? "added" : "already";
  });
}
