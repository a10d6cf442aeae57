import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, rowsOf, type Db } from "@/db/client";
import { log } from "@/lib/server/log";

export type Health = { ok: true } | { ok: false; message: string };

const UNREACHABLE = "The database is not reachable. LaunchLens cannot serve accounts or reports until it is back.";

/** Runs `work` within the time limit, or rejects saying it did not answer. */
async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type Migration = { tag: string; when: number };
const journals = new Map<string, Migration[]>();

/** The migrations this build ships, in order: drizzle's journal, read once per folder. */
function shippedMigrations(folder: string): Migration[] {
  let entries = journals.get(folder);
  if (!entries) {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle-kit's migration journal, committed with the migrations
    entries = (JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: Migration[] })
      .entries;
    journals.set(folder, entries);
  }
  return entries;
}

/**
 * The tags of the shipped migrations the database has not applied. Drizzle records each applied migration with its
 * journal timestamp and applies those newer than the last one recorded, so the same comparison tells what is pending.
 */
export async function pendingMigrations(db: Db, folder = migrationsFolder): Promise<string[]> {
  const applied = await db
    .execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
    .then((result) => Number(rowsOf<{ last: string | number | null }>(result)[0]?.last ?? 0))
    .catch(() => 0); // no bookkeeping table yet: nothing was applied
  return shippedMigrations(folder)
    .filter((migration) => migration.when > applied)
    .map((migration) => migration.tag);
}

/**
 * Readiness, for load balancers and deploys: the database answers within the time limit and has every migration this
 * build expects. A failure says what is wrong in words an operator can act on, without connection details.
 */
export async function checkReadiness(
  open: () => Promise<Db>,
  options: { timeoutMs?: number; folder?: string } = {},
): Promise<Health> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  let db: Db;
  try {
    db = await within(
      open().then(async (opened) => {
        await opened.execute(sql`select 1`);
        return opened;
      }),
      timeoutMs,
    );
  } catch (error) {
    log().error({ reason: error instanceof Error ? error.message : String(error) }, "health: database check failed");
    return { ok: false, message: UNREACHABLE };
  }
  try {
    const pending = await within(pendingMigrations(db, options.folder), timeoutMs);
    if (pending.length === 0) return { ok: true };
    return {
      ok: false,
      message: `The database is missing ${pending.length === 1 ? "a migration" : `${pending.length} migrations`} this version needs (${pending.join(", ")}). Restart one instance to apply ${pending.length === 1 ? "it" : "them"}.`,
    };
  } catch (error) {
    log().error({ reason: error instanceof Error ? error.message : String(error) }, "health: migration check failed");
    return { ok: false, message: "The database's migrations could not be checked." };
  }
}
