import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { hasAccess } from "@/lib/server/billing/subscription-state";

/** E-mail addresses are compared without regard to case; the address is stored as the user typed it. */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

/** What GET /api/auth/user answers: the contract's fields plus what our pages need. Never a hash or a secret. */
export function userView(user: User) {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    subscription: user.subscription ?? null,
    /** Whether the app is open to this user now (a plan, and not overdue past its period): the pages decide on it. */
    has_access: hasAccess(user),
    subscription_status: user.subscriptionStatus ?? null,
    trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
    current_period_ends_at: user.currentPeriodEndsAt?.toISOString() ?? null,
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    google_linked: user.googleSubject !== null,
    created_at: user.createdAt.toISOString(),
  };
}

/** Whether the user may use the app (see lib/server/billing/subscription-state.ts for the rules). */
export { hasAccess as hasPaidPlan };
