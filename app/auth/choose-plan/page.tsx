import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { ChoosePlanNext } from "@/components/auth/ChoosePlanNext";
import { ActivationWatcher } from "@/components/billing/ActivationWatcher";
import { LogoutButton } from "@/components/auth/LogoutButton";
import { PricingCard } from "@/components/pricing/PricingCard";
import { Alert } from "@/components/ui/Alert";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session-user";
import { hasPaidPlan } from "@/lib/auth/users";
import { endLapsedLocalTrial } from "@/lib/billing/local";
import { plan } from "@/lib/billing/plan";
import { refreshLapsedStripeTrial } from "@/lib/billing/sync";
import { hasTrialClaim } from "@/lib/billing/trial-claims";
import { getEnv, modesOf } from "@/lib/env";
import { formatDate } from "@/lib/format";

export const metadata: Metadata = { title: "Choose Your Plan", robots: { index: false } };

export default async function ChoosePlanPage({ searchParams }: { searchParams: Promise<{ checkout?: string }> }) {
  const sessionUser = await getSessionUser();
  if (!sessionUser) redirect("/auth/login");
  // A trial that ran out is settled here, where the app sends its owner: a local one is recorded as ended, a Stripe
  // one is asked of Stripe in case its webhook was lost (lib/billing/local.ts, sync.ts).
  const localBilling = modesOf(getEnv()).billing === "local";
  const user = localBilling ? await endLapsedLocalTrial(await getDb(), sessionUser) : await refreshLapsedStripeTrial(await getDb(), sessionUser);
  // Subscribed (a local trial starts at once; a Stripe one once the webhook has recorded it): on to the app.
  if (hasPaidPlan(user)) redirect("/app/dashboard");
  const { checkout } = await searchParams;
  // One free trial per person, whatever account they had it on (lib/billing/trial-claims.ts).
  const trialUsed =
    checkout === "trial-used" ||
    user.trialEndsAt !== null ||
    (await hasTrialClaim(await getDb(), { email: user.email, stripeCustomerId: user.stripeCustomerId }));
  const trialEndedOn = user.trialEndsAt && user.trialEndsAt <= new Date() ? formatDate(user.trialEndsAt) : null;
  // Local billing takes no payment, so once the trial is used there is nothing left to start here.
  const canStart = !(localBilling && trialUsed);

  return (
    <AuthCard
      wide
      title="Choose your plan"
      subtitle={
        trialUsed
          ? `Signed in as ${user.email}.`
          : `Signed in as ${user.email}. Start with a free ${plan.trialDays}-day trial that you can cancel anytime.`
      }
    >
      {checkout === "success" && (
        <div className="mb-6">
          <ActivationWatcher trial={!trialUsed} />
        </div>
      )}
      {checkout === "error" && (
        <div className="mb-6">
          <Alert tone="error">We could not open checkout just now. Nothing was charged. Please try again in a minute.</Alert>
        </div>
      )}
      {checkout === "cancelled" && (
        <div className="mb-6">
          <Alert tone="info">Checkout was cancelled and nothing was charged. You can start the trial whenever you are ready.</Alert>
        </div>
      )}
      {trialUsed && localBilling && (
        <div className="mb-6">
          <Alert tone="info">
            {trialEndedOn
              ? `Your free trial ended on ${trialEndedOn}. A free trial cannot be started again.`
              : "You have already used your free trial, so it cannot be started again."}
          </Alert>
        </div>
      )}
      {trialUsed && !localBilling && (
        <div className="mb-6">
          <Alert tone="info">You have already used your free trial, so a new subscription is billed from the first day.</Alert>
        </div>
      )}
      {localBilling && !trialUsed && (
        <div className="mb-6">
          <p className="text-center text-sm text-ink-600">Start your free trial: no card needed, and nothing is charged.</p>
        </div>
      )}
      <PricingCard
        idPrefix="choose"
        inCard
        trialOffered={!trialUsed}
        action={(interval) =>
          canStart ? (
            <Link href={`/api/billing/checkout?interval=${interval}`} prefetch={false} className="btn-primary w-full">
              {trialUsed ? "Subscribe" : `Start ${plan.trialDays}-day free trial`} {interval === "year" ? "(yearly)" : "(monthly)"}
            </Link>
          ) : null
        }
      />
      <div className="mx-auto mt-8 max-w-md space-y-3">
        {/* One primary action: the trial above. Next is offered only while a completed checkout is being activated. */}
        {checkout === "success" && <ChoosePlanNext />}
        <div className="text-center">
          <LogoutButton className="text-sm font-semibold text-ink-600 hover:text-ink-950 hover:underline" />
        </div>
      </div>
    </AuthCard>
  );
}
