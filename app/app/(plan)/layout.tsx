import { requirePaidUser } from "@/lib/server/auth/session-user";

/**
 * The pages that generate (dashboard, three tools) need a plan (docs/ARCHITECTURE.md, "Access"); the library, the
 * reports and Your Account, outside this group, need only a session (see ../layout.tsx). URLs are unchanged: a route
 * group adds no path segment.
 */
export default async function PlanLayout({ children }: { children: React.ReactNode }) {
  await requirePaidUser();
  return children;
}
