import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { deleteIdeasLeftEmpty, lockIdeas } from "./ideas";
import { z } from "zod";
import { onlyRow, rowsOf, type Db } from "@/db/client";
import { spendDailyQuota } from "@/lib/server/rate-limit";
import { ideas, reports, type Report, type ReportKind, type User } from "@/db/schema";
import type { ReportBinding } from "@/lib/core/report/binding";
import { checkedDerivedReport, checkedReport, readReport } from "./integrity";
import type { StoredReport } from "@/lib/core/report/schemas";
import { ideaForReport } from "./ideas";
import { founderEvidence, withResultsEvidence } from "@/lib/core/experiments/results-evidence";
import { carryFounderInputs } from "@/lib/core/market/carry";
import type { StoredMarketSize } from "@/lib/core/market/schemas";
import type { MarketInputRef, VersionCause } from "@/lib/core/versions/cause";
import { heldToResults } from "@/lib/server/experiments/measured";
import { Invalid, NotFound, TooLarge } from "@/lib/core/errors";
import { kinds } from "@/lib/core/kinds";
import { recordActivity } from "@/lib/server/team/activity";

export const TITLE_LENGTH = 80;

/** The title a list shows: the report's title, else the first 80 characters of its idea summary with "…". */
export function listTitle(data: { title?: unknown; idea_summary?: unknown }): string {
  if (typeof data.title === "string" && data.title.trim()) return data.title.trim();
  const summary = typeof data.idea_summary === "string" ? data.idea_summary.trim() : "";
  return summary.length > TITLE_LENGTH ? `${summary.slice(0, TITLE_LENGTH)}…` : summary || "Untitled report";
}

/**
 * A stored report as the API answers it: the report's own fields, read through readReport() (upgraded to the current
 * shape, its claims checked), its id and date, and where it sits in the library. Every read of a report's content
 * passes here or, for a share link, through readReport() itself (share.ts).
 */
export function served(row: Report): StoredReport {
  const { report, demo } = readReport(row.kind, row.data, storedWith(row));
  const stored = {
    ...report,
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ...(demo ? { demo: true as const } : {}),
    // The shape it now has: readReport() upgraded it, whatever version it was stored as (reports.schema_version).
    schema_version: report.schema_version ?? row.schemaVersion,
    ...(row.evidence ? { evidence: row.evidence } : {}),
    ...(row.resultsEvidence ? { results_evidence: row.resultsEvidence } : {}),
    // The text of the idea this version was run with (the idea itself holds its latest).
    prompt: row.prompt,
    kind: row.kind,
    idea_id: row.ideaId,
    version: row.version,
    saved: row.savedAt !== null,
    shared: row.shareTokenHash !== null,
  };
  // `kind` and the report's shape come from the same row, which TypeScript cannot follow through readReport's generic.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- `kind` and the report's shape come from the same row, which TypeScript cannot follow through readReport's generic
  return stored as StoredReport;
}

export type ServedReport = StoredReport;

/**
 * What a stored report's claims are checked against: the founder's evidence, and after it the recorded results a
 * re-validation read (kept apart, never the founder's evidence).
 */
export const checkedEvidence = (row: Pick<Report, "evidence" | "resultsEvidence">) =>
  withResultsEvidence(row.evidence, row.resultsEvidence);

/** What a stored row's report was made for (lib/server/reports/integrity.ts): its idea's text, the founder's evidence, its owner. */
export const bindingOf = (row: Pick<Report, "userId" | "prompt" | "evidence">): ReportBinding => ({
  prompt: row.prompt,
  evidence: row.evidence,
  owner: { user: row.userId },
});

/** What readReport() needs of a stored row beside its data. */
export const storedWith = (row: Report) => ({
  demo: row.isDemo,
  evidence: checkedEvidence(row),
  binding: bindingOf(row),
});

interface NewReport {
  /** The report as it came: a generation, or a client's copy. */
  data: unknown;
  prompt: string;
  /** Only what the founder wrote. */
  evidence: string | null;
  /** A re-validation's results block (see Generation). */
  results?: Generation["results"];
  ideaId?: string;
  saved: boolean;
  /** Filed as a new idea whatever its text (see IdeaInput.fresh). */
  freshIdea?: boolean;
  /** What its signature must name, when not this account's idea text and evidence: a free try moving in. */
  madeFor?: ReportBinding;
  /** Who ran it, on an idea with members (issue 49). */
  madeBy?: string | null;
}

/** A report that is not one of its kind: a 400 naming the first field that is wrong. */
function invalidReport(error: unknown): never {
  if (!(error instanceof z.ZodError)) throw error;
  const issue = error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
  throw new Invalid(`This is not a valid report of this kind${where}.`);
}

/**
 * Stores a report as the next version of its kind on its idea (found or made), in one transaction. Every report passes
 * checkedReport() first, whoever sent it: the claims it makes are checked against the evidence stored with it, and it
 * keeps its demo flag and sampled scores as they are only when this server signed exactly that report.
 */
async function insertReport(db: Db, userId: string, kind: ReportKind, report: NewReport): Promise<Report> {
  const resultsEvidence = report.results?.evidence ?? null;
  const evidence = withResultsEvidence(report.evidence, resultsEvidence);
  const binding = bindingOf({ userId, prompt: report.prompt, evidence: report.evidence });
  let checked: ReturnType<typeof checkedReport>;
  try {
    checked = checkedReport(kind, report.data, evidence, binding, report.madeFor);
  } catch (error) {
    invalidReport(error);
  }
  const title = listTitle(checked.content);
  const cause: VersionCause = report.results?.answers
    ? { cause: "answered", answers: report.results.answers, results: report.results.count }
    : report.results
      ? { cause: "revalidated", results: report.results.count }
      : report.saved
        ? { cause: "saved" }
        : { cause: "rerun" };
  return db.transaction(async (tx) => {
    const ideaId = await ideaForReport(tx, userId, {
      ideaId: report.ideaId,
      prompt: report.prompt,
      evidence: report.evidence,
      title,
      kind,
      fresh: report.freshIdea,
    });
    const carried = await withFounderMarket(tx, ideaId, kind, checked, evidence, binding);
    const where = { userId, ideaId, kind, prompt: report.prompt, evidence: report.evidence, resultsEvidence };
    return insertVersion(tx, where, carried.checked, {
      saved: report.saved,
      madeBy: report.madeBy ?? null,
      cause: withKept(cause, carried.kept),
      // Whether this server made exactly what was sent (a generation, or a copy of one sent back unchanged).
      madeByServer: checked.verified,
    });
  });
}

const withKept = (cause: VersionCause, kept: MarketInputRef[]): VersionCause =>
  kept.length > 0 && cause.cause !== "market_edit" ? { ...cause, kept } : cause;

/**
 * A new validation with the founder's market inputs of the idea's latest validation carried into it (until they
 * clear them in the editor), re-signed and checked again like any stored report; anything else as it is.
 */
async function withFounderMarket(
  tx: Db,
  ideaId: string,
  kind: ReportKind,
  checked: ReturnType<typeof checkedReport>,
  evidence: string | undefined,
  binding: ReportBinding,
): Promise<{ checked: ReturnType<typeof checkedReport>; kept: MarketInputRef[] }> {
  if (kind !== "iv") return { checked, kept: [] };
  const [latest] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.ideaId, ideaId), eq(reports.kind, "iv")))
    .orderBy(desc(reports.version))
    .limit(1);
  if (!latest) return { checked, kept: [] };
  const before = readReport("iv", latest.data, storedWith(latest)).report;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a validation's content (this runs for kind "iv" only)
  const content = checked.content as { market_size?: StoredMarketSize };
  const { market, kept } = carryFounderInputs(content.market_size, before.market_size);
  if (kept.length === 0) return { checked, kept };
  // Signed again: the server made this change, and checkedReport() believes only what it signed.
  const derived = { ...checked.content, market_size: market, demo: checked.demo };
  return { checked: checkedDerivedReport(kind, derived, evidence, binding), kept };
}

/** Inserts the next version of a kind on an idea whose row the caller's transaction has locked. */
async function insertVersion(
  tx: Db,
  where: {
    userId: string;
    ideaId: string;
    kind: ReportKind;
    prompt: string;
    evidence: string | null;
    resultsEvidence: string | null;
  },
  checkedContent: Pick<ReturnType<typeof checkedReport>, "content" | "demo">,
  {
    saved,
    cause,
    madeByServer,
    madeBy = null,
  }: { saved: boolean; cause: VersionCause; madeByServer: boolean; madeBy?: string | null },
): Promise<Report> {
  const { ideaId, kind } = where;
  // A factor an experiment measured as failing is held where it was (a new validation, an accepted rescore); its
  // claims are checked again against the founder's evidence and the results the version read.
  const checkedAgainst = { ...where, evidence: checkedEvidence(where) ?? null, binding: bindingOf(where) };
  const { content, demo } =
    kind === "iv" ? (await heldToResults(tx, checkedAgainst, checkedContent)).checked : checkedContent;
  const [row] = await tx
    .insert(reports)
    .values({
      ...where,
      // The idea's row is locked, so no other report of it can take the same number meanwhile.
      version: sql`(select coalesce(max(${reports.version}), 0) + 1 from ${reports} where ${reports.ideaId} = ${ideaId} and ${reports.kind} = ${kind})`,
      title: listTitle(content),
      data: content,
      isDemo: demo,
      madeByServer,
      madeBy,
      schemaVersion: typeof content.schema_version === "number" ? content.schema_version : 1,
      savedAt: saved ? sql`now()` : null,
      // The first of its kind on the idea is its first version, whatever made it.
      change: sql`case when exists (select 1 from ${reports} where ${reports.ideaId} = ${ideaId} and ${reports.kind} = ${kind}) then ${JSON.stringify(cause)}::jsonb else ${JSON.stringify({ ...cause, cause: "first" })}::jsonb end`,
    })
    .returning();
  return row!;
}

/**
 * A new saved version of one of the user's reports that this server derived from it (a founder's edit of its market
 * size, an accepted rescore): the same idea, idea text and evidence, its demo flag and sampled scores kept (the server
 * signs what it made), every claim and figure checked and recomputed like any stored report. Unless it is the
 * founder's market edit, the founder's market inputs of the idea's latest validation are carried into it. The idea
 * keeps its text; another user's report, or one deleted meanwhile, is a 404.
 */
export async function storeDerivedVersion(
  db: Db,
  userId: string,
  source: Report,
  data: object,
  cause: VersionCause,
  madeBy: string | null = null,
): Promise<ServedReport> {
  const binding = bindingOf(source);
  const evidence = checkedEvidence(source);
  const checked = checkedDerivedReport(source.kind, { ...data, demo: source.isDemo }, evidence, binding);
  const row = await db.transaction(async (tx) => {
    const [idea] = await tx
      .update(ideas)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(ideas.id, source.ideaId), eq(ideas.userId, userId)))
      .returning({ id: ideas.id });
    if (!idea) throw new NotFound("Report not found.");
    const { prompt, evidence: own, resultsEvidence } = source;
    const where = { userId, ideaId: idea.id, kind: source.kind, prompt, evidence: own, resultsEvidence };
    const carried =
      cause.cause === "market_edit"
        ? { checked, kept: [] }
        : await withFounderMarket(tx, idea.id, source.kind, checked, evidence, binding);
    return insertVersion(tx, where, carried.checked, {
      saved: true,
      madeBy,
      cause: withKept(cause, carried.kept),
      // Derived from a copy made elsewhere, it is still that copy's numbers.
      madeByServer: source.madeByServer,
    });
  });
  return served(row);
}

/** The row of one of the user's reports (of the kind, when given); another user's, or none, is 404. */
export async function ownReportRow(db: Db, userId: string, id: string, kind?: ReportKind): Promise<Report> {
  const [row] = await db
    .select()
    .from(reports)
    .where(ownReport(userId, id, kind));
  if (!row) throw new NotFound("Report not found.");
  return row;
}

export interface Generation {
  prompt: string;
  /** Only what the founder wrote. */
  evidence?: string;
  ideaId?: string;
  /**
   * A re-validation's recorded results (lib/server/experiments/revalidate.ts): the block the model reads after the
   * founder's evidence, stored with the version apart from it, and how many results it holds.
   */
  results?: { evidence: string; count: number; answers?: number };
  /** Who runs it (issue 49): on a shared idea, the version names them to the others. */
  madeBy?: string;
}

/**
 * Keeps a completed generation as the user's history (unsaved, pruned after 30 days), unless they turned history off.
 * It passes the same gate as a client's report; signed by the generation, it is stored as it was made.
 */
export async function recordGeneration(
  db: Db,
  user: Pick<User, "id" | "keepHistory">,
  kind: ReportKind,
  report: object,
  generation: Generation,
) {
  if (!user.keepHistory) return null;
  const row = await insertReport(db, user.id, kind, {
    data: report,
    prompt: generation.prompt,
    evidence: generation.evidence?.trim() ? generation.evidence : null,
    results: generation.results,
    ideaId: generation.ideaId,
    saved: false,
    madeBy: generation.madeBy ?? null,
  });
  // Kept, it is in the idea's activity under whoever ran it (issue 49): a run that failed is not.
  await recordActivity(db, {
    ideaId: row.ideaId,
    actorId: generation.madeBy ?? user.id,
    action: "ran_report",
    subject: `the ${kinds[kind].noun}`,
  });
  return served(row);
}

/**
 * A visitor's free try moving into their account, in the claim's transaction: a new idea with the validation as its
 * first version, saved, its evidence kept, checked like every stored report (signed by the try's generation, so made
 * by this server).
 */
export async function storeClaimedTry(
  tx: Db,
  userId: string,
  tried: { id: string; data: unknown; prompt: string; evidence: string | null },
): Promise<ServedReport> {
  const { id, ...report } = tried;
  const madeFor = { prompt: tried.prompt, evidence: tried.evidence, owner: { try: id } };
  const row = await insertReport(tx, userId, "iv", { ...report, saved: true, freshIdea: true, madeFor });
  return served(row);
}

export interface SaveResult {
  report: ServedReport;
  /** False when the report was already saved: nothing changed. */
  created: boolean;
}

/**
 * The `save-…` calls: a report the user already has (its `id`, of this kind) is pinned, at most once, with the flags stored
 * with it; any other report is checked like every stored report (insertReport) and stored as a new saved report.
 */
export async function saveReport(
  db: Db,
  userId: string,
  kind: ReportKind,
  data: unknown,
  prompt = "",
  evidence?: string,
): Promise<SaveResult> {
  const ownId = z.uuid().safeParse(typeof data === "object" && data !== null && "id" in data ? data.id : undefined);
  if (ownId.success) {
    const pinned = await pinReport(db, userId, ownId.data, kind).catch((error: unknown) => {
      if (error instanceof NotFound) return null;
      throw error;
    });
    if (pinned) return pinned;
  }
  const own = founderEvidence(evidence);
  // A copy is a new report (and often a new idea): counted against the day's saves, and only while the library has room.
  const giveBack = await spendDailyQuota(db, "save", userId, SAVES_PER_DAY, SAVES_SPENT);
  try {
    await requireLibraryRoom(db, userId);
    const row = await insertReport(db, userId, kind, { data, prompt, evidence: own ?? null, saved: true });
    return { report: served(row), created: true };
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/** Copies of reports a founder may save a day: far more than anyone saves by hand, too few to fill a database. */
export const SAVES_PER_DAY = 100;
export const SAVES_SPENT = `You have saved ${SAVES_PER_DAY} copies of reports today. The limit resets at midnight UTC.`;
/** What one account's reports may hold (their content and evidence): some thousands of reports. */
export const LIBRARY_MAX_BYTES = 50 * 1024 * 1024;
export const LIBRARY_FULL = `Your library is full (${LIBRARY_MAX_BYTES / 1024 / 1024} MB of reports). Delete reports you no longer need, then save again.`;

async function requireLibraryRoom(db: Db, userId: string): Promise<void> {
  const { bytes } = onlyRow(
    rowsOf<{ bytes: number | string }>(
      await db.execute(sql`
      select coalesce(sum(pg_column_size(${reports.data}) + coalesce(octet_length(${reports.evidence}), 0)), 0) as bytes
      from ${reports} where ${reports.userId} = ${userId}`),
    ),
  );
  if (Number(bytes) >= LIBRARY_MAX_BYTES) throw new TooLarge(LIBRARY_FULL);
}

const ownReport = (userId: string, id: string, kind?: ReportKind) =>
  and(eq(reports.id, id), eq(reports.userId, userId), kind ? eq(reports.kind, kind) : undefined);

/** Pins one of the user's reports into the saved lists; pinning a saved report changes nothing. */
export async function pinReport(db: Db, userId: string, id: string, kind?: ReportKind): Promise<SaveResult> {
  const [pinned] = await db
    .update(reports)
    .set({ savedAt: sql`now()` })
    .where(and(ownReport(userId, id, kind), isNull(reports.savedAt)))
    .returning();
  if (pinned) return { report: served(pinned), created: true };
  return { report: await findReport(db, userId, id, kind), created: false };
}

/** One of the user's reports (of the kind, when given). Another user's, or none, is 404. */
export async function findReport(db: Db, userId: string, id: string, kind?: ReportKind) {
  return served(await ownReportRow(db, userId, id, kind));
}

/**
 * Deletes one of the user's reports, and its idea when nothing (no report, no experiment) is left on it. The idea is
 * locked before the report is deleted (see lockIdeas): an experiment being added to it meanwhile is kept, with its idea.
 */
export async function deleteReport(db: Db, userId: string, id: string, kind?: ReportKind) {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ ideaId: reports.ideaId })
      .from(reports)
      .where(ownReport(userId, id, kind));
    if (!report) throw new NotFound("Report not found.");
    const locked = await lockIdeas(tx, eq(ideas.id, report.ideaId));
    const [deleted] = await tx
      .delete(reports)
      .where(ownReport(userId, id, kind))
      .returning({ ideaId: reports.ideaId });
    if (!deleted) throw new NotFound("Report not found.");
    await deleteIdeasLeftEmpty(tx, locked);
  });
}
