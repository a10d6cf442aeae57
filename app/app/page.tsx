import { redirect } from "next/navigation";
import { requireSessionUser } from "@/lib/server/auth/session-user";
import { hasPaidPlan } from "@/lib/server/auth/users";

/** /app itself has nothing to show: the dashboard is the app's home, and without a plan the library is. */
export default async function AppIndex() {
  const user = await requireSessionUser();
  redirect(hasPaidPlan(user) ? "/app/dashboard" : "/app/ideas");
}
