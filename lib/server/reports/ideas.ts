import "server-only";
import { z } from "zod";
import { IDEA_TITLE_MAX, type ComparedIdea, type IdeaSummary } from "@/lib/core/api/ideas";
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { experiments, ideaMembers, ideas, reports, users, type ReportKind } from "@/db/schema";
import { forEveryKind } from "@/lib/core/kinds";
import { factors } from "@/lib/core/report/factors";
import { readReport } from "./integrity";
import { gradeSteps } from "./grades";
import type { ValidationReport } from "@/lib/core/report/schemas";
import { decisionsFor, verdictValidationOf } from "@/lib/server/experiments/store";
import type { Decision, VerdictValidation } from "@/lib/core/experiments/verdict";
import { cursorText, decodeCursor, encodeCursor } from "./cursor";
import { changedALot, normaliseIdeaText } from "@/lib/core/ideas/idea-text";
import { withResultsEvidence } from "@/lib/core/experiments/results-evidence";
import { ideaName, nameFromDescription } from "@/lib/core/ideas/idea-name";
import { Conflict, NotFound } from "@/lib/core/errors";
import { pivotOf, type IdeaPivot } from "@/lib/core/pivots/proposals";

/**
 * An idea with nothing left on it: no report and no experiment. Deleting its last report (or the history pruning it)
 * deletes such an idea; an idea whose founder tracks experiments stays, with its verdict.
 */
export const nothingLeftOnIdea = () =>
  sql`not exists (select 1 from ${reports} where ${reports.ideaId} = ${ideas.id})
    and not exists (select 1 from ${experiments} where ${experiments.ideaId} = ${ideas.id})`;

/**
 * Locks the ideas `where` selects, for the rest of the caller's transaction. Whoever deletes an idea left empty locks
 * it first and decides "nothing left" in a later statement: a new experiment (createExperiment) or report
 * (ideaForReport) holds its idea's lock until it commits, and a delete deciding on a snapshot taken before that
 * commit would not see it and cascade it away. Locking the idea before its reports keeps one order (idea, then
 * report) with createExperiment, so the two never deadlock.
 */
export async function lockIdeas(tx: Db, where: SQL, options: { skipLocked?: boolean } = {}): Promise<string[]> {
  const rows = await tx
    .select({ id: ideas.id })
    .from(ideas)
    .where(where)
    .for("update", options.skipLocked ? { skipLocked: true } : {});
  return rows.map((row) => row.id);
}

/** Deletes those of the (already locked, see lockIdeas) ideas left with no report and no experiment; how many. */
export async function deleteIdeasLeftEmpty(tx: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await tx
    .delete(ideas)
    .where(and(inArray(ideas.id, ids), nothingLeftOnIdea()))
    .returning({ id: ideas.id });
  return deleted.length;
}

export interface IdeaInput {
  /** The idea the founder chose to run this under; the call is refused before it runs unless it is theirs. */
  ideaId?: string;
  prompt: string;
  evidence: string | null;
  /** The report's own title, and whether it is a validation's: a real model's is the idea's short name. */
  title: string;
  kind: ReportKind;
  /** Always a new idea (a visitor's free try moving into their account), never one the text would reuse. */
  fresh?: boolean;
}

/** Run without a chosen idea, texts are filed one at a time per user, so two runs of one text meet on one idea. */
const FILING_LOCK = 0x1dea;
/** Making a variant and deleting an idea with its variants, one at a time per user: no variant is made under a deletion. */
export const LINEAGE_LOCK = 0x1deb;

/** A report run under an idea deleted meanwhile, or never the caller's: the form then offers a new idea. */
export const IDEA_GONE = "That idea is not in your library any more. Choose another idea or start a new one.";

/** For the report calls, before any model or quota is spent: a chosen idea must be one of the caller's own. */
export async function requireOwnIdea(db: Db, userId: string, ideaId: string): Promise<void> {
  const [own] = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)));
  if (!own) throw new NotFound(IDEA_GONE);
}

/** "Title", "Title (2)", "Title (3)"…: the first that none of `taken` (compared without case) has. */
export function distinctTitle(title: string, taken: string[]): string {
  const used = new Set(taken.map((other) => other.toLowerCase()));
  if (!used.has(title.toLowerCase())) return title;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${title.slice(0, IDEA_TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * The idea a report belongs to, inside the caller's transaction, its row locked so that two reports made at once get
 * distinct versions. The chosen idea (`ideaId`, the caller's own) takes the prompt and evidence it was re-run with.
 * Without one (the dashboard, the `save-…` calls), the text decides, so the same text never makes two ideas:
 * the user's idea with the same words (whitespace and case aside) is reused; else their idea with the name this text
 * would get, when its text is still the same idea (`changedALot`, lib/core/ideas/idea-text.ts); else a new idea, whose
 * title is made distinct ("… (2)") from the user's others.
 */
export async function ideaForReport(tx: Db, userId: string, input: IdeaInput): Promise<string> {
  const rerun = { prompt: input.prompt, evidence: input.evidence, updatedAt: sql`now()` };
  if (input.ideaId) {
    const [own] = await tx
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.id, input.ideaId), eq(ideas.userId, userId)))
      .for("update");
    if (own) {
      await tx.update(ideas).set(rerun).where(eq(ideas.id, own.id));
      return own.id;
    }
    // The call checked the idea before running (requireOwnIdea): it was deleted meanwhile, so the text decides.
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${FILING_LOCK}, hashtext(${userId}))`);
  const name = ideaName(input.prompt, input.title, input.kind === "iv");
  // The names this text would get, by its own words and by the report's title: an idea with either may be this one.
  const names = [...new Set([name, nameFromDescription(input.prompt) || name].map((each) => each.toLowerCase()))];
  const words = normaliseIdeaText(input.prompt);
  // Ideas with the same words, or whose name starts with one of these ("Name", "Name (2)"): the only ones that matter.
  const candidates = await tx
    .select({ id: ideas.id, title: ideas.title, prompt: ideas.prompt })
    .from(ideas)
    .where(
      and(
        eq(ideas.userId, userId),
        or(
          words ? sql`lower(btrim(regexp_replace(${ideas.prompt}, '[[:space:]]+', ' ', 'g'))) = ${words}` : undefined,
          ...names.map((each) => sql`left(lower(${ideas.title}), ${[...each].length}) = ${each}`),
        ),
      ),
    )
    .orderBy(desc(ideas.updatedAt), desc(ideas.id));
  const sameWords = words ? candidates.find((idea) => normaliseIdeaText(idea.prompt) === words) : undefined;
  const sameTitle = candidates.find((idea) => names.includes(idea.title.toLowerCase()));
  const reuse = input.fresh
    ? undefined
    : (sameWords ?? (sameTitle && !changedALot(sameTitle.prompt, input.prompt) ? sameTitle : undefined));
  if (reuse) {
    await tx.update(ideas).set(rerun).where(eq(ideas.id, reuse.id));
    return reuse.id;
  }
  const [created] = await tx
    .insert(ideas)
    .values({
      userId,
      title: distinctTitle(
        name,
        candidates.map((idea) => idea.title),
      ),
      prompt: input.prompt,
      evidence: input.evidence,
    })
    .returning({ id: ideas.id });
  return created!.id;
}

interface LatestRow {
  idea_id: string;
  made_by_server: boolean;
  id: string;
  kind: ReportKind;
  version: number;
  created_at: string | Date;
  saved: boolean;
  overall_score: number | string | null;
  score_tag: string | null;
  scores: VerdictValidation["scores"] | string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

interface Latest {
  reports: Map<
    string,
    Omit<IdeaSummary, "id" | "title" | "prompt" | "created_at" | "updated_at" | "decision">["reports"]
  >;
  /** Each idea's latest validation as the verdict reads it. */
  validations: Map<string, VerdictValidation | null>;
}

/** The latest report of each kind for each idea, in one query. */
async function latestReports(db: Db, userId: string, ideaIds: string[]): Promise<Latest> {
  const byIdea: Latest["reports"] = new Map(ideaIds.map((id) => [id, forEveryKind(() => null)]));
  const validations: Latest["validations"] = new Map(ideaIds.map((id) => [id, null]));
  if (ideaIds.length === 0) return { reports: byIdea, validations };
  // The latest of each kind, and of each kind the latest made here: only a validation made here moves the verdict.
  const result = await db.execute(sql`
    select distinct on (idea_id, kind, made_by_server) idea_id, id, kind, version, created_at,
      saved_at is not null as saved, made_by_server,
      (data->>'overall_score') as overall_score, (data->>'score_tag') as score_tag,
      case when kind = 'iv' then data->'scores' end as scores
    from ${reports}
    where ${reports.userId} = ${userId} and ${inArray(reports.ideaId, ideaIds)}
    order by idea_id, kind, made_by_server, version desc`);
  for (const row of rowsOf<LatestRow>(result)) {
    const ofIdea = byIdea.get(row.idea_id)!;
    const current = ofIdea[row.kind];
    if (!current || current.version < row.version) {
      ofIdea[row.kind] = {
        id: row.id,
        version: row.version,
        created_at: iso(row.created_at),
        saved: row.saved,
        ...(row.overall_score !== null ? { overall_score: Number(row.overall_score) } : {}),
        ...(row.score_tag !== null ? { score_tag: row.score_tag } : {}),
        ...(row.made_by_server ? {} : { made_elsewhere: true as const }),
      };
    }
    if (row.kind === "iv" && row.made_by_server) validations.set(row.idea_id, verdictValidationOf(row));
  }
  return { reports: byIdea, validations };
}

/**
 * What a summary reads of the idea's own row; its variants (issue 48) in the same statement, oldest first. The outer
 * row is named in full ("ideas"."id"): Drizzle writes a column of a one-table select without its table, which inside
 * the subquery would name the child's own id.
 */
/**
 * An idea's summary columns, as `viewerId` sees it: their own idea, or one they are a member of (its owner's name and
 * their role). Variants are the owner's, as the idea is, and only those the viewer may open are named.
 */
const summaryColumns = (viewerId: string) => ({
  id: ideas.id,
  ownerId: ideas.userId,
  title: ideas.title,
  prompt: ideas.prompt,
  createdAt: ideas.createdAt,
  updatedAt: ideas.updatedAt,
  parentId: ideas.parentId,
  pivot: ideas.pivot,
  variants: sql<unknown>`coalesce((
    select json_agg(json_build_object('id', child.id, 'title', child.title) order by child.created_at, child.id)
    from ${ideas} child where child.parent_id = "ideas"."id" and child.user_id = "ideas"."user_id"
      and (child.user_id = ${viewerId} or exists (select 1 from ${ideaMembers} m
        where m.idea_id = child.id and m.user_id = ${viewerId}))), '[]'::json)`,
  sharedBy: sql<string | null>`case when "ideas"."user_id" <> ${viewerId} then (
    select ${users.fullName} from ${users} where ${users.id} = "ideas"."user_id") end`,
  memberRole: sql<"editor" | "viewer" | null>`(
    select ${ideaMembers.role} from ${ideaMembers}
    where ${ideaMembers.ideaId} = "ideas"."id" and ${ideaMembers.userId} = ${viewerId})`,
});

/**
 * The ideas `viewerId` may see: their own, and those they are a member of. The memberships are read first, as an
 * array, so PostgreSQL ORs two index scans (the owner's index, the primary key) rather than filter every idea: `id in
 * (subquery)` read 200,000 rows for a page of 51 (bench/README.md).
 */
export const ideasOf = (viewerId: string) =>
  sql`(${ideas.userId} = ${viewerId} or ${ideas.id} = any(array(
    select ${ideaMembers.ideaId} from ${ideaMembers} where ${ideaMembers.userId} = ${viewerId})))`;

type IdeaRow = {
  id: string;
  ownerId: string;
  title: string;
  prompt: string;
  createdAt: Date;
  updatedAt: Date;
  parentId: string | null;
  pivot: IdeaPivot | null;
  variants: unknown;
  sharedBy: string | null;
  memberRole: "editor" | "viewer" | null;
};

/** The variants column read back (json, or its text): each `{ id, title }`, anything else left out. */
function variantsIn(value: unknown): { id: string; title: string }[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { id, title } = Object.fromEntries(Object.entries(entry));
    return typeof id === "string" && typeof title === "string" ? [{ id, title }] : [];
  });
}

async function summarise(db: Db, rows: IdeaRow[], viewerId: string): Promise<IdeaSummary[]> {
  // Each owner's ideas are read under that owner, the rows' own scope: a shared idea's reports are its owner's.
  const owners = [...new Set(rows.map((row) => row.ownerId))];
  const ofOwner = new Map(
    await Promise.all(
      owners.map(async (ownerId) => {
        const ids = rows.filter((row) => row.ownerId === ownerId).map((row) => row.id);
        const latest = await latestReports(db, ownerId, ids);
        return [ownerId, { latest, decisions: await decisionsFor(db, ownerId, latest.validations, viewerId) }] as const;
      }),
    ),
  );
  return rows.flatMap((row) => {
    const read = ofOwner.get(row.ownerId);
    if (!read) return [];
    const { latest, decisions } = read;
    return {
      id: row.id,
      title: row.title,
      prompt: row.prompt,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      reports: latest.reports.get(row.id)!,
      decision: decisions.get(row.id)!,
      parent_id: row.parentId,
      pivot: row.pivot,
      variants: variantsIn(row.variants),
      ...(row.sharedBy !== null ? { shared: { owner_name: row.sharedBy, role: row.memberRole ?? "viewer" } } : {}),
    };
  });
}

/** The user's ideas, last changed first, a page at a time (keyset: stays fast however many there are). */
export async function listIdeas(db: Db, userId: string, limit: number, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({ ...summaryColumns(userId), position: cursorText(ideas.updatedAt) })
    .from(ideas)
    .where(
      and(
        ideasOf(userId),
        after ? sql`(${ideas.updatedAt}, ${ideas.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(ideas.updatedAt), desc(ideas.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: await summarise(db, page, userId),
    nextCursor: rows.length > limit && last ? encodeCursor(last.position, last.id) : null,
  };
}

/**
 * One idea with the latest report of each kind, scoped to its owner (`userId`); `viewerId`, when another member reads
 * it, marks it shared. Another user's idea is 404.
 */
export async function findIdea(db: Db, userId: string, id: string, viewerId = userId): Promise<IdeaSummary> {
  const [row] = await db
    .select({ ...summaryColumns(viewerId), evidence: ideas.evidence })
    .from(ideas)
    .where(and(eq(ideas.id, id), eq(ideas.userId, userId)));
  if (!row) throw new NotFound("Idea not found.");
  const [[summary], grades] = await Promise.all([summarise(db, [row], viewerId), gradeSteps(db, userId, id)]);
  return { ...summary!, grades, ...(row.evidence ? { evidence: row.evidence } : {}) };
}

export async function renameIdea(db: Db, userId: string, id: string, title: string) {
  const [row] = await db
    .update(ideas)
    .set({ title, updatedAt: sql`now()` })
    .where(and(eq(ideas.id, id), eq(ideas.userId, userId)))
    .returning({ id: ideas.id });
  if (!row) throw new NotFound("Idea not found.");
  return findIdea(db, userId, id);
}

/**
 * Deletes one of the user's ideas with everything on it: its reports, experiments and their results (cascade). An
 * idea with variants (issue 48) needs the founder's choice for them: kept, they stay ideas of their own whose pivot
 * still names what they changed from; deleted, they go with it, and their own variants with them.
 */
export async function deleteIdea(
  db: Db,
  userId: string,
  id: string,
  variants?: "keep" | "delete",
): Promise<{ variants: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINEAGE_LOCK}, hashtext(${userId}))`);
    const [idea] = await lockIdeas(tx, sql`${ideas.id} = ${id} and ${ideas.userId} = ${userId}`);
    if (!idea) throw new NotFound("Idea not found.");
    const descendants = rowsOf<{ id: string }>(
      await tx.execute(sql`
        with recursive lineage(id) as (
          select ${ideas.id} from ${ideas} where ${ideas.parentId} = ${id} and ${ideas.userId} = ${userId}
          union
          select child.id from ${ideas} child join lineage on child.parent_id = lineage.id
          where child.user_id = ${userId}
        )
        select id from lineage`),
    ).map((row) => row.id);
    if (descendants.length > 0 && !variants) {
      const count = descendants.length;
      throw new Conflict(
        count === 1
          ? "This idea has 1 variant: say whether to keep it as an idea of its own or delete it with it."
          : `This idea has ${count} variants: say whether to keep them as ideas of their own or delete them with it.`,
        { variants: count },
      );
    }
    if (variants === "delete" && descendants.length > 0) {
      await tx.delete(ideas).where(and(inArray(ideas.id, descendants), eq(ideas.userId, userId)));
    }
    await tx.delete(ideas).where(and(eq(ideas.id, id), eq(ideas.userId, userId)));
    return { variants: variants === "delete" ? descendants.length : 0 };
  });
}

interface CompareRow {
  id: string;
  owner_id: string;
  title: string;
  parent_id: string | null;
  pivot: unknown;
  updated_at: string | Date;
  report_id: string | null;
  data: unknown;
  prompt: string;
  evidence: string | null;
  results_evidence: string | null;
  is_demo: boolean | null;
}

/**
 * Two to four ideas side by side: each one's latest validation (overall, grade, factor scores, monthly revenue, and
 * the market's SOM, which readReport() has computed from the stored inputs; null for a validation without a market
 * size, saved before schema version 4).
 */
export async function compareIdeas(db: Db, userId: string, ids: string[]): Promise<ComparedIdea[]> {
  const result = await db.execute(sql`
    select ${ideas.id}, ${ideas.userId} as owner_id, ${ideas.title}, ${ideas.parentId}, ${ideas.pivot}, ${ideas.updatedAt}, latest.id as report_id, latest.data, latest.prompt, latest.evidence, latest.results_evidence, latest.is_demo
    from ${ideas}
    left join lateral (
      select id, data, prompt, evidence, results_evidence, is_demo from ${reports}
      where ${reports.ideaId} = ${ideas.id} and ${reports.userId} = ${ideas.userId} and ${reports.kind} = 'iv'
        and ${reports.madeByServer}
      order by ${reports.version} desc limit 1
    ) latest on true
    where ${ideasOf(userId)} and ${inArray(ideas.id, ids)}`);
  const rows = rowsOf<CompareRow>(result);
  if (rows.length !== ids.length) throw new NotFound("Idea not found.");
  const order = new Map(ids.map((id, index) => [id, index]));
  const latest = new Map(
    rows.map((row) => [
      row.id,
      row.data && row.report_id
        ? readReport("iv", row.data, {
            demo: row.is_demo === true,
            evidence: withResultsEvidence(row.evidence, row.results_evidence),
            binding: { prompt: row.prompt, evidence: row.evidence, owner: { user: row.owner_id } },
          }).report
        : null,
    ]),
  );
  // Own ideas and shared ones side by side (issue 49): each owner's verdicts read under that owner.
  const decisions = new Map<string, Decision>();
  for (const ownerId of new Set(rows.map((row) => row.owner_id))) {
    const theirs = new Map([...latest].filter(([id]) => rows.some((row) => row.id === id && row.owner_id === ownerId)));
    for (const [id, decision] of await decisionsFor(db, ownerId, theirs, userId)) {
      decisions.set(id, decision);
    }
  }
  return rows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((row) => {
      const report = latest.get(row.id);
      return {
        id: row.id,
        title: row.title,
        parent_id: row.parent_id,
        pivot: pivotOf(row.pivot),
        updated_at: iso(row.updated_at),
        validation: report && row.report_id ? validationFigures(row.report_id, report) : null,
        decision: decisions.get(row.id)!,
      };
    });
}

function validationFigures(reportId: string, report: ValidationReport) {
  return {
    report_id: reportId,
    overall_score: report.overall_score,
    score_tag: report.score_tag,
    scores: Object.fromEntries(factors.map((factor) => [factor.key, report.scores[factor.key].score])),
    monthly_revenue_usd: report.monetization_report.income_streams.reduce((sum, line) => sum + line.monthly_usd, 0),
    som: somOf(report),
  };
}

/** The validation's SOM in USD a year, `{ low, base, high }`, or null when it has no market size. */
function somOf(report: ValidationReport): { low: number; base: number; high: number } | null {
  const som = report.market_size?.som;
  return som ? { low: som.low, base: som.base, high: som.high } : null;
}

/** Whether the founder gave customer evidence with their idea (false for an idea that is not theirs). */
export async function ideaHasEvidence(db: Db, userId: string, ideaId: string): Promise<boolean> {
  if (!z.uuid().safeParse(ideaId).success) return false;
  const [idea] = await db
    .select({ evidence: ideas.evidence })
    .from(ideas)
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)));
  return Boolean(idea?.evidence?.trim());
}
