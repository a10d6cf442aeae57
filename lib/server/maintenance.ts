import "server-only";
import { and, eq, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { deleteIdeasLeftEmpty, lockIdeas, nothingLeftOnIdea } from "@/lib/server/reports/ideas";
import { getDb } from "@/db";
import { rowsOf, type Db } from "@/db/client";
import {
  emailOutbox,
  freeTries,
  passwordResetTokens,
  processedStripeEvents,
  rateLimits,
  refreshTokens,
  registrations,
  reports,
  sessions,
  tryCounts,
} from "@/db/schema";
import { afterResponse } from "@/lib/server/background";
import { afterEveryRequest } from "@/lib/server/http/after-request";
import { log } from "@/lib/server/log";
import { consume } from "@/lib/server/rate-limit";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";

const ago = (interval: string) => sql`now() - ${interval}::interval`;

type Pruner = (db: Db) => Promise<number>;

/** Deletes the table's rows that match, in one statement; how many. */
const deleteWhere =
  (table: PgTable, where: SQL): Pruner =>
  async (db) => {
    const result = await db.execute(
      sql`with deleted as (delete from ${table} where ${where} returning 1) select count(*)::int as n from deleted`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  };

/**
 * The ideas with nothing left on them (no report, no experiment). Locked first, skipping any in use, and decided in a
 * statement of its own (see lockIdeas): an experiment being created on one of them at that moment keeps its idea.
 */
const emptyIdeas: Pruner = (db) =>
  db.transaction(async (tx) =>
    deleteIdeasLeftEmpty(tx, await lockIdeas(tx, nothingLeftOnIdea(), { skipLocked: true })),
  );

/** Each table's dead rows: nothing here is read again (every row is expired, used up or long delivered). */
function deadRows(): [string, Pruner][] {
  return [
    ["rate_limits", deleteWhere(rateLimits, lt(rateLimits.windowEndsAt, sql`now()`))],
    ["registrations", deleteWhere(registrations, lt(registrations.expiresAt, sql`now()`))],
    ["password_reset_tokens", deleteWhere(passwordResetTokens, lt(passwordResetTokens.expiresAt, ago("1 day")))],
    // Their refresh tokens go with them (ON DELETE CASCADE).
    [
      "sessions",
      deleteWhere(sessions, or(lt(sessions.expiresAt, ago("1 day")), lt(sessions.revokedAt, ago("1 day")))!),
    ],
    // After a week a rotated token presented again is merely unknown (no longer "reused"): its session is long rotated on.
    ["refresh_tokens", deleteWhere(refreshTokens, lt(refreshTokens.rotatedAt, ago("7 days")))],
    [
      "email_outbox",
      deleteWhere(
        emailOutbox,
        or(
          // Delivered to the local outbox (what /dev/mail shows) a week ago.
          and(
            eq(emailOutbox.transport, "local"),
            isNotNull(emailOutbox.sentAt),
            lt(emailOutbox.createdAt, ago("7 days")),
          ),
          // Handed to Resend a week ago: the body was erased on delivery, only the envelope is left.
          and(
            eq(emailOutbox.transport, "resend"),
            isNotNull(emailOutbox.sentAt),
            lt(emailOutbox.sentAt, ago("7 days")),
          ),
          // Still undelivered after a week: the queue gave up on it long ago.
          and(isNull(emailOutbox.sentAt), lt(emailOutbox.createdAt, ago("7 days"))),
        )!,
      ),
    ],
    // The history: a generation nobody saved is kept for UNSAVED_REPORT_DAYS (the privacy page promises no longer).
    [
      "reports",
      deleteWhere(reports, and(isNull(reports.savedAt), lt(reports.createdAt, ago(`${UNSAVED_REPORT_DAYS} days`)))!),
    ],
    // A free try nobody claimed is kept TRY_KEPT_HOURS (the try page, FAQ and Privacy Policy promise no longer).
    ["free_tries", deleteWhere(freeTries, lt(freeTries.expiresAt, sql`now()`))],
    // What happened to tries, counted by day: a year is enough to see a trend.
    ["try_counts", deleteWhere(tryCounts, lt(tryCounts.day, sql`current_date - 366`))],
    // An idea is the prompt its reports were made from: with none left and no experiment, nothing shows it.
    ["ideas", emptyIdeas],
    // Stripe retries an event for three days at most; a month is ample for spotting a redelivery.
    [
      "processed_stripe_events",
      deleteWhere(processedStripeEvents, lt(processedStripeEvents.processedAt, ago("30 days"))),
    ],
  ];
}

export type MaintenanceCounts = Record<string, number>;

/** Deletes what has outlived its use, table by table, and logs one line with the counts. */
export async function runMaintenance(db: Db): Promise<MaintenanceCounts> {
  const started = Date.now();
  const counts: MaintenanceCounts = {};
  for (const [name, prune] of deadRows()) counts[name] = await prune(db);
  const summary = Object.entries(counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(", ");
  log().info({ pruned: counts, durationMs: Date.now() - started }, `maintenance: pruned ${summary}`);
  return counts;
}

/** How often maintenance runs across all instances, and how often one process asks whether it is due. */
export const MAINTENANCE_EVERY_MS = 10 * 60_000;
const ASK_AT_MOST_EVERY_MS = 60_000;
const TURN_KEY = "maintenance:prune";

let lastAskedAt = Number.NEGATIVE_INFINITY;

/**
 * Runs maintenance if no instance has in the last ten minutes. The database decides, atomically: the fixed window
 * counter in rate_limits lets exactly one caller per window through, whichever instance it is on. Returns whether this
 * call ran it.
 */
export async function maybeRunMaintenance(db?: Db): Promise<boolean> {
  const database = db ?? (await getDb());
  const turn = await consume(database, TURN_KEY, { limit: 1, windowMs: MAINTENANCE_EVERY_MS });
  if (!turn.allowed) return false;
  await runMaintenance(database);
  return true;
}

/** How often the in-process reminders run across all instances (a founder still gets one e-mail a day at most). */
export const REMINDERS_EVERY_MS = 60 * 60_000;
const REMINDERS_TURN_KEY = "maintenance:reminders";

/**
 * Sends the experiment reminders that are due if no instance has looked in the last hour, claimed like maintenance's
 * turn. A long-lived server needs nothing else; a serverless host calls `GET /api/cron/reminders` as well, since it
 * may see no request for hours. Returns whether this call ran them.
 */
export async function maybeSendReminders(db?: Db): Promise<boolean> {
  const database = db ?? (await getDb());
  const turn = await consume(database, REMINDERS_TURN_KEY, { limit: 1, windowMs: REMINDERS_EVERY_MS });
  if (!turn.allowed) return false;
  // Loaded on its turn only: every route imports this module, and the reminders bring the e-mail templates.
  // Measured pages past their due date are judged first, so the founder hears the result rather than a reminder.
  const { measuredKinds } = await import("@/lib/core/measured");
  const { measuredServers } = await import("@/lib/server/measured/kinds");
  for (const kind of measuredKinds) await measuredServers[kind].judgeDuePages(database);
  const { sendDueReminders } = await import("@/lib/server/experiments/reminders");
  await sendDueReminders(database);
  return true;
}

// Off under Vitest, where a background prune would race the suites' own rows; tests turn it on when they need it.
let automatic = process.env.NODE_ENV !== "test";

export function setAutomaticMaintenance(on: boolean): void {
  automatic = on;
  lastAskedAt = Number.NEGATIVE_INFINITY;
}

/**
 * Run after every API request (registered below, and so wherever this module is loaded: start-up loads it): at most once a minute per process (a timestamp, no I/O), it schedules
 * maybeRunMaintenance and maybeSendReminders after the response. This works on a long-lived server and on serverless hosts alike, where no
 * timer survives between requests.
 */
export function scheduleMaintenance(now = Date.now()): void {
  if (!automatic || process.env.NEXT_PHASE === "phase-production-build") return;
  if (now - lastAskedAt < ASK_AT_MOST_EVERY_MS) return;
  lastAskedAt = now;
  afterResponse(async () => {
    await maybeRunMaintenance();
  }, "maintenance");
  afterResponse(async () => {
    await maybeSendReminders();
  }, "experiment reminders");
}

afterEveryRequest("maintenance", () => scheduleMaintenance());
