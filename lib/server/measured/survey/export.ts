import "server-only";
import { asc, eq } from "drizzle-orm";
import { type Db } from "@/db/client";
import { surveys } from "@/db/schema";
import { servedSurveys } from "./served";
import { responsesOf } from "./responses";

/** Every survey of the account with all its responses (and the e-mails given), for the account's data download. */
export async function surveysForExport(db: Db, userId: string) {
  const rows = await db.select().from(surveys).where(eq(surveys.userId, userId)).orderBy(asc(surveys.createdAt));
  const served = await servedSurveys(db, rows);
  return (async function* () {
    for (const survey of served) yield { ...survey, responses: await responsesOf(db, survey.id, "oldest") };
  })();
}
