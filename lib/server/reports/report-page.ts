import "server-only";
import { accessThrough } from "@/lib/server/team/access";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { ideas } from "@/db/schema";
import { NotFound } from "@/lib/core/errors";
import { listVersions } from "./history";
import { findReport } from "./store";

export type ReportVersion = Awaited<ReturnType<typeof listVersions>>["data"][number];

/**
 * What the page of one report (/app/reports/{id}) shows: the report as the API serves it, its idea's title and every
 * version of its kind on that idea (with the text each was run with). Null for an id that is not one of the user's
 * reports, so the page answers 404 alike for someone else's report and for none.
 */
export async function reportPage(db: Db, callerId: string, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  try {
    // Through the membership check: the caller's own report, or one of an idea they are a member of (issue 49).
    const access = await accessThrough(db, callerId, "report", id, "read");
    const userId = access.ownerId;
    const report = await findReport(db, userId, id);
    const [[idea], versions] = await Promise.all([
      db
        .select({ id: ideas.id, title: ideas.title })
        .from(ideas)
        .where(and(eq(ideas.id, report.idea_id), eq(ideas.userId, userId))),
      listVersions(db, userId, id, callerId),
    ]);
    return { report, idea: idea ?? null, versions: versions.data, role: access.role };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

export type ReportPageData = NonNullable<Awaited<ReturnType<typeof reportPage>>>;
