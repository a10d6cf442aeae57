import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { ideas, pitchPages, reports } from "@/db/schema";
import type { ServedExperiment } from "@/lib/core/api/experiments";
import { NotFound } from "@/lib/core/errors";
import { decidingResult } from "@/lib/core/experiments/reading";
import { failedText } from "@/lib/core/experiments/verdict";
import { channelsInUse, type PivotSource } from "@/lib/core/pivots/demo";
import { amountsOf } from "@/lib/core/pivots/proposals";
import { isFactorKey, rankFactors } from "@/lib/core/report/factors";
import { listExperiments } from "@/lib/server/experiments/store";

interface IdeaRow {
  title: string;
  prompt: string;
  evidence: string | null;
  iv: unknown;
  ms: unknown;
  pp: unknown;
}

type Loose = { [key: string]: unknown };
const isLoose = (value: unknown): value is Loose => typeof value === "object" && value !== null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);
const fieldOf = (value: unknown, key: string): unknown => (isLoose(value) ? value[key] : undefined);

/** The idea (the caller's own, else 404) with the data of its latest validation made here, strategy and pain points. */
async function ideaWithReports(db: Db, userId: string, ideaId: string): Promise<IdeaRow> {
  const latest = (kind: "iv" | "ms" | "pp") => sql`(
    select data from ${reports}
    where ${reports.ideaId} = ${ideas.id} and ${reports.userId} = ${userId} and ${reports.kind} = ${kind}
      and (${kind} <> 'iv' or ${reports.madeByServer})
    order by ${reports.version} desc limit 1)`;
  const [row] = rowsOf<IdeaRow>(
    await db.execute(sql`
      select ${ideas.title} as title, ${ideas.prompt} as prompt, ${ideas.evidence} as evidence,
        ${latest("iv")} as iv, ${latest("ms")} as ms, ${latest("pp")} as pp
      from ${ideas} where ${ideas.id} = ${ideaId} and ${ideas.userId} = ${userId}`),
  );
  if (!row) throw new NotFound("Idea not found.");
  const parsed = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);
  return { ...row, iv: parsed(row.iv), ms: parsed(row.ms), pp: parsed(row.pp) };
}

/** The prices the idea states now: its validation's income streams and its pitch pages' prices (variants too). */
function pricesOf(validation: unknown, pages: { price: string | null; variants: string[] }[]): string[] {
  const streams = listOf(fieldOf(fieldOf(validation, "monetization_report"), "income_streams"))
    .map((stream) => textOf(fieldOf(stream, "name")))
    .filter((name): name is string => name !== null && amountsOf(name).length > 0);
  const shown = pages.flatMap((page) => [page.price, ...page.variants]).filter((price): price is string => !!price);
  return [...new Set([...streams, ...shown])];
}

/** The failed experiments, each with the result that decides it, in the verdict's words. */
function failuresOf(experiments: ServedExperiment[]): PivotSource["failures"] {
  return experiments.flatMap((experiment) => {
    const result = decidingResult(experiment.result ? [experiment.result, ...experiment.history] : []);
    if (experiment.status !== "failed" || !result) return [];
    const factor = experiment.factor && isFactorKey(experiment.factor) ? experiment.factor : null;
    return [
      {
        id: experiment.id,
        factor,
        sentence: failedText({ status: "failed", factor, due_date: experiment.due_date, result }),
        test: { ...result.pass_line, hypothesis: experiment.hypothesis, factor },
      },
    ];
  });
}

/**
 * What the proposals for one of the caller's ideas are drawn from and held to, in four queries: the idea with its
 * latest reports, its experiments and their results, its pitch pages.
 */
export async function pivotSourceFor(db: Db, userId: string, ideaId: string): Promise<PivotSource> {
  const idea = await ideaWithReports(db, userId, ideaId);
  const experiments = await listExperiments(db, userId, ideaId);
  const pages = (
    await db
      .select({ fields: pitchPages.fields })
      .from(pitchPages)
      .where(and(eq(pitchPages.ideaId, ideaId), eq(pitchPages.userId, userId)))
  ).map(({ fields }) => ({
    price: fields.price ?? null,
    variants: fields.variants?.kind === "price" ? fields.variants.texts : [],
  }));
  const failures = failuresOf(experiments);
  const refused = experiments.flatMap((experiment) =>
    experiment.status === "failed" && experiment.result?.shown ? [experiment.result.shown] : [],
  );
  const strategyChannels = listOf(fieldOf(idea.ms, "key_channels"))
    .map(textOf)
    .filter((channel): channel is string => channel !== null);
  const pains = listOf(fieldOf(idea.pp, "pain_points"))
    .map((pain) => ({ text: textOf(fieldOf(pain, "pain_point")), mentions: Number(fieldOf(pain, "mentions")) || 0 }))
    .filter((pain): pain is { text: string; mentions: number } => pain.text !== null)
    .sort((a, b) => b.mentions - a.mentions)
    .map((pain) => pain.text);
  const segments = listOf(fieldOf(fieldOf(idea.iv, "market_size"), "segments"))
    .map((segment) => textOf(fieldOf(segment, "name")))
    .filter((name): name is string => name !== null);
  const scores = fieldOf(idea.iv, "scores");
  const scored = Object.entries(isLoose(scores) ? scores : {}).map(([key, factor]) => [
    key,
    { score: fieldOf(factor, "score") },
  ]);
  return {
    idea: { title: idea.title, prompt: idea.prompt },
    context: {
      segments,
      prices: pricesOf(idea.iv, pages),
      channels: channelsInUse(
        strategyChannels,
        experiments.map((experiment) => `${experiment.hypothesis} ${experiment.method ?? ""}`),
      ),
      problem: idea.prompt,
      results: experiments.flatMap((experiment) =>
        experiment.result && (experiment.status === "passed" || experiment.status === "failed")
          ? [
              {
                id: experiment.id,
                factor: experiment.factor,
                outcome: experiment.status,
                shown: experiment.result.shown,
              },
            ]
          : [],
      ),
      refusedPrices: [...new Set(refused)],
      factors: [
        ...new Set([
          ...rankFactors(Object.fromEntries(scored)).map((factor) => factor.key),
          ...experiments.flatMap((experiment) => (experiment.factor ? [experiment.factor] : [])),
        ]),
      ],
    },
    failures,
    weakest: rankFactors(Object.fromEntries(scored)),
    strategyChannels,
    pains,
  };
}
