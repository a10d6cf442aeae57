import "server-only";
import type { Db } from "@/db/client";
import type { PitchFields } from "@/db/schema";
import { measuredRung } from "@/lib/core/experiments/rungs";
import { sampleAtDueDate } from "@/lib/core/measured/judgement";
import {
  describeVariant,
  describeVariantStanding,
  shownSamples,
  variantsFigure,
} from "@/lib/core/measured/variant-figure";
import { bestSupported } from "@/lib/core/measured/variant-test";
import { variantText } from "@/lib/core/measured/variants";
import type { ShareLine } from "@/lib/core/stats/interval";
import { recordResult } from "@/lib/server/experiments/store";
import type { PageCounts } from "../counting";
import type { JudgedSample } from "../judge";

/**
 * Judges a page that compares variants (issue 47), inside the caller's transaction (which has claimed the page's row):
 * once a variant is clearly better (every variant at its minimum, the difference clear after Holm's correction, no
 * network swaying it: lib/core/measured/variant-test.ts), or at the due date the best-supported variant (its swaying
 * network left out). The variant's rate is recorded through recordResult against the page's pass line, with the price
 * people saw; the notes give every variant's figure. Null when it is not time yet, or nobody visited.
 */
export async function judgeVariants(
  tx: Db,
  page: { userId: string; experimentId: string; minVisitors: number; recordedBy: string; fields: PitchFields },
  counts: PageCounts,
  line: ShareLine,
  due: boolean,
): Promise<JudgedSample | null> {
  const variants = page.fields.variants;
  const figure = variantsFigure(variants, counts.variants, page.minVisitors);
  if (!variants || !figure) return null;
  const better = figure.reading.state === "better" ? figure.reading.key : null;
  if (!better && !due) return null;
  const samples = shownSamples(variants, counts.variants).map((sample) =>
    better ? sample : { ...sample, ...sampleAtDueDate(sample, line) },
  );
  const chosen = better ? samples.find((sample) => sample.key === better) : bestSupported(samples);
  if (!chosen || chosen.visitors === 0) return null;
  const text = variantText(chosen.key);
  const price = variants.kind === "price" ? text : page.fields.price;
  const standing = better
    ? `once its variants could tell: ${describeVariantStanding(figure).replace(/\.$/, "")}`
    : `at its due date, without a clear difference between its ${variants.kind}s: the best-supported, “${text}”, is recorded`;
  const judged = await recordResult(tx, page.userId, page.experimentId, {
    value: Math.min(chosen.signups, chosen.visitors),
    denominator: chosen.visitors,
    notes: `Recorded by ${page.recordedBy} ${standing}. ${figure.shown.map(describeVariant).join("; ")}.`.slice(
      0,
      2_000,
    ),
    evidence: null,
    source: "pitch",
    rung: measuredRung({ kind: "pitch", price }),
    shown: price?.trim() || null,
  });
  const outcome = judged.status === "passed" ? "passed" : "failed";
  const chosenFigure = figure.shown.find((shown) => shown.text === text);
  return { outcome, figure: chosenFigure ? describeVariant(chosenFigure) : text };
}
