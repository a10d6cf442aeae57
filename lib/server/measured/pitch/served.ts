import "server-only";
import { and, eq } from "drizzle-orm";
import { type Db } from "@/db/client";
import { experiments, pitchPages, type Experiment, type PitchPage } from "@/db/schema";
import type { ServedPitchPage } from "@/lib/core/api/pitch";
import { liveFigure } from "@/lib/core/measured/live-figure";
import type { ShareLine } from "@/lib/core/stats/interval";
import { countsOf, type PageCounts } from "../counting";
import { appUrl } from "@/lib/server/http/origin";
import { NotFound } from "@/lib/core/errors";
import { pitchTables } from "./counted";

/** A pitch page as the founder's calls serve it: its row, its pass line and its counts. */

export const PITCH_NOT_FOUND = "Pitch page not found.";

/** A page's pass line: a share of its visitors, as its experiment states it (the founder may change the target). */
export const lineOf = (experiment: Pick<Experiment, "comparator" | "target">): ShareLine => ({
  comparator: experiment.comparator,
  target: experiment.target,
});

export function served(page: PitchPage, line: ShareLine, counts: PageCounts) {
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
    figure: liveFigure(counts, line, page.minVisitors),
    sources: counts.sources,
    listed_signups: counts.listed,
    judged_at: page.judgedAt?.toISOString() ?? null,
    created_at: page.createdAt.toISOString(),
  } satisfies ServedPitchPage;
}

export const withLine = { page: pitchPages, comparator: experiments.comparator, target: experiments.target };

export async function servedPage(db: Db, { page, ...line }: { page: PitchPage } & ShareLine): Promise<ServedPitchPage> {
  return served(page, line, (await countsOf(db, pitchTables, [page.id])).get(page.id)!);
}

export async function ownPage(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(withLine)
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
    .where(and(eq(pitchPages.id, id), eq(pitchPages.userId, userId)));
  if (!row) throw new NotFound(PITCH_NOT_FOUND);
  return row;
}
