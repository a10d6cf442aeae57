import "server-only";
import { asc, eq } from "drizzle-orm";
import { type Db } from "@/db/client";
import { experiments, pitchPages, pitchSignups } from "@/db/schema";
import { countsOf } from "../counting";
import { countedAnswers, served, withLine } from "./served";
import { pitchTables } from "./counted";

/** Every pitch page of the account with its sign-ups and their answers, for the account's data download. */
export async function pitchPagesForExport(db: Db, userId: string) {
  const rows = await db
    .select(withLine)
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
    .where(eq(pitchPages.userId, userId))
    .orderBy(asc(pitchPages.createdAt));
  const ids = rows.map(({ page }) => page.id);
  const [counts, answered] = await Promise.all([
    countsOf(db, pitchTables, ids, { compared: rows.some(({ page }) => page.fields.variants) }),
    countedAnswers(db, ids),
  ]);
  return (async function* () {
    for (const { page, ...line } of rows) {
      const signups = await db
        .select()
        .from(pitchSignups)
        .where(eq(pitchSignups.pageId, page.id))
        .orderBy(asc(pitchSignups.createdAt));
      yield {
        ...served(page, line, counts.get(page.id)!, answered.get(page.id) ?? []),
        signups: signups.map((row) => ({
          email: row.email,
          source: row.source,
          consent: row.consent,
          answers: row.answers ?? [],
          created_at: row.createdAt.toISOString(),
        })),
      };
    }
  })();
}
