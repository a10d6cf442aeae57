import "server-only";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { getDb } from "@/db";
import { CHOOSE_PLAN } from "@/lib/core/app-links";
import { appUrl } from "@/lib/server/http/origin";
import { deliverAfterResponse, insertEmail } from "@/lib/server/email/queue";
import type { EmailContent } from "@/lib/server/email/templates";
import { planCancelledEmail, planEndedEmail, trialStartedEmail } from "@/lib/server/email/plan-templates";
import type { LivePages } from "@/lib/core/measured/closed";
import { liveMeasuredPages } from "@/lib/server/measured/live";
import { accessEndsAt } from "./subscription-state";

export type PlanState = Pick<
  User,
  | "fullName"
  | "subscription"
  | "subscriptionStatus"
  | "cancelAtPeriodEnd"
  | "trialEndsAt"
  | "currentPeriodEndsAt"
  | "stripeSubscriptionId"
>;

/**
 * The e-mails a change of plan owes the account holder, from the plan as it was to the plan as written, whoever wrote
 * it (local billing, or Stripe's state through its webhook): the trial starting, a cancellation, the plan's end (with
 * the live pitch pages it closes). A state written again unchanged (a webhook delivered twice, a second click) owes
 * nothing.
 */
export function planChangeEmails(before: PlanState, after: PlanState, livePages: LivePages = {}): EmailContent[] {
  const emails: EmailContent[] = [];
  const name = after.fullName;
  const trialEnd = after.trialEndsAt ?? after.currentPeriodEndsAt;
  if (after.subscriptionStatus === "trialing" && before.subscriptionStatus !== "trialing" && trialEnd)
    emails.push(trialStartedEmail({ name, endsAt: trialEnd, link: appUrl("/app/dashboard").toString() }));
  const endsAt = accessEndsAt(after);
  if (after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd && endsAt)
    emails.push(planCancelledEmail({ name, endsAt, link: appUrl("/app/billing").toString() }));
  if (before.subscription !== null && after.subscription === null)
    emails.push(planEndedEmail({ name, link: appUrl(CHOOSE_PLAN).toString(), livePages }));
  return emails;
}

/**
 * Queues what a change of plan owes, in the caller's transaction (it goes out only if the change commits), delivered
 * after the response.
 */
export async function queuePlanChangeEmails(
  tx: Db,
  to: string,
  before: PlanState,
  after: PlanState & Pick<User, "id">,
): Promise<void> {
  const ended = before.subscription !== null && after.subscription === null;
  const emails = planChangeEmails(before, after, ended ? await liveMeasuredPages(tx, after.id) : {});
  for (const email of emails) await insertEmail(tx, to, email);
  if (emails.length > 0) deliverAfterResponse(await getDb());
}
