import "server-only";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { type Db } from "@/db/client";
import { experiments, pitchPages, pitchSignups, type Experiment, type PitchPage } from "@/db/schema";
import type { PitchFieldsInput, ServedPitchPage } from "@/lib/core/api/pitch";
import { variantsFigure } from "@/lib/core/measured/variant-figure";
import { currentVariantKeys, variantText } from "@/lib/core/measured/variants";
import { liveFigure } from "@/lib/core/measured/live-figure";
import { tallyAnswers } from "@/lib/core/measured/survey/answers";
import { lineStandingOf, type LineResponse } from "../survey/line-judge";
import type { ShareLine } from "@/lib/core/stats/interval";
import { countsOf, type PageCounts } from "../counting";
import { appUrl } from "@/lib/server/http/origin";
import { NotFound } from "@/lib/core/errors";
import { pitchTables } from "./counted";

/** A pitch page as the founder's calls serve it: its row, its pass line, its counts and its questions' tallies. */

export const PITCH_NOT_FOUND = "Pitch page not found.";

/** A page's pass line: a share of its visitors, as its experiment states it (the founder may change the target). */
export const lineOf = (experiment: Pick<Experiment, "comparator" | "target">): ShareLine => ({
  comparator: experiment.comparator,
  target: experiment.target,
});

/** The page's fields as served: a page saved before pages could ask questions asks none. */
export const fieldsOf = (page: PitchPage): PitchFieldsInput => ({
  ...page.fields,
  questions: page.fields.questions ?? [],
  variants: page.fields.variants ?? null,
});

/** A counted sign-up's answers, with the variant its visitor was shown. */
export type PitchAnswer = LineResponse & { variant: string };

/**
 * The answers of each page's counted sign-ups (one per visitor-day whose visit was counted, as the rate counts them),
 * oldest first: what its questions' tallies are drawn from. Sign-ups that answered nothing are not read.
 */
export async function countedAnswers(db: Db, pageIds: string[]): Promise<Map<string, PitchAnswer[]>> {
  const byPage = new Map<string, PitchAnswer[]>(pageIds.map((id) => [id, []]));
  if (pageIds.length === 0) return byPage;
  const rows = await db
    .select({
      id: pitchSignups.id,
      pageId: pitchSignups.pageId,
      answers: pitchSignups.answers,
      day: pitchSignups.day,
      networkHash: pitchSignups.networkHash,
      variant: pitchSignups.variant,
      createdAt: pitchSignups.createdAt,
    })
    .from(pitchSignups)
    .where(and(inArray(pitchSignups.pageId, pageIds), eq(pitchSignups.counted, true), isNotNull(pitchSignups.answers)))
    .orderBy(asc(pitchSignups.createdAt), asc(pitchSignups.id));
  for (const row of rows) {
    byPage.get(row.pageId)?.push({
      id: row.id,
      at: row.createdAt.toISOString(),
      answers: row.answers ?? [],
      network: `${row.day}:${row.networkHash}`,
      variant: row.variant,
    });
  }
  return byPage;
}

export function served(page: PitchPage, line: ShareLine, counts: PageCounts, answered: readonly PitchAnswer[]) {
  const fields = fieldsOf(page);
  const question = page.questionLine
    ? lineStandingOf(page.questionLine.line, fields.questions, answered, page.questionLine.minResponses)
    : null;
  return {
    id: page.id,
    idea_id: page.ideaId,
    experiment_id: page.experimentId,
    slug: page.slug,
    url: appUrl(`/p/${page.slug}`).toString(),
    fields,
    status: page.status,
    indexable: page.indexable,
    min_visitors: page.minVisitors,
    figure: liveFigure(counts, line, page.minVisitors),
    variants: variantsFigure(fields.variants, counts.variants, page.minVisitors),
    // The questions' answers per variant shown (issue 47): what people answered after seeing each price or headline.
    variant_tallies:
      fields.questions.length > 0
        ? currentVariantKeys(fields).map((key) => ({
            text: variantText(key),
            tallies: tallyAnswers(
              fields.questions,
              answered.filter((answer) => answer.variant === key),
            ),
          }))
        : [],
    sources: counts.sources,
    listed_signups: counts.listed,
    question_tallies: question?.tallies ?? tallyAnswers(fields.questions, answered),
    question_line: page.questionLine
      ? { line: page.questionLine.line, min_responses: page.questionLine.minResponses }
      : null,
    question_experiment_id: page.questionExperimentId,
    question_reading: question?.reading ?? null,
    question_measured: question?.measured ?? null,
    question_judged_at: page.questionJudgedAt?.toISOString() ?? null,
    judged_at: page.judgedAt?.toISOString() ?? null,
    created_at: page.createdAt.toISOString(),
  } satisfies ServedPitchPage;
}

export const withLine = { page: pitchPages, comparator: experiments.comparator, target: experiments.target };

export async function servedPage(db: Db, { page, ...line }: { page: PitchPage } & ShareLine): Promise<ServedPitchPage> {
  const [counts, answered] = await Promise.all([
    countsOf(db, pitchTables, [page.id], { compared: Boolean(page.fields.variants) }),
    countedAnswers(db, [page.id]),
  ]);
  return served(page, line, counts.get(page.id)!, answered.get(page.id) ?? []);
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
