import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pitchPages } from "@/db/schema";

/**
 * The founder's pitch pages published to visitors (live), whose plan opens them: when the plan ends they close, and
 * the e-mail and the banner say so.
 */
export async function livePitchPageCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pitchPages)
    .where(and(eq(pitchPages.userId, userId), eq(pitchPages.status, "live")));
  return Number(row?.count ?? 0);
}
