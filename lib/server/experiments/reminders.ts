import "server-only";
import { openStatuses } from "@/lib/core/experiments/status";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { experiments, ideas, users } from "@/db/schema";
import { ACCOUNT_HASH } from "@/lib/core/app-links";
import { deliverAfterResponse, insertEmail } from "@/lib/server/email/queue";
import { experimentReminderEmail } from "@/lib/server/email/templates";
import { log } from "@/lib/server/log";
import { appUrl } from "@/lib/server/http/origin";
import { utcToday } from "./store";
import { oneClickUnsubscribeLink, unsubscribeLink } from "./unsubscribe";

/** One e-mail names at most this many experiments; the others wait for the next day's reminder. */
export const EXPERIMENTS_PER_REMINDER = 20;
/** Founders read per query; a run goes on, batch after batch, until nobody is left for today. */
const FOUNDERS_PER_BATCH = 200;
const MAX_BATCHES = 50;

export interface ReminderCounts {
  /** Founders e-mailed. */
  founders: number;
  /** Experiments named in those e-mails. */
  experiments: number;
}

interface DueRow {
  user_id: string;
  experiment_id: string;
  hypothesis: string;
  /** `YYYY-MM-DD`. */
  due_date: string;
  idea_id: string;
  idea_title: string;
  /** How many experiments of this founder are due in all (the rows stop at EXPERIMENTS_PER_REMINDER). */
  due_count: number;
}

const open = inArray(experiments.status, [...openStatuses]);

/**
 * The overdue experiments of the next founders to remind today, soonest due first and at most
 * EXPERIMENTS_PER_REMINDER each: planned or running, due before `today` (UTC), never named in a reminder, of a founder
 * who has reminders on and had none today. One query for the whole batch.
 */
async function dueBatch(db: Db, today: string): Promise<DueRow[]> {
  const remindable = and(
    open,
    lt(experiments.dueDate, today),
    isNull(experiments.remindedAt),
    eq(users.experimentReminders, true),
    or(isNull(users.lastReminderOn), lt(users.lastReminderOn, today)),
  );
  const rows = rowsOf<DueRow>(
    await db.execute(sql`
      with founders as (
        select distinct ${experiments.userId} as id
        from ${experiments} join ${users} on ${users.id} = ${experiments.userId}
        where ${remindable}
        order by 1
        limit ${FOUNDERS_PER_BATCH}
      ), due as (
        select ${experiments.userId} as user_id, ${experiments.id} as experiment_id,
          ${experiments.hypothesis} as hypothesis, ${experiments.dueDate}::text as due_date,
          ${ideas.id} as idea_id, ${ideas.title} as idea_title,
          (count(*) over (partition by ${experiments.userId}))::int as due_count,
          row_number() over (
            partition by ${experiments.userId} order by ${experiments.dueDate}, ${experiments.createdAt}, ${experiments.id}
          ) as place
        from ${experiments}
          join ${users} on ${users.id} = ${experiments.userId}
          join ${ideas} on ${ideas.id} = ${experiments.ideaId}
        where ${experiments.userId} in (select id from founders) and ${remindable}
      )
      select user_id, experiment_id, hypothesis, due_date, idea_id, idea_title, due_count
      from due where place <= ${EXPERIMENTS_PER_REMINDER}
      order by user_id, place`),
  );
  return rows.map((row) => ({ ...row, due_count: Number(row.due_count) }));
}

class NothingToSend extends Error {}

/**
 * One founder's reminder, in one transaction: the day is claimed on the user's row (only if no reminder went out today,
 * so two instances or two cron calls at once send one e-mail), the experiments still overdue are marked as named,
 * and the e-mail is queued. Nothing is kept when nothing is left to name. Returns how many experiments it named.
 */
async function remindFounder(db: Db, rows: DueRow[], today: string, now: Date): Promise<number> {
  const userId = rows[0]!.user_id;
  try {
    return await db.transaction(async (tx) => {
      const [founder] = await tx
        .update(users)
        .set({ lastReminderOn: today })
        .where(
          and(
            eq(users.id, userId),
            eq(users.experimentReminders, true),
            or(isNull(users.lastReminderOn), lt(users.lastReminderOn, today)),
          ),
        )
        .returning({ email: users.email, name: users.fullName });
      if (!founder) throw new NothingToSend();
      // Still overdue and unnamed now that the row is ours: a result recorded meanwhile takes one out.
      const marked = await tx
        .update(experiments)
        .set({ remindedAt: now })
        .where(
          and(
            inArray(
              experiments.id,
              rows.map((row) => row.experiment_id),
            ),
            eq(experiments.userId, userId),
            open,
            lt(experiments.dueDate, today),
            isNull(experiments.remindedAt),
          ),
        )
        .returning({ id: experiments.id });
      const still = new Set(marked.map((row) => row.id));
      const listed = rows.filter((row) => still.has(row.experiment_id));
      if (listed.length === 0) throw new NothingToSend();
      await insertEmail(
        tx,
        founder.email,
        experimentReminderEmail({
          name: founder.name,
          experiments: listed.map((row) => ({
            ideaTitle: row.idea_title,
            hypothesis: row.hypothesis,
            dueDate: row.due_date,
            link: appUrl(`/app/ideas/${row.idea_id}`).toString(),
          })),
          more: rows[0]!.due_count - rows.length,
          settingsLink: appUrl(`/app/ideas${ACCOUNT_HASH}`).toString(),
          unsubscribeLink: unsubscribeLink(userId),
          oneClickUnsubscribe: oneClickUnsubscribeLink(userId),
        }),
      );
      return listed.length;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return 0;
    throw error;
  }
}

/**
 * E-mails every founder whose experiments passed their due date without a result: at most one e-mail a day per
 * founder, naming each experiment once (a new due date may be named again). Run by the in-process maintenance and by
 * `GET /api/cron/reminders`; any number of runs at once send each e-mail once. Logs one line, without addresses.
 */
export async function sendDueReminders(db: Db, now = new Date()): Promise<ReminderCounts> {
  const started = Date.now();
  const today = utcToday(now);
  const counts: ReminderCounts = { founders: 0, experiments: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await dueBatch(db, today);
    if (rows.length === 0) break;
    const byFounder = new Map<string, DueRow[]>();
    for (const row of rows) byFounder.set(row.user_id, [...(byFounder.get(row.user_id) ?? []), row]);
    for (const founderRows of byFounder.values()) {
      const named = await remindFounder(db, founderRows, today, now);
      if (named > 0) {
        counts.founders++;
        counts.experiments += named;
      }
    }
    // Every founder of the batch now has today's date (sent, or claimed by another run) or nothing left to name.
    if (byFounder.size < FOUNDERS_PER_BATCH) break;
  }
  if (counts.founders > 0) deliverAfterResponse(db);
  log().info(
    { reminders: counts, durationMs: Date.now() - started },
    `reminders: e-mailed ${counts.founders} founders about ${counts.experiments} experiments`,
  );
  return counts;
}
