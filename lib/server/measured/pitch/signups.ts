import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { type Db } from "@/db/client";
import { pitchSignups } from "@/db/schema";
import { NotFound } from "@/lib/core/errors";
import { csvCell } from "../csv";
import { ownPage } from "./served";

/** A pitch page's list of sign-ups, as its founder reads, deletes and downloads it. */

export async function listSignups(db: Db, userId: string, id: string) {
  await ownPage(db, userId, id);
  const rows = await db
    .select()
    .from(pitchSignups)
    .where(eq(pitchSignups.pageId, id))
    .orderBy(asc(pitchSignups.createdAt), asc(pitchSignups.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    source: row.source,
    consent: row.consent,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function deleteSignup(db: Db, userId: string, id: string, signupId: string): Promise<void> {
  await ownPage(db, userId, id);
  const [deleted] = await db
    .delete(pitchSignups)
    .where(and(eq(pitchSignups.id, signupId), eq(pitchSignups.pageId, id)))
    .returning({ id: pitchSignups.id });
  if (!deleted) throw new NotFound("Sign-up not found.");
}

/** The sign-ups as CSV (RFC 4180), cells that a spreadsheet would run as a formula made inert. */
export function signupsCsv(rows: { email: string; source: string; consent: string; created_at: string }[]): string {
  const lines = [["email", "source", "signed_up_at", "consent"].map(csvCell).join(",")];
  for (const row of rows) lines.push([row.email, row.source, row.created_at, row.consent].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
