import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { experiments } from "@/db/schema";

/**
 * The experiment already tracking a report's step (`next_steps/N`), or null: a step is one experiment, so a page or a
 * survey made from it gets no second one (the verdict would count the step twice).
 */
export async function trackedStep(
  db: Db,
  ideaId: string,
  source: { reportId: string; item: string | null } | null,
): Promise<{ id: string; hypothesis: string } | null> {
  if (!source?.item) return null;
  const [tracked] = await db
    .select({ id: experiments.id, hypothesis: experiments.hypothesis })
    .from(experiments)
    .where(
      and(
        eq(experiments.ideaId, ideaId),
        eq(experiments.fromReportId, source.reportId),
        eq(experiments.fromItem, source.item),
      ),
    )
    .limit(1);
  return tracked ?? null;
}
