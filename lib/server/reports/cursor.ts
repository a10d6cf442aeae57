import "server-only";
import { sql, type AnyColumn } from "drizzle-orm";
import { Invalid } from "@/lib/core/errors";

/**
 * An opaque position in a newest-first list: the last row's time (PostgreSQL's own text, to the microsecond, so no
 * row is skipped between two rows of the same millisecond) and id. Keyset paging: as fast at page 400 as at page 1.
 */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString("base64url");
}

/** The column as cursor text, to select beside the rows. */
export const cursorText = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant: JavaScript reads it back to the same millisecond (so "02-30" or "25:00" never reach PostgreSQL). */
function isInstant(at: string): boolean {
  const time = Date.parse(at);
  return !Number.isNaN(time) && !at.startsWith("0000") && new Date(time).toISOString().slice(0, 23) === at.slice(0, 23);
}

export function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const valid = rest.length === 0 && TIMESTAMP.test(at ?? "") && isInstant(at!) && UUID.test(id ?? "");
  if (!valid) throw new Invalid("That cursor is not valid: use the nextCursor of the previous page.");
  return { at: at!, id: id! };
}
