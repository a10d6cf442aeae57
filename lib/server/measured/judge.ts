import "server-only";
import type { Db } from "@/db/client";
import { describeFigure, liveFigure } from "@/lib/core/measured/live-figure";
import { readPitch, sampleAtDueDate } from "@/lib/core/measured/judgement";
import type { ShareLine } from "@/lib/core/stats/interval";
import { recordResult } from "@/lib/server/experiments/store";
import { measuredRung } from "@/lib/core/experiments/rungs";
import type { PageCounts } from "./counting";

export interface JudgedSample {
  outcome: "passed" | "failed";
  /** The live figure in words, as the result's notes and the founder's e-mail quote it. */
  figure: string;
}

/**
 * Judges a measured page's sample, inside the caller's transaction (which has claimed the page's row): from its
 * minimum of visitors when the sample can tell (the rate's 95 % interval clears the pass line and no one network sways
 * it: lib/core/measured/judgement.ts), or at the due date whatever it can tell (the swaying network left out; the
 * result's own interval then says "could not tell" where it holds the line). The result is recorded through
 * recordResult, the same path as a typed result, so code decides passed or failed and the idea's verdict moves. Null
 * when it is not time yet, or nothing was measured (the reminder asks the founder instead).
 */
export async function judgeSample(
  tx: Db,
  page: { userId: string; experimentId: string; minVisitors: number; recordedBy: string; price: string | null },
  counts: PageCounts,
  line: ShareLine,
  due: boolean,
): Promise<JudgedSample | null> {
  const reading = readPitch(counts, line, page.minVisitors);
  if (reading.state !== "decided" && !due) return null;
  const sample = reading.state === "decided" ? counts : sampleAtDueDate(counts, line);
  if (sample.visitors === 0) return null;
  const figure = describeFigure(liveFigure(counts, line, page.minVisitors));
  const when = reading.state === "decided" ? "once its sample could tell" : "at its due date";
  const leftOut =
    sample.visitors < counts.visitors
      ? ` One network's ${counts.visitors - sample.visitors} visitors were left out: they made up too much of the sample.`
      : "";
  const judged = await recordResult(tx, page.userId, page.experimentId, {
    value: Math.min(sample.signups, sample.visitors),
    denominator: sample.visitors,
    notes: `Recorded by ${page.recordedBy} ${when}: ${figure}.${leftOut}`.slice(0, 2_000),
    evidence: null,
    source: "pitch",
    rung: measuredRung({ kind: "pitch", price: page.price }),
    shown: page.price?.trim() || null,
  });
  return { outcome: judged.status === "passed" ? "passed" : "failed", figure };
}
