import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { experimentResults, experiments, reports } from "@/db/schema";
import type { ReportBinding } from "@/lib/core/report/binding";
import { checkedDerivedReport, type CheckedReport } from "@/lib/server/reports/integrity";
import { describeMeasurement, describePassLine, type PassLine } from "@/lib/core/experiments/pass-line";
import {
  heldScores,
  measuredCeilings,
  type Ceiling,
  type FactorResult,
  type HeldFactor,
} from "@/lib/core/experiments/measured-ceiling";
import type { FactorKey } from "@/lib/core/report/factors";
import { omit } from "@/lib/core/objects";
import { decidingOrder } from "./store";

interface FactorResultRow {
  factor: string;
  outcome: "passed" | "failed";
  recorded_at: string | Date;
  value: number | string;
  denominator: number | string | null;
  pass_line: PassLine | string;
  score_then: number | string | null;
  score_since: number | string | null;
}

/**
 * The deciding result of each of the idea's experiments on a factor (abandoned ones left out; decidingOrder), with the
 * score the measurement left the factor at: its score in the idea's latest validation when the result was recorded,
 * or lower if a validation made since (a re-validation with the result) scored it lower. One query.
 */
async function factorResults(db: Db, userId: string, ideaId: string): Promise<FactorResult[]> {
  const validations = sql`${reports} v where v.idea_id = e.idea_id and v.user_id = ${userId} and v.kind = 'iv'
    and v.made_by_server`;
  const score = sql`(v.data->'scores'->e.factor->>'score')::float8`;
  const rows = rowsOf<FactorResultRow>(
    await db.execute(sql`
      select e.factor, r.outcome, r.recorded_at, r.value, r.denominator, r.pass_line,
        (select ${score} from ${validations} and v.created_at <= r.recorded_at
          order by v.version desc limit 1) as score_then,
        (select min(${score}) from ${validations} and v.created_at > r.recorded_at) as score_since
      from ${experiments} e
      join lateral (
        select outcome, recorded_at, value, denominator, pass_line from ${experimentResults}
        where experiment_id = e.id order by ${sql.join(decidingOrder, sql`, `)} limit 1
      ) r on true
      where e.user_id = ${userId} and e.idea_id = ${ideaId} and e.factor is not null and e.status <> 'abandoned'`),
  );
  return rows.map((row) => {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a pass line the store wrote (jsonb, or its text from a raw query)
    const line = (typeof row.pass_line === "string" ? JSON.parse(row.pass_line) : row.pass_line) as PassLine;
    const result = { value: Number(row.value), denominator: row.denominator === null ? null : Number(row.denominator) };
    return {
      factor: row.factor,
      outcome: row.outcome,
      recorded_at: new Date(row.recorded_at).toISOString(),
      score_then: lowest(row.score_then, row.score_since),
      measured: `${describeMeasurement(line, result)} against ${describePassLine(line)}`,
    };
  });
}

/** The lower of two scores as stored (null where none). */
function lowest(...scores: (number | string | null)[]): number | null {
  const known = scores.filter((score) => score !== null).map(Number);
  return known.length > 0 ? Math.min(...known) : null;
}

/** The most each factor of the idea may score now (see measured-ceiling.ts). */
export async function ceilingsFor(db: Db, userId: string, ideaId: string): Promise<Map<FactorKey, Ceiling>> {
  return measuredCeilings(await factorResults(db, userId, ideaId));
}

/** A factor's confidence_reason holds at most this many characters (the stored validation's schema). */
const CONFIDENCE_REASON_MAX = 300;

type Scores = Record<FactorKey, { score: number } & Record<string, unknown>>;

/**
 * A validation about to be stored as the idea's next version, with every factor a failed experiment measured held to
 * its ceiling: the factor's sampled runs (which described the higher score) left out, its confidence saying why, and
 * the report signed and checked again, so the overall score and grade are recomputed from the held scores.
 */
export async function heldToResults(
  tx: Db,
  where: { userId: string; ideaId: string; evidence: string | null; binding: ReportBinding },
  checked: Pick<CheckedReport, "content" | "demo">,
): Promise<{ checked: Pick<CheckedReport, "content" | "demo">; held: HeldFactor[] }> {
  const ceilings = await ceilingsFor(tx, where.userId, where.ideaId);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a validation's content, parsed by contentOf(): its scores by factor
  const scores = checked.content.scores as Scores | undefined;
  if (ceilings.size === 0 || !scores) return { checked, held: [] };
  const { scores: next, held } = heldScores(scores, ceilings);
  if (held.length === 0) return { checked, held };
  for (const { factor, reason } of held) {
    const said = reason.length > CONFIDENCE_REASON_MAX ? `${reason.slice(0, CONFIDENCE_REASON_MAX - 1)}…` : reason;
    next[factor] = {
      ...omit(next[factor], "samples", "spread", "uncertain"),
      score: next[factor].score,
      confidence_reason: said,
    };
  }
  const unsigned = { ...omit(checked.content, "provenance", "overall_range"), scores: next, demo: checked.demo };
  const resigned = checkedDerivedReport("iv", unsigned, where.evidence ?? undefined, where.binding);
  return { checked: { content: resigned.content, demo: resigned.demo }, held };
}
