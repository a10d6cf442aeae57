import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { reports } from "@/db/schema";
import type { GradeStep } from "@/lib/core/experiments/digest";

/**
 * The grade of each validation of the idea the server made, oldest first, in one query: the digest's movement over
 * versions. A copy saved from outside moves nothing, so it is left out as the verdict leaves it out.
 */
export async function gradeSteps(db: Db, userId: string, ideaId: string): Promise<GradeStep[]> {
  const rows = await db
    .select({
      version: reports.version,
      score: sql<string | null>`${reports.data}->>'overall_score'`,
      tag: sql<string | null>`${reports.data}->>'score_tag'`,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(
      and(
        eq(reports.ideaId, ideaId),
        eq(reports.userId, userId),
        eq(reports.kind, "iv"),
        eq(reports.madeByServer, true),
      ),
    )
    .orderBy(asc(reports.version));
  return rows.flatMap((row) =>
    row.score === null || !Number.isFinite(Number(row.score))
      ? []
      : [
          {
            version: row.version,
            overall_score: Number(row.score),
            score_tag: row.tag ?? "",
            created_at: row.createdAt.toISOString(),
          },
        ],
  );
}
