import { AppShell } from "@/components/app/AppShell";
import { requirePaidUser } from "@/lib/auth/session-user";
import { trialDaysLeft } from "@/lib/billing/trial";

/** Every page of the app needs a live session and a plan; the proxy only did the quick token check. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePaidUser();
  return (
    <AppShell user={{ fullName: user.fullName, email: user.email, hasPassword: user.passwordHash !== null, trialDaysLeft: trialDaysLeft(user) }}>
      {children}
    </AppShell>
  );
}
