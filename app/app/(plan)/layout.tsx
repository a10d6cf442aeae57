import { requirePaidUser } from "@/lib/server/auth/session-user";
import { followPendingInvitation } from "@/lib/server/team/pending";

/**
 * The pages that generate (dashboard, three tools) need a plan (docs/ARCHITECTURE.md, "Access"); the library, the
 * reports and Your Account, outside this group, need only a session (see ../layout.tsx). URLs are unchanged: a route
 * group adds no path segment.
 */
export default async function PlanLayout({ children }: { children: React.ReactNode }) {
  await requirePaidUser();
  // Signed in from an invitation's page (issue 49): back to it, to join.
  await followPendingInvitation();
  return children;
}
