import type { Metadata } from "next";
import Link from "next/link";
import { CancelPlanButton } from "@/components/billing/CancelPlanButton";
import { KeepPlanButton } from "@/components/billing/KeepPlanButton";
import { ManageSubscriptionButton } from "@/components/billing/ManageSubscriptionButton";
import { Alert } from "@/components/ui/Alert";
import { requirePaidUser } from "@/lib/server/auth/session-user";
import { plan } from "@/lib/core/billing/plan";
import { accessEndsAt } from "@/lib/server/billing/subscription-state";
import { daysLeftLabel, trialDaysLeft } from "@/lib/core/billing/trial";
import { getEnv, modesOf } from "@/lib/server/env";
import { formatDateTime } from "@/lib/core/format";
import { labelOf, subscriptionStatusLabels } from "@/lib/core/labels";

export const metadata: Metadata = { title: "Subscription" };

/** The subscription page: what Manage Subscription opens under local billing, and a summary under Stripe. */
export default async function BillingPage() {
  const user = await requirePaidUser();
  const local = modesOf(getEnv()).billing === "local";
  const status = user.subscriptionStatus ?? "active";
  const interval =
    user.subscriptionInterval === "year" || user.subscriptionInterval === "month" ? user.subscriptionInterval : null;
  const daysLeft = trialDaysLeft(user);
  const trial = status === "trialing";
  const endsAt = accessEndsAt(user);
  // Where a cancel would end access: the trial's end, else the end of the period paid for.
  const periodEnd = trial ? (user.trialEndsAt ?? user.currentPeriodEndsAt) : user.currentPeriodEndsAt;
  const canCancel = !endsAt && periodEnd !== null && (local || user.stripeSubscriptionId !== null);
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Your subscription</h1>
      <div className="card mt-6 space-y-5 p-6">
        <div className="flex items-center justify-between">
          <p className="text-xl font-bold text-ink-950">{plan.displayName}</p>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            {labelOf(subscriptionStatusLabels, status) ?? status}
          </span>
        </div>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-600">Billing</dt>
            <dd className="font-semibold text-ink-950">
              {interval === "year" ? "Yearly" : interval === "month" ? "Monthly" : "—"}
            </dd>
          </div>
          {interval && (
            <div>
              <dt className="text-ink-600">Price</dt>
              <dd className="font-semibold text-ink-950">
                {interval === "year"
                  ? `$${plan.prices.year.usd} a year ($${plan.prices.year.perMonthUsd} a month)`
                  : `$${plan.prices.month.usd} a month`}
              </dd>
            </div>
          )}
          {daysLeft !== null && user.trialEndsAt && (
            <div>
              <dt className="text-ink-600">Trial ends</dt>
              <dd className="font-semibold text-ink-950">
                {formatDateTime(user.trialEndsAt)}{" "}
                <span className="font-normal text-ink-600">({daysLeftLabel(daysLeft)})</span>
              </dd>
            </div>
          )}
          {user.currentPeriodEndsAt && status !== "trialing" && (
            <div>
              <dt className="text-ink-600">
                {status === "active" && !endsAt ? (local ? "Renews" : "Next billing date") : "Current period ends"}
              </dt>
              <dd className="font-semibold text-ink-950">{formatDateTime(user.currentPeriodEndsAt)}</dd>
            </div>
          )}
        </dl>
        {endsAt && (
          <Alert tone="info">
            Your {trial ? "trial" : "plan"} is cancelled. You keep full access until{" "}
            <strong>{formatDateTime(endsAt)}</strong>; after that nothing renews, and your ideas and reports stay yours
            to open, save, export and delete.
          </Alert>
        )}
        {local && (
          <p className="text-sm text-ink-600">
            {trial
              ? "Local billing: your free trial needs no card, and nothing is charged."
              : "Local billing: no payment provider is set up, so this plan was granted without charge."}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {!local && <ManageSubscriptionButton className="btn-primary" />}
          {canCancel && periodEnd && <CancelPlanButton trial={trial} endsOn={formatDateTime(periodEnd)} />}
          {endsAt && <KeepPlanButton trial={trial} />}
        </div>
      </div>
      <Link href="/app/dashboard" className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline">
        ← Back to the dashboard
      </Link>
    </div>
  );
}
