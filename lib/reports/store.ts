import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { reports, type Report, type ReportKind } from "@/db/schema";
import { HttpError } from "@/lib/http";
import { recheckSaved } from "@/lib/ai/verify-claims";
import { reportTypes } from "./kinds";

export const TITLE_LENGTH = 80;

/** The title a list shows: the report's title, else the first 80 characters of its idea summary with "…". */
export function listTitle(data: { title?: unknown; idea_summary?: unknown }): string {
  if (typeof data.title === "string" && data.title.trim()) return data.title.trim();
  const summary = typeof data.idea_summary === "string" ? data.idea_summary.trim() : "";
  return summary.length > TITLE_LENGTH ? `${summary.slice(0, TITLE_LENGTH)}…` : summary || "Untitled report";
}

/** A stored report as the API answers it: the report's own fields plus its id and date. */
export function served(row: Report) {
  return {
    ...(row.data as Record<string, unknown>),
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ...(row.isDemo ? { demo: true } : {}),
    schema_version: row.schemaVersion,
    ...(row.evidence ? { evidence: row.evidence } : {}),
  };
}

/** Checks a report against its kind's schema and stores it for the user. */
export async function saveReport(db: Db, userId: string, kind: ReportKind, data: unknown, prompt = "", evidence?: string) {
  let content: Record<string, unknown>;
  try {
    content = recheckSaved(kind, reportTypes[kind].content(data) as Record<string, unknown>, evidence) as Record<string, unknown>;
  } catch (error) {
    const issue = error instanceof z.ZodError ? error.issues[0] : undefined;
    const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
    throw new HttpError(400, `This is not a valid report of this kind${where}.`);
  }
  const demo = typeof data === "object" && data !== null && (data as { demo?: unknown }).demo === true;
  const [row] = await db
    .insert(reports)
    .values({
      userId,
      kind,
      title: listTitle(content),
      prompt,
      data: content,
      isDemo: demo,
      evidence: evidence?.trim() ? evidence : null,
      schemaVersion: typeof content.schema_version === "number" ? content.schema_version : 1,
    })
    .returning();
  return served(row!);
}

export async function findReport(db: Db, userId: string, kind: ReportKind, id: string) {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId), eq(reports.kind, kind)));
  if (!row) throw new HttpError(404, "Report not found.");
  return served(row);
}

export async function deleteReport(db: Db, userId: string, kind: ReportKind, id: string) {
  const deleted = await db
    .delete(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId), eq(reports.kind, kind)))
    .returning({ id: reports.id });
  if (deleted.length === 0) throw new HttpError(404, "Report not found.");
}

export interface Page {
  data: { id: string; title: string; created_at: string; demo?: boolean }[];
  totalPages: number;
  page: number;
}

/** One page of a user's reports of one kind, newest first. totalPages is at least 1. */
export async function listReports(db: Db, userId: string, kind: ReportKind, page: number, limit: number): Promise<Page> {
  const scope = and(eq(reports.userId, userId), eq(reports.kind, kind));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reports).where(scope);
  const rows = await db
    .select({ id: reports.id, title: reports.title, createdAt: reports.createdAt, isDemo: reports.isDemo })
    .from(reports)
    .where(scope)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    data: rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString(), ...(row.isDemo ? { demo: true } : {}) })),
    totalPages: Math.max(1, Math.ceil(total / limit)),
    page,
  };
}
