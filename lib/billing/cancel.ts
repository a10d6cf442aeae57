import type { User } from "@/db/schema";

/**
 * Ends a user's paid subscription at once, before their account is deleted. Billing (a later issue) fills this in;
 * until then there is nothing to cancel.
 */
export async function cancelSubscriptionForDeletedAccount(user: User): Promise<void> {
  void user;
}
