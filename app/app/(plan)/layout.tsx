import { requirePaidUser } from "@/lib/auth/session-user";

/**
 * The pages that generate (the dashboard and the three tools) need a plan, as SPEC.md's gate says; the library, the
 * reports and Your Account, outside this group, need only a session (see ../layout.tsx). URLs are unchanged: a route
 * group adds no path segment.
 */
export default async function PlanLayout({ children }: { children: React.ReactNode }) {
  await requirePaidUser();
  return children;
}
