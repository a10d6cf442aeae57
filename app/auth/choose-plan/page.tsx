import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { ChoosePlanNext } from "@/components/auth/ChoosePlanNext";
import { ActivationWatcher } from "@/components/billing/ActivationWatcher";
import { LogoutButton } from "@/components/auth/LogoutButton";
import { PricingCard } from "@/components/pricing/PricingCard";
import { Alert } from "@/components/ui/Alert";
import { getSessionUser } from "@/lib/auth/session-user";
import { hasPaidPlan } from "@/lib/auth/users";
import { plan } from "@/lib/billing/plan";
import { getEnv, modesOf } from "@/lib/env";

export const metadata: Metadata = { title: "Choose Your Plan", robots: { index: false } };

export default async function ChoosePlanPage({ searchParams }: { searchParams: Promise<{ checkout?: string }> }) {
  const user = await getSessionUser();
  if (!user) redirect("/auth/login");
  // Subscribed (a local trial starts at once; a Stripe one once the webhook has recorded it): on to the app.
  if (hasPaidPlan(user)) redirect("/app/dashboard");
  const { checkout } = await searchParams;
  const localBilling = modesOf(getEnv()).billing === "local";

  return (
    <AuthCard
      wide
      title="Choose your plan"
      subtitle={`Signed in as ${user.email}. Start with a free ${plan.trialDays}-day trial that you can cancel anytime.`}
    >
      {checkout === "success" && (
        <div className="mb-6">
          <ActivationWatcher />
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
      {localBilling && (
        <div className="mb-6">
          <Alert tone="info">Local billing: this server has no payment provider, so starting the trial takes no payment.</Alert>
        </div>
      )}
      <PricingCard
        idPrefix="choose"
        action={(interval) => (
          <Link href={`/api/billing/checkout?interval=${interval}`} prefetch={false} className="btn-primary w-full">
            Start {plan.trialDays}-day free trial {interval === "year" ? "(yearly)" : "(monthly)"}
          </Link>
        )}
      />
      <div className="mx-auto mt-8 max-w-md space-y-3">
        <ChoosePlanNext />
        <div className="text-center">
          <LogoutButton className="text-sm font-semibold text-ink-600 hover:text-ink-950 hover:underline" />
        </div>
      </div>
    </AuthCard>
  );
}
