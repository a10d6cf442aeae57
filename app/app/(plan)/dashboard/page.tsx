import type { Metadata } from "next";
import { Dashboard } from "@/components/app/Dashboard";
import { requirePaidUser } from "@/lib/server/auth/session-user";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await requirePaidUser();
  return <Dashboard firstName={user.fullName.split(" ")[0] ?? user.fullName} />;
}
