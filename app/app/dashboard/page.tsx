import type { Metadata } from "next";
import { LogoutButton } from "@/components/auth/LogoutButton";
import { ManageSubscriptionButton } from "@/components/billing/ManageSubscriptionButton";
import { Logo } from "@/components/ui/Logo";
import { requirePaidUser } from "@/lib/auth/session-user";

export const metadata: Metadata = { title: "Dashboard" };

// A minimal signed-in page until the app shell lands (its own issue).
export default async function DashboardPage() {
  const user = await requirePaidUser();
  return (
    <main id="main" className="container-page py-10">
      <div className="flex items-center justify-between">
        <Logo />
        <div className="flex items-center gap-3">
          <ManageSubscriptionButton />
          <LogoutButton />
        </div>
      </div>
      <h1 className="mt-10 text-3xl font-bold text-ink-950">Welcome, {user.fullName}</h1>
      <p className="mt-2 text-ink-600">Your reports will live here.</p>
    </main>
  );
}
