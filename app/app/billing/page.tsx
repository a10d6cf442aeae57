import type { Metadata } from "next";
import Link from "next/link";
import { CancelTrialButton } from "@/components/billing/CancelTrialButton";
import { ManageSubscriptionButton } from "@/components/billing/ManageSubscriptionButton";
import { requirePaidUser } from "@/lib/auth/session-user";
import { plan } from "@/lib/billing/plan";
import { daysLeftLabel, trialDaysLeft } from "@/lib/billing/trial";
import { getEnv, modesOf } from "@/lib/env";
import { formatDateTime } from "@/lib/format";

export const metadata: Metadata = { title: "Subscription" };

const statusLabel: Record<string, string> = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment overdue",
};

/** The subscription page: what Manage Subscription opens under local billing, and a summary under Stripe. */
export default async function BillingPage() {
  const user = await requirePaidUser();
  const local = modesOf(getEnv()).billing === "local";
  const status = user.subscriptionStatus ?? "active";
  const interval = user.subscriptionInterval === "year" || user.subscriptionInterval === "month" ? user.subscriptionInterval : null;
  const daysLeft = trialDaysLeft(user);
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Your subscription</h1>
      <div className="card mt-6 space-y-5 p-6">
        <div className="flex items-center justify-between">
          <p className="text-xl font-bold text-ink-950">{plan.displayName}</p>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            {statusLabel[status] ?? status}
          </span>
        </div>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-600">Billing</dt>
            <dd className="font-semibold text-ink-950">{interval === "year" ? "Yearly" : interval === "month" ? "Monthly" : "—"}</dd>
          </div>
          {interval && (
            <div>
              <dt className="text-ink-600">Price</dt>
              <dd className="font-semibold text-ink-950">
                {interval === "year" ? `$${plan.prices.year.usd} a year ($${plan.prices.year.perMonthUsd} a month)` : `$${plan.prices.month.usd} a month`}
              </dd>
            </div>
          )}
          {daysLeft !== null && user.trialEndsAt && (
            <div>
              <dt className="text-ink-600">Trial ends</dt>
              <dd className="font-semibold text-ink-950">
                {formatDateTime(user.trialEndsAt)} <span className="font-normal text-ink-600">({daysLeftLabel(daysLeft)})</span>
              </dd>
            </div>
          )}
          {user.currentPeriodEndsAt && status !== "trialing" && (
            <div>
              <dt className="text-ink-600">{status === "active" ? "Next billing date" : "Current period ends"}</dt>
              <dd className="font-semibold text-ink-950">{formatDateTime(user.currentPeriodEndsAt)}</dd>
            </div>
          )}
        </dl>
        {local ? (
          <>
            <p className="text-sm text-ink-600">
              Your free trial needs no card: nothing is charged and nothing renews. You can end it at any time.
            </p>
            <CancelTrialButton />
          </>
        ) : (
          <ManageSubscriptionButton className="btn-primary" />
        )}
      </div>
      <Link href="/app/dashboard" className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline">
        ← Back to the dashboard
      </Link>
    </div>
  );
}
