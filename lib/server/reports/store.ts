import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { deleteIdeasLeftEmpty, lockIdeas } from "./ideas";
import { z } from "zod";
import type { Db } from "@/db/client";
import { ideas, reports, type Report, type ReportKind, type User } from "@/db/schema";
import { HttpError } from "@/lib/server/http";
import { checkedReport, readReport, withProvenance } from "@/lib/ai/integrity";
import type { StoredReport } from "@/lib/core/report/schemas";
import { ideaForReport } from "./ideas";
import { heldToResults } from "@/lib/server/experiments/measured";

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
  const { report, demo } = readReport(row.kind, row.data, { demo: row.isDemo, evidence: row.evidence });
  const stored = {
    ...report,
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ...(demo ? { demo: true as const } : {}),
    // The shape it now has: readReport() upgraded it, whatever version it was stored as (reports.schema_version).
    schema_version: report.schema_version ?? row.schemaVersion,
    ...(row.evidence ? { evidence: row.evidence } : {}),
    // The text of the idea this version was run with (the idea itself holds its latest).
    prompt: row.prompt,
    kind: row.kind,
    idea_id: row.ideaId,
    version: row.version,
    saved: row.savedAt !== null,
    shared: row.shareTokenHash !== null,
  };
  // `kind` and the report's shape come from the same row, which TypeScript cannot follow through readReport's generic.
  return stored as StoredReport;
}

export type ServedReport = StoredReport;

interface NewReport {
  /** The report as it came: a generation, or a client's copy. */
  data: unknown;
  prompt: string;
  evidence: string | null;
  ideaId?: string;
  /** What the idea keeps as its evidence, when not the report's own (see Generation). */
  ideaEvidence?: string | null;
  saved: boolean;
}

/** A report that is not one of its kind: a 400 naming the first field that is wrong. */
function invalidReport(error: unknown): never {
  if (!(error instanceof z.ZodError)) throw error;
  const issue = error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
  throw new HttpError(400, `This is not a valid report of this kind${where}.`);
}

/**
 * Stores a report as the next version of its kind on its idea (found or made), in one transaction. Every report passes
 * checkedReport() first, whoever sent it: the claims it makes are checked against the evidence stored with it, and it
 * keeps its demo flag and sampled scores as they are only when this server signed exactly that report.
 */
async function insertReport(db: Db, userId: string, kind: ReportKind, report: NewReport): Promise<Report> {
  let checked: ReturnType<typeof checkedReport>;
  try {
    checked = checkedReport(kind, report.data, report.evidence ?? undefined);
  } catch (error) {
    invalidReport(error);
  }
  const title = listTitle(checked.content);
  return db.transaction(async (tx) => {
    const ideaId = await ideaForReport(tx, userId, {
      ideaId: report.ideaId,
      prompt: report.prompt,
      evidence: report.ideaEvidence === undefined ? report.evidence : report.ideaEvidence,
      title,
      kind,
    });
    return insertVersion(tx, { userId, ideaId, kind, prompt: report.prompt, evidence: report.evidence }, checked, {
      saved: report.saved,
    });
  });
}

/** Inserts the next version of a kind on an idea whose row the caller's transaction has locked. */
async function insertVersion(
  tx: Db,
  where: { userId: string; ideaId: string; kind: ReportKind; prompt: string; evidence: string | null },
  checkedContent: Pick<ReturnType<typeof checkedReport>, "content" | "demo">,
  { saved }: { saved: boolean },
): Promise<Report> {
  const { ideaId, kind } = where;
  // A factor an experiment measured as failing is held where it was (a new validation, an accepted rescore).
  const { content, demo } = kind === "iv" ? (await heldToResults(tx, where, checkedContent)).checked : checkedContent;
  const [row] = await tx
    .insert(reports)
    .values({
      ...where,
      // The idea's row is locked, so no other report of it can take the same number meanwhile.
      version: sql`(select coalesce(max(${reports.version}), 0) + 1 from ${reports} where ${reports.ideaId} = ${ideaId} and ${reports.kind} = ${kind})`,
      title: listTitle(content),
      data: content,
      isDemo: demo,
      schemaVersion: typeof content.schema_version === "number" ? content.schema_version : 1,
      savedAt: saved ? sql`now()` : null,
    })
    .returning();
  return row!;
}

/**
 * A new saved version of one of the user's reports that this server derived from it (a founder's edit of its market
 * size): the same idea, idea text and evidence, its demo flag and sampled scores kept (the server signs what it
 * made), every claim and figure checked and recomputed like any stored report. The idea keeps its text; another
 * user's report, or one deleted meanwhile, is a 404.
 */
export async function storeDerivedVersion(db: Db, userId: string, source: Report, data: object): Promise<ServedReport> {
  const signed = withProvenance(source.kind, { ...data, demo: source.isDemo });
  const checked = checkedReport(source.kind, signed, source.evidence ?? undefined);
  const row = await db.transaction(async (tx) => {
    const [idea] = await tx
      .update(ideas)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(ideas.id, source.ideaId), eq(ideas.userId, userId)))
      .returning({ id: ideas.id });
    if (!idea) throw new HttpError(404, "Report not found.");
    const where = { userId, ideaId: idea.id, kind: source.kind, prompt: source.prompt, evidence: source.evidence };
    return insertVersion(tx, where, checked, { saved: true });
  });
  return served(row);
}

/** The row of one of the user's reports (of the kind, when given); another user's, or none, is 404. */
export async function ownReportRow(db: Db, userId: string, id: string, kind?: ReportKind): Promise<Report> {
  const [row] = await db
    .select()
    .from(reports)
    .where(ownReport(userId, id, kind));
  if (!row) throw new HttpError(404, "Report not found.");
  return row;
}

export interface Generation {
  prompt: string;
  evidence?: string;
  ideaId?: string;
  /** The idea's own evidence when the report's differs (a re-validation's evidence holds the results too). */
  ideaEvidence?: string | null;
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
    ideaId: generation.ideaId,
    ideaEvidence: generation.ideaEvidence === undefined ? undefined : generation.ideaEvidence?.trim() || null,
    saved: false,
  });
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
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });
    if (pinned) return pinned;
  }
  const row = await insertReport(db, userId, kind, {
    data,
    prompt,
    evidence: evidence?.trim() ? evidence : null,
    saved: true,
  });
  return { report: served(row), created: true };
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
    if (!report) throw new HttpError(404, "Report not found.");
    const locked = await lockIdeas(tx, eq(ideas.id, report.ideaId));
    const [deleted] = await tx
      .delete(reports)
      .where(ownReport(userId, id, kind))
      .returning({ ideaId: reports.ideaId });
    if (!deleted) throw new HttpError(404, "Report not found.");
    await deleteIdeasLeftEmpty(tx, locked);
  });
}
