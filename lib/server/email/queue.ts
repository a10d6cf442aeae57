import "server-only";
import { Resend } from "resend";
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { afterResponse } from "@/lib/server/background";
import { getEnv, modesOf, type Env } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import type { EmailContent } from "./templates";
import { messageOf } from "@/lib/core/errors";

/** A Resend delivery is tried this many times, with a growing pause between tries, then given up. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const BATCH = 20;
const MAX_DELIVERY_ROUNDS = 50;
/** The pause before the next try doubles from this: 30 s, 1 min, 2 min, 4 min. */
const RETRY_BASE_SECONDS = 30;

/** The Resend client of this configuration; RESEND_BASE_URL points it at a local stand-in in tests. */
export function resendFor(env: Env): Resend {
  return new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
}

/**
 * Queues one e-mail. Under local mail the outbox row is the delivery (read at /dev/mail); under Resend the row waits
 * for `deliverPendingEmails`, which runs after the response, so no answer waits on (or is timed by) the mail provider.
 */
export async function queueEmail(db: Db, to: string, content: EmailContent): Promise<void> {
  const transport = await insertEmail(db, to, content);
  if (transport === "local") {
    // A code or a link may be in the subject or body: they stay in the outbox, out of the log.
    log().info({ to }, "mail: an e-mail is in the local outbox (/dev/mail)");
    return;
  }
  deliverAfterResponse(db);
}

/**
 * Only the outbox row of `queueEmail`, for a caller that queues inside a transaction (so the e-mail goes out only if
 * the rest commits): it calls `deliverAfterResponse` with the database itself once the transaction is over.
 */
export async function insertEmail(db: Db, to: string, content: EmailContent): Promise<"local" | "resend"> {
  const transport = modesOf(getEnv()).mail;
  await db.insert(emailOutbox).values({ to, ...content, transport, sentAt: transport === "local" ? new Date() : null });
  return transport;
}

/**
 * Sends what waits in the queue after the response (at once outside a request), batch after batch while whole batches
 * go out (a run of reminders queues many); nothing under local mail.
 */
export function deliverAfterResponse(db: Db): void {
  if (modesOf(getEnv()).mail === "local") return;
  afterResponse(async () => {
    for (let round = 0; round < MAX_DELIVERY_ROUNDS; round++) if ((await deliverPendingEmails(db)) < BATCH) break;
  }, "e-mail delivery");
}

/**
 * Sends what is due in the queue through Resend. Rows are claimed with SKIP LOCKED and their next try pushed back in
 * the same statement, so concurrent runs (instances, overlapping requests) never send one e-mail twice. A delivered
 * e-mail's body is erased: it may hold a code or a reset link. Returns how many were delivered.
 */
export async function deliverPendingEmails(db: Db): Promise<number> {
  const env = getEnv();
  if (!env.RESEND_API_KEY) return 0;
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.transport, "resend"),
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${RETRY_BASE_SECONDS} * power(2, ${emailOutbox.attempts}))`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();

  const resend = resendFor(env);
  let delivered = 0;
  for (const mail of claimed) {
    let failure: string | null;
    try {
      const { error } = await resend.emails.send({
        from: env.EMAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      failure = error ? error.message : null;
    } catch (error) {
      failure = messageOf(error);
    }
    if (failure === null) {
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), text: "", html: "", headers: null, lastError: null })
        .where(eq(emailOutbox.id, mail.id));
      delivered++;
      continue;
    }
    const final = mail.attempts >= MAX_DELIVERY_ATTEMPTS;
    log().error({ mailId: mail.id, attempt: mail.attempts, final, failure }, "mail: Resend refused an e-mail");
    await db
      .update(emailOutbox)
      .set({ lastError: failure.slice(0, 500) })
      .where(eq(emailOutbox.id, mail.id));
  }
  return delivered;
}
