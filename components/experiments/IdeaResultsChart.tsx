"use client";

import { usePitchPages } from "@/components/measured/pitch/PitchPages";
import type { ServedExperiment } from "@/lib/core/api/experiments";
import { chartPoints, type ChartVariant } from "@/lib/core/experiments/chart";
import { ResultsChart } from "./ResultsChart";

/**
 * The idea page's chart of its results (issue 47), a price or headline test's variants under its point, read from the
 * idea's pitch pages as the cards read them; redrawn whenever the experiments or the pages are read again.
 */
export function IdeaResultsChart({ ideaId, experiments }: { ideaId: string; experiments: ServedExperiment[] }) {
  const pages = usePitchPages(ideaId);
  const variantsOf = (experimentId: string): ChartVariant[] => {
    const variants = pages.data?.data.find((page) => page.experiment_id === experimentId)?.variants;
    return (variants?.shown ?? []).map((shown) => ({
      text: shown.text,
      rate: shown.rate,
      interval: shown.interval,
      better: shown.text === variants?.better,
    }));
  };
  const points = chartPoints(experiments, variantsOf);
  if (points.length === 0) return null;
  return (
    <div className="card p-4 sm:p-5">
      <ResultsChart points={points} />
    </div>
  );
}
