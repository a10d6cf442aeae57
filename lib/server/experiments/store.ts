import "server-only";
import type { ExperimentFields, ServedExperiment, ServedResult } from "@/lib/core/api/experiments";
import type { SettableStatus } from "@/lib/core/experiments/status";
import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { onlyRow, rowsOf, type Db } from "@/db/client";
import {
  experimentResults,
  experiments,
  ideas,
  reports,
  users,
  type Experiment,
  type ExperimentResult,
} from "@/db/schema";
import { decide, MIN_SAMPLE, resultProblem, targetProblem, type PassLine } from "@/lib/core/experiments/pass-line";
import { decidingResult } from "@/lib/core/experiments/reading";
import type { ResultProvenance } from "@/lib/core/experiments/rungs";
import type { RecordedExperiment } from "@/lib/core/experiments/results-evidence";
import { decideVerdict, type Decision, type VerdictValidation } from "@/lib/core/experiments/verdict";
import { Conflict, Invalid, NotFound } from "@/lib/core/errors";

/**
 * An experiment's results in the order decidingResult() (lib/core/experiments/reading.ts) reads them: those measured
 * on enough people to tell first (the sample is the result's "out of", else its unit's "of N"), each group newest first.
 */
export const decidingOrder = [
  sql`(coalesce(${experimentResults.denominator}, nullif(replace(substring(lower(${experimentResults.passLine}->>'unit')
    from '^\s*(?:out\s+)?of\s+([0-9][0-9,]*)'), ',', ''), '')::float8) < ${MIN_SAMPLE}) is true`,
  desc(experimentResults.recordedAt),
];

/** An idea holds at most this many experiments, and an experiment this many recorded results. */
export const EXPERIMENTS_PER_IDEA = 50;
export const RESULTS_PER_EXPERIMENT = 50;

/** What the founder writes of an experiment: the fields the API answers, less those the server keeps. */
export type ExperimentInput = Pick<
  ExperimentFields,
  "hypothesis" | "method" | "cost_usd" | "due_date" | "metric" | "comparator" | "target" | "unit" | "factor"
>;

export interface ResultInput extends ResultProvenance {
  value: number;
  denominator: number | null;
  notes: string | null;
  evidence: string | null;
  /** Who typed it (issue 49): named to the idea's other members; null for measured results. */
  recordedBy?: string | null;
}

/** A result with, when someone other than its reader typed it, their name (issue 49). */
type AttributedResult = ExperimentResult & { recordedByName?: string | null };

/** Today as the reminders and the verdict count it: the UTC day. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

const IDEA_NOT_FOUND = "Idea not found.";
const EXPERIMENT_NOT_FOUND = "Experiment not found.";

/** A recorded result as the API and the account's data download write it. */
export function servedResult(result: AttributedResult): ServedResult {
  return {
    ...(result.recordedByName ? { recorded_by: result.recordedByName } : {}),
    value: result.value,
    denominator: result.denominator,
    notes: result.notes,
    evidence: result.evidence,
    outcome: result.outcome,
    pass_line: result.passLine,
    source: result.source,
    rung: result.rung,
    shown: result.shown,
    recorded_at: result.recordedAt.toISOString(),
  };
}

/** An experiment's own fields as the API and the account's data download write them. */
export function experimentFields(experiment: Experiment): ExperimentFields {
  return {
    id: experiment.id,
    idea_id: experiment.ideaId,
    hypothesis: experiment.hypothesis,
    method: experiment.method,
    cost_usd: experiment.costUsd,
    due_date: experiment.dueDate,
    metric: experiment.metric,
    comparator: experiment.comparator,
    target: experiment.target,
    unit: experiment.unit,
    factor: experiment.factor,
    status: experiment.status,
    from_report_id: experiment.fromReportId,
    from_item: experiment.fromItem,
    created_at: experiment.createdAt.toISOString(),
    updated_at: experiment.updatedAt.toISOString(),
  };
}

/**
 * An experiment as the API answers it: `result` is the latest, `history` the ones it replaced, newest first. `results`
 * come oldest first (resultsOf's order, which the database decides to the microsecond); a JavaScript Date keeps
 * milliseconds only, so two results of one millisecond (recorded before each result took a millisecond of its own)
 * keep that order rather than swap, which would serve an older result as the latest.
 */
function served(experiment: Experiment, results: AttributedResult[]): ServedExperiment {
  const newestFirst = [...results].reverse().sort((a, b) => b.recordedAt.getTime() - a.recordedAt.getTime());
  const [latest, ...older] = newestFirst;
  return {
    ...experimentFields(experiment),
    result: latest ? servedResult(latest) : null,
    history: older.map(servedResult),
  };
}

const passLineOf = (experiment: Pick<Experiment, "metric" | "comparator" | "target" | "unit">): PassLine => ({
  metric: experiment.metric,
  comparator: experiment.comparator,
  target: experiment.target,
  unit: experiment.unit,
});

async function requireIdea(db: Db, userId: string, ideaId: string) {
  const [idea] = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)));
  if (!idea) throw new NotFound(IDEA_NOT_FOUND);
}

/**
 * The experiments' results, oldest first. Read by `reader` on an idea `ownerId` owns, a typed result names who typed
 * it unless it was the reader (the owner's own, where no member is named, are the owner's).
 */
async function resultsOf(db: Db, experimentIds: string[], reader?: { ownerId: string; readerId: string }) {
  if (experimentIds.length === 0) return new Map<string, AttributedResult[]>();
  const typist = reader && sql`coalesce(${experimentResults.recordedBy}, ${reader.ownerId}::uuid)`;
  const rows = await db
    .select({
      ...getTableColumns(experimentResults),
      recordedByName:
        reader && typist
          ? sql<string | null>`case when ${experimentResults.source} = 'typed' and ${typist} <> ${reader.readerId}::uuid
            then (select ${users.fullName} from ${users} where ${users.id} = ${typist}) end`
          : sql<null>`null`,
    })
    .from(experimentResults)
    .where(inArray(experimentResults.experimentId, experimentIds))
    .orderBy(asc(experimentResults.recordedAt));
  const byExperiment = new Map<string, AttributedResult[]>();
  for (const row of rows) byExperiment.set(row.experimentId, [...(byExperiment.get(row.experimentId) ?? []), row]);
  return byExperiment;
}

/** The idea's experiments, soonest due first. Another user's idea is a 404. */
export async function listExperiments(
  db: Db,
  userId: string,
  ideaId: string,
  readerId = userId,
): Promise<ServedExperiment[]> {
  const rows = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.ideaId, ideaId), eq(experiments.userId, userId)))
    .orderBy(asc(experiments.dueDate), asc(experiments.createdAt));
  if (rows.length === 0) await requireIdea(db, userId, ideaId);
  const results = await resultsOf(
    db,
    rows.map((row) => row.id),
    { ownerId: userId, readerId },
  );
  return rows.map((row) => served(row, results.get(row.id) ?? []));
}

/** The experiment, locked for the rest of the caller's transaction; another user's is a 404. */
async function lockedExperiment(tx: Db, userId: string, id: string): Promise<Experiment> {
  const [row] = await tx
    .select()
    .from(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId)))
    .for("update");
  if (!row) throw new NotFound(EXPERIMENT_NOT_FOUND);
  return row;
}

async function servedById(tx: Db, id: string, readerId?: string): Promise<ServedExperiment> {
  const [row] = await tx.select().from(experiments).where(eq(experiments.id, id));
  const results = await resultsOf(tx, [id], row && readerId ? { ownerId: row.userId, readerId } : undefined);
  return served(row!, results.get(id) ?? []);
}

export interface Source {
  reportId: string;
  item: string | null;
}

/**
 * A new experiment on one of the user's ideas. Tracked from a report, the report must be one of that idea's; the
 * idea row is locked so two at once cannot pass the cap together, and so that deleting the idea's last report at the
 * same moment sees this experiment (see lockIdeas). The report is locked too (FOR KEY SHARE, after the idea: the
 * order deleteReport keeps): deleted between the check and the insert, it would break the foreign key (a 500).
 */
export async function createExperiment(
  db: Db,
  userId: string,
  ideaId: string,
  input: ExperimentInput,
  source: Source | null,
): Promise<ServedExperiment> {
  return db.transaction(async (tx) => {
    const [idea] = await tx
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)))
      .for("update");
    if (!idea) throw new NotFound(IDEA_NOT_FOUND);
    if (source) {
      const [report] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.id, source.reportId), eq(reports.userId, userId), eq(reports.ideaId, ideaId)))
        .for("key share");
      if (!report) throw new NotFound("That report is not one of this idea's.");
    }
    const { count } = onlyRow(
      await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(experiments)
        .where(eq(experiments.ideaId, ideaId)),
    );
    if (Number(count) >= EXPERIMENTS_PER_IDEA) {
      throw new Conflict(
        `An idea holds at most ${EXPERIMENTS_PER_IDEA} experiments: delete the ones you no longer need first.`,
      );
    }
    const [created] = await tx
      .insert(experiments)
      .values({
        userId,
        ideaId,
        hypothesis: input.hypothesis,
        method: input.method,
        costUsd: input.cost_usd,
        dueDate: input.due_date,
        metric: input.metric,
        comparator: input.comparator,
        target: input.target,
        unit: input.unit,
        factor: input.factor,
        fromReportId: source?.reportId ?? null,
        fromItem: source?.item ?? null,
      })
      .returning();
    return served(created!, []);
  });
}

export type ExperimentPatch = Partial<ExperimentInput> & { status?: SettableStatus };

/**
 * Changes an experiment. With a result recorded, a changed pass line decides the status again (the result stays as
 * it was measured); reopening an abandoned experiment that has a result gives it its result's status back.
 */
export async function updateExperiment(db: Db, userId: string, id: string, patch: ExperimentPatch) {
  return db.transaction(async (tx) => {
    const current = await lockedExperiment(tx, userId, id);
    const next = { ...current };
    if (patch.hypothesis !== undefined) next.hypothesis = patch.hypothesis;
    if (patch.method !== undefined) next.method = patch.method;
    if (patch.cost_usd !== undefined) next.costUsd = patch.cost_usd;
    if (patch.due_date !== undefined) next.dueDate = patch.due_date;
    if (patch.metric !== undefined) next.metric = patch.metric;
    if (patch.comparator !== undefined) next.comparator = patch.comparator;
    if (patch.target !== undefined) next.target = patch.target;
    if (patch.unit !== undefined) next.unit = patch.unit;
    if (patch.factor !== undefined) next.factor = patch.factor;
    // The target is checked against the unit it will stand with: the stored one when only the target changes.
    const problem = targetProblem(next.target, next.unit);
    if (problem) throw new Invalid(problem);
    const [latest] = await tx
      .select()
      .from(experimentResults)
      .where(eq(experimentResults.experimentId, id))
      .orderBy(...decidingOrder)
      .limit(1);
    const decided = latest ? decide(passLineOf(next), latest) : null;
    if (patch.status === "abandoned") next.status = "abandoned";
    else if (patch.status) next.status = decided ?? patch.status;
    else if (decided && current.status !== "abandoned") next.status = decided;
    if (patch.due_date !== undefined && patch.due_date !== current.dueDate) next.remindedAt = null;
    await tx
      .update(experiments)
      .set({
        hypothesis: next.hypothesis,
        method: next.method,
        costUsd: next.costUsd,
        dueDate: next.dueDate,
        metric: next.metric,
        comparator: next.comparator,
        target: next.target,
        unit: next.unit,
        factor: next.factor,
        status: next.status,
        remindedAt: next.remindedAt,
        updatedAt: sql`now()`,
      })
      .where(eq(experiments.id, id));
    return servedById(tx, id);
  });
}

export async function deleteExperiment(db: Db, userId: string, id: string): Promise<void> {
  const [deleted] = await db
    .delete(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId)))
    .returning({ id: experiments.id });
  if (!deleted) throw new NotFound(EXPERIMENT_NOT_FOUND);
}

/**
 * Records what was measured. Code decides passed or failed from the number and the pass line as it stands; the
 * previous result stays in the history.
 */
export async function recordResult(db: Db, userId: string, id: string, input: ResultInput) {
  return db.transaction(async (tx) => {
    const experiment = await lockedExperiment(tx, userId, id);
    // "25 of 20 asked" or "150 %" cannot be measured: refused like a target no result could reach.
    const problem = resultProblem(experiment.unit, input);
    if (problem) throw new Invalid(problem);
    const { count } = onlyRow(
      await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(experimentResults)
        .where(eq(experimentResults.experimentId, id)),
    );
    if (Number(count) >= RESULTS_PER_EXPERIMENT) {
      throw new Conflict(`An experiment keeps at most ${RESULTS_PER_EXPERIMENT} results: start a new experiment.`);
    }
    const passLine = passLineOf(experiment);
    const outcome = decide(passLine, input);
    const [inserted] = await tx
      .insert(experimentResults)
      .values({
        experimentId: id,
        value: input.value,
        denominator: input.denominator,
        notes: input.notes,
        evidence: input.evidence,
        outcome,
        passLine,
        source: input.source,
        rung: input.rung,
        shown: input.shown,
        recordedBy: input.recordedBy ?? null,
        // Each result a millisecond of its own, after the one before: two recorded at once (the second transaction's
        // now() can be earlier than the first's result) keep their order, and whole milliseconds are what a Date, the
        // API's recorded_at and the page's list keys can tell apart.
        recordedAt: sql`greatest(date_trunc('milliseconds', now()), (select max(${experimentResults.recordedAt})
        + interval '1 millisecond' from ${experimentResults} where ${experimentResults.experimentId} = ${id}))`,
      })
      .returning({ id: experimentResults.id });
    // The newest result measured on enough people decides: a handful asked after a measured failure does not erase it.
    const [deciding] = await tx
      .select({ id: experimentResults.id, outcome: experimentResults.outcome })
      .from(experimentResults)
      .where(eq(experimentResults.experimentId, id))
      .orderBy(...decidingOrder)
      .limit(1);
    await tx
      .update(experiments)
      .set({ status: deciding?.id === inserted!.id ? outcome : deciding!.outcome, updatedAt: sql`now()` })
      .where(eq(experiments.id, id));
    return servedById(tx, id, input.recordedBy ?? userId);
  });
}

interface TrackedRow {
  idea_id: string;
  status: Experiment["status"];
  factor: string | null;
  due_date: string | Date;
  value: number | string | null;
  denominator: number | string | null;
  pass_line: PassLine | string | null;
  source: ResultProvenance["source"] | null;
  rung: ResultProvenance["rung"] | null;
  shown: string | null;
  /** Who typed it, when not the reader (issue 49). */
  recorded_by: string | null;
}

interface ValidationRow {
  idea_id: string;
  overall_score: number | string | null;
  scores: VerdictValidation["scores"] | string | null;
}

/** A latest validation's row as the verdict reads it (`data->>'overall_score'`, `data->'scores'`). */
export function verdictValidationOf(row: Omit<ValidationRow, "idea_id">): VerdictValidation | null {
  if (row.overall_score === null) return null;
  const scores = typeof row.scores === "string" ? JSON.parse(row.scores) : (row.scores ?? {});
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a validation's stored scores (jsonb, or its text from a raw query)
  return { overall_score: Number(row.overall_score), scores: scores as VerdictValidation["scores"] };
}

/**
 * The verdict of each idea named, given each one's latest validation (read by the caller with its other columns),
 * in one query for the experiments' statuses.
 */
export async function decisionsFor(
  db: Db,
  userId: string,
  validations: Map<string, VerdictValidation | null>,
  readerId = userId,
): Promise<Map<string, Decision>> {
  const ideaIds = [...validations.keys()];
  const decisions = new Map<string, Decision>();
  if (ideaIds.length === 0) return decisions;
  // Each experiment with its latest result: the verdict weighs a result by its sample and names what failed.
  const rows = rowsOf<TrackedRow>(
    await db.execute(sql`
      select e.idea_id, e.status, e.factor, e.due_date, r.value, r.denominator, r.pass_line, r.source, r.rung, r.shown,
        case when r.source = 'typed' and coalesce(r.recorded_by, e.user_id) <> ${readerId}::uuid then (
          select ${users.fullName} from ${users} where ${users.id} = coalesce(r.recorded_by, e.user_id)) end as recorded_by
      from ${experiments} e
      left join lateral (
        select value, denominator, pass_line, source, rung, shown, recorded_by from ${experimentResults}
        where experiment_id = e.id order by ${sql.join(decidingOrder, sql`, `)} limit 1
      ) r on true
      where e.user_id = ${userId} and e.idea_id in (${sql.join(
        ideaIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const tracked = rows.map((row) => ({
    ideaId: row.idea_id,
    status: row.status,
    factor: row.factor,
    due_date: typeof row.due_date === "string" ? row.due_date.slice(0, 10) : utcToday(row.due_date),
    result:
      row.pass_line === null
        ? null
        : {
            value: Number(row.value),
            denominator: row.denominator === null ? null : Number(row.denominator),
            // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a pass line the store wrote (jsonb, or its text from a raw query)
            pass_line: (typeof row.pass_line === "string" ? JSON.parse(row.pass_line) : row.pass_line) as PassLine,
            source: row.source ?? "typed",
            rung: row.rung ?? "said",
            shown: row.shown,
            ...(row.recorded_by ? { recorded_by: row.recorded_by } : {}),
          },
  }));
  const today = utcToday();
  for (const ideaId of ideaIds) {
    const own = tracked.filter((experiment) => experiment.ideaId === ideaId);
    decisions.set(ideaId, decideVerdict(validations.get(ideaId) ?? null, own, today));
  }
  return decisions;
}

/** The idea (the user's own) with its latest validation as the verdict reads it: null when it is not theirs. */
async function ideaWithLatestValidation(db: Db, userId: string, ideaId: string) {
  const [idea] = rowsOf<ValidationRow>(
    await db.execute(sql`
      select ${ideas.id} as idea_id, latest.overall_score, latest.scores
      from ${ideas}
      left join lateral (
        select (data->>'overall_score') as overall_score, data->'scores' as scores from ${reports}
        where ${reports.ideaId} = ${ideas.id} and ${reports.userId} = ${userId} and ${reports.kind} = 'iv'
          and ${reports.madeByServer}
        order by ${reports.version} desc limit 1
      ) latest on true
      where ${ideas.id} = ${ideaId} and ${ideas.userId} = ${userId}`),
  );
  if (!idea) throw new NotFound(IDEA_NOT_FOUND);
  return verdictValidationOf(idea);
}

/**
 * `GET /api/data/ideas/{id}/decision`: the verdict, its reasons and the counts, in two queries (the idea with its latest
 * validation, then the experiments). Another user's idea is a 404.
 */
export async function ideaDecision(db: Db, userId: string, ideaId: string, readerId = userId): Promise<Decision> {
  const validations = new Map([[ideaId, await ideaWithLatestValidation(db, userId, ideaId)]]);
  return (await decisionsFor(db, userId, validations, readerId)).get(ideaId)!;
}

/**
 * The idea's experiments and its verdict, decided from those same experiments (the export of a validation with its
 * experiments). Another user's idea is a 404.
 */
export async function experimentsWithDecision(
  db: Db,
  userId: string,
  ideaId: string,
  readerId = userId,
): Promise<{ experiments: ServedExperiment[]; decision: Decision }> {
  const latest = await ideaWithLatestValidation(db, userId, ideaId);
  const listed = await listExperiments(db, userId, ideaId, readerId);
  // The verdict weighs each experiment by the result that decides it, as decisionsFor does.
  const weighed = listed.map((experiment) => ({
    ...experiment,
    result: decidingResult(experiment.result ? [experiment.result, ...experiment.history] : []),
  }));
  return { experiments: listed, decision: decideVerdict(latest, weighed, utcToday()) };
}

/** The idea's experiments with a result, each with its latest result, soonest due first (abandoned ones left out). */
export async function recordedExperiments(db: Db, userId: string, ideaId: string): Promise<RecordedExperiment[]> {
  const decided = (await listExperiments(db, userId, ideaId)).filter(
    (experiment) => experiment.result && experiment.status !== "abandoned",
  );
  return decided.map((experiment) => ({ ...experiment, result: experiment.result! }));
}
