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
import { ACCOUNT_HASH } from "@/lib/core/app-links";
import { getSessionUser } from "@/lib/server/auth/session-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { endLapsedLocalPlan } from "@/lib/server/billing/local";
import { plan } from "@/lib/core/billing/plan";
import { refreshLapsedStripeTrial } from "@/lib/server/billing/sync";
import { hasTrialClaim } from "@/lib/server/billing/trial-claims";
import { getEnv, modesOf } from "@/lib/server/env";
import { formatDate } from "@/lib/core/format";
import { WITHOUT_A_PLAN } from "@/lib/core/retention";
import { followPendingInvitation } from "@/lib/server/team/pending";
import { sharedIdeaCount } from "@/lib/server/team/members";

export const metadata: Metadata = { title: "Choose Your Plan", robots: { index: false } };

export default async function ChoosePlanPage({ searchParams }: { searchParams: Promise<{ checkout?: string }> }) {
  const sessionUser = await getSessionUser();
  if (!sessionUser) redirect("/auth/login");
  // Signed up or in from an invitation's page (issue 49): back to it, to join; a member needs no plan.
  await followPendingInvitation();
  // A plan that ran out is settled here, where the app sends its owner: a local one is recorded as ended, a Stripe
  // trial is asked of Stripe in case its webhook was lost (lib/server/billing/local.ts, sync.ts).
  const localBilling = modesOf(getEnv()).billing === "local";
  const user = localBilling
    ? await endLapsedLocalPlan(await getDb(), sessionUser)
    : await refreshLapsedStripeTrial(await getDb(), sessionUser);
  // Subscribed (a local trial starts at once; a Stripe one once the webhook has recorded it): on to the app.
  if (hasPaidPlan(user)) redirect("/app/dashboard");
  const { checkout } = await searchParams;
  // One free trial per person, whatever account they had it on (lib/server/billing/trial-claims.ts).
  const trialUsed =
    checkout === "trial-used" ||
    user.trialEndsAt !== null ||
    (await hasTrialClaim(await getDb(), { email: user.email, stripeCustomerId: user.stripeCustomerId }));
  // A member needs no plan for the ideas they were invited to (issue 49): said where they would otherwise wonder.
  const shared = await sharedIdeaCount(await getDb(), user.id);
  const trialEndedOn = user.trialEndsAt && user.trialEndsAt <= new Date() ? formatDate(user.trialEndsAt) : null;
  const trialEnded = trialEndedOn
    ? `Your free trial ended on ${trialEndedOn}.`
    : "You have already used your free trial.";

  // The one sentence about the trial or the price: said once, under the price (not in the subtitle nor in an alert too).
  const note = trialUsed
    ? localBilling
      ? `${trialEnded} This is local billing: Subscribe grants the plan at once and nothing is charged.`
      : `${trialEnded} A new subscription is billed from the first day; cancel anytime and keep it to the end of the period.`
    : localBilling
      ? `Start with a free ${plan.trialDays}-day trial: no card needed, nothing is charged, and you can cancel anytime.`
      : undefined;

  return (
    <AuthCard
      wide
      title="Choose your plan"
      subtitle={
        <>
          Signed in as{" "}
          <span title={user.email} className="font-medium text-ink-800 [overflow-wrap:anywhere]">
            {user.email}
          </span>
          .
        </>
      }
    >
      {checkout === "success" && (
        <div className="mb-6">
          <ActivationWatcher trial={!trialUsed} />
        </div>
      )}
      {checkout === "error" && (
        <div className="mb-6">
          <Alert tone="error">
            We could not open checkout just now. Nothing was charged. Please try again in a minute.
          </Alert>
        </div>
      )}
      {checkout === "cancelled" && (
        <div className="mb-6">
          <Alert tone="info">
            Checkout was cancelled and nothing was charged. Choose a plan whenever you are ready.
          </Alert>
        </div>
      )}
      <PricingCard
        idPrefix="choose"
        inCard
        trialOffered={!trialUsed}
        note={note}
        badge={trialUsed && localBilling ? "Local billing · no charge" : undefined}
        action={(interval) => (
          <Link href={`/api/billing/checkout?interval=${interval}`} prefetch={false} className="btn-primary w-full">
            {trialUsed ? "Subscribe" : `Start ${plan.trialDays}-day free trial`}{" "}
            {interval === "year" ? "(yearly)" : "(monthly)"}
          </Link>
        )}
      />
      <div className="mx-auto mt-8 max-w-md space-y-5">
        {checkout === "success" && <ChoosePlanNext />}
        {shared > 0 && (
          <Alert tone="info">
            You work on {shared === 1 ? "an idea" : `${shared} ideas`} someone shared with you: open{" "}
            {shared === 1 ? "it" : "them"} from{" "}
            <Link href="/app/ideas" className="font-semibold underline">
              your ideas
            </Link>{" "}
            with no plan of your own.
          </Alert>
        )}
        {/* Without a plan nothing the founder made is out of reach: only generating needs one. */}
        <nav aria-label="Your work" className="rounded-xl border border-line bg-surface px-5 py-4 text-sm">
          <p className="text-ink-700">{WITHOUT_A_PLAN}</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
            <li>
              <Link href="/app/ideas" className="text-brand-700 hover:underline">
                Open your library
              </Link>
            </li>
            <li>
              <Link href={`/app/ideas${ACCOUNT_HASH}`} className="text-brand-700 hover:underline">
                Your Account
              </Link>
            </li>
          </ul>
        </nav>
        <div className="text-center">
          <LogoutButton className="text-sm font-semibold text-ink-600 hover:text-ink-950 hover:underline" />
        </div>
      </div>
    </AuthCard>
  );
}
