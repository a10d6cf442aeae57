import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pitchPages } from "@/db/schema";
import type { ChartVariant } from "@/lib/core/experiments/chart";
import { variantsFigure } from "@/lib/core/measured/variant-figure";
import { countsOf } from "../counting";
import { pitchTables } from "./counted";
import { experimentsWithDecision } from "@/lib/server/experiments/store";

/**
 * The variants of the idea's price and headline tests by their experiment, as the chart draws them under its point
 * (the PDF export, the shared decision): one query for the pages, and their counts only when some page compares.
 */
export async function chartVariantsOf(db: Db, userId: string, ideaId: string): Promise<Map<string, ChartVariant[]>> {
  const pages = await db
    .select({
      id: pitchPages.id,
      experimentId: pitchPages.experimentId,
      fields: pitchPages.fields,
      minVisitors: pitchPages.minVisitors,
    })
    .from(pitchPages)
    .where(
      and(
        eq(pitchPages.userId, userId),
        eq(pitchPages.ideaId, ideaId),
        sql`jsonb_typeof(${pitchPages.fields}->'variants') = 'object'`,
      ),
    );
  const byExperiment = new Map<string, ChartVariant[]>();
  if (pages.length === 0) return byExperiment;
  const counts = await countsOf(
    db,
    pitchTables,
    pages.map((page) => page.id),
    { compared: true },
  );
  for (const page of pages) {
    const figure = variantsFigure(page.fields.variants, counts.get(page.id)?.variants ?? [], page.minVisitors);
    if (!figure) continue;
    byExperiment.set(
      page.experimentId,
      figure.shown.map((shown) => ({
        text: shown.text,
        rate: shown.rate,
        interval: shown.interval,
        better: shown.text === figure.better,
      })),
    );
  }
  return byExperiment;
}

/**
 * The idea's experiments and verdict (experimentsWithDecision), each price or headline test with its variants: what the
 * PDF export and the shared decision draw.
 */
export async function experimentsWithVariants(db: Db, userId: string, ideaId: string, readerId = userId) {
  const [found, variants] = await Promise.all([
    experimentsWithDecision(db, userId, ideaId, readerId),
    chartVariantsOf(db, userId, ideaId),
  ]);
  return {
    ...found,
    experiments: found.experiments.map((experiment) => ({
      ...experiment,
      variants: variants.get(experiment.id) ?? [],
    })),
  };
}
