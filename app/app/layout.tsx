import { AppShell } from "@/components/app/AppShell";
import { requireSessionUser } from "@/lib/server/auth/session-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { accessEndsAt } from "@/lib/server/billing/subscription-state";
import { liveMeasuredPages } from "@/lib/server/measured/live";
import { getDb } from "@/db";
import { trialDaysLeft } from "@/lib/core/billing/trial";

/**
 * Every page of the app needs a live session (the proxy only did the quick token check). A plan is needed only to
 * generate: the (plan) group's layout checks it for the dashboard and the tools, so without one a founder still reads,
 * exports, shares and deletes their own work and reaches Your Account.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requireSessionUser();
  const hasPlan = hasPaidPlan(user);
  const endsAt = hasPlan ? accessEndsAt(user) : null;
  return (
    <AppShell
      user={{
        fullName: user.fullName,
        email: user.email,
        hasPassword: user.passwordHash !== null,
        trialDaysLeft: trialDaysLeft(user),
        hasPlan,
        accessEndsAt: endsAt?.toISOString() ?? null,
        closedPages: hasPlan ? {} : await liveMeasuredPages(await getDb(), user.id),
      }}
    >
      {children}
    </AppShell>
  );
}
