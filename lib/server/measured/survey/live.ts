import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { surveys } from "@/db/schema";

/** The founder's surveys published to respondents (live): the plan's end closes them, and says so. */
export async function liveSurveyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(surveys)
    .where(and(eq(surveys.userId, userId), eq(surveys.status, "live")));
  return Number(row?.count ?? 0);
}
