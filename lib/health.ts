import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

export type Health = { ok: true } | { ok: false; message: string };

const UNREACHABLE = "The database is not reachable. LaunchLens cannot serve accounts or reports until it is back.";

/** Asks the database a trivial question within the time limit; the reason for a failure goes to the log only. */
export async function checkDatabase(open: () => Promise<Db>, timeoutMs = 5_000): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([open().then((db) => db.execute(sql`select 1`)), timeout]);
    return { ok: true };
  } catch (error) {
    console.error("[health] database check failed:", error instanceof Error ? error.message : error);
    return { ok: false, message: UNREACHABLE };
  } finally {
    clearTimeout(timer);
  }
}
