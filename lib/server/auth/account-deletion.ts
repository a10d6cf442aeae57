import "server-only";
import { contract } from "@/lib/core/api/contract";
import { deliverAfterResponse, insertEmail } from "@/lib/server/email/queue";
import { accountDeletedEmail } from "@/lib/server/email/plan-templates";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { ideaMembers, ideas, sessions, users, type User } from "@/db/schema";
import { ownerLeftEmail } from "@/lib/server/email/templates";
import { cancelSubscriptionForDeletedAccount } from "@/lib/server/billing/cancel";
import { readJson, readText } from "@/lib/server/http";
import type { Caller } from "./current-user";
import { checkCurrentPassword } from "./passwords";
import { authPolicy } from "@/lib/core/auth/policy";
import { Invalid, Refused, UnsupportedFormat } from "@/lib/core/errors";

/**
 * Deletes an account: the subscription is cancelled first (so nobody is billed for a deleted account), then the user
 * row, which cascades to reports, sessions, refresh tokens, codes and reset tokens; the address is told it happened.
 * Ideas it owns go with it (an owner transfers one first to keep it), and their members are told; its memberships of
 * others' ideas end, what it added there staying without its name (issue 49).
 */
export async function deleteAccount(db: Db, user: User): Promise<void> {
  await cancelSubscriptionForDeletedAccount(user);
  // The outbox is keyed by address, not by account: the notice outlives the account it tells of.
  await db.transaction(async (tx) => {
    const told = await membersOfOwnedIdeas(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    await insertEmail(tx, user.email, accountDeletedEmail({ name: user.fullName }));
    for (const member of told) {
      await insertEmail(
        tx,
        member.email,
        ownerLeftEmail({ name: member.name, owner: user.fullName, ideas: member.ideas }),
      );
    }
  });
  deliverAfterResponse(db);
}

/** Each member of the ideas `ownerId` owns, with the titles of those ideas. */
async function membersOfOwnedIdeas(tx: Db, ownerId: string) {
  const rows = await tx
    .select({ email: users.email, name: users.fullName, idea: ideas.title })
    .from(ideaMembers)
    .innerJoin(ideas, eq(ideas.id, ideaMembers.ideaId))
    .innerJoin(users, eq(users.id, ideaMembers.userId))
    .where(eq(ideas.userId, ownerId));
  const byEmail = new Map<string, { email: string; name: string; ideas: string[] }>();
  for (const row of rows) {
    const member = byEmail.get(row.email) ?? { email: row.email, name: row.name, ideas: [] };
    byEmail.set(row.email, { ...member, ideas: [...member.ideas, row.idea] });
  }
  return [...byEmail.values()];
}

/** DELETE's body: JSON `{ password }`, or none (an account without a password has nothing to send). */
export async function readDeletionBody(request: Request): Promise<z.infer<typeof contract.deleteAccount.body>> {
  if (request.headers.get("content-type") !== null) return readJson(request, contract.deleteAccount.body);
  if ((await readText(request)).trim() !== "")
    throw new UnsupportedFormat("Send the request body as JSON (Content-Type: application/json).");
  return {};
}

export const GOOGLE_REAUTH_REQUIRED = `For your safety, sign in with Google again, then delete your account within ${authPolicy.recentSignInMinutes} minutes.`;

/**
 * Our pages' deletion proves it is the owner at the keyboard, not only an open session: the account's password
 * (checked as changing it is, against the same per-user quota of wrong guesses), or, for an account without one
 * (Google only), a session that started with a sign-in in the last few minutes; otherwise a 403 with
 * `reauth: "google"`, and the dialog offers that sign-in.
 */
export async function confirmOwner(db: Db, caller: Caller, password: string | undefined): Promise<void> {
  if (caller.user.passwordHash) {
    if (!password) throw new Invalid("Enter your password to delete your account.");
    await checkCurrentPassword(
      db,
      caller.user,
      password,
      "That password is incorrect, so your account was not deleted.",
    );
    return;
  }
  if (!(await signedInRecently(db, caller))) throw new Refused(GOOGLE_REAUTH_REQUIRED, { reauth: "google" });
}

export const LINK_REAUTH_REQUIRED = `For your safety, deleting an account by link needs a sign-in in the last ${authPolicy.recentSignInMinutes} minutes. Sign in again, then use the new token.`;

/**
 * The contract's GET deletes with the Bearer token alone, without the password our pages ask for: it needs a session
 * that began with a sign-in in the last few minutes, so a token kept alive by refreshes (or taken from a device) is
 * not enough. A 403 otherwise.
 */
export async function confirmFreshSignIn(db: Db, caller: Caller): Promise<void> {
  if (!(await signedInRecently(db, caller))) throw new Refused(LINK_REAUTH_REQUIRED);
}

/** Whether the caller's session began with a sign-in in the last `recentSignInMinutes` (refreshes do not count). */
async function signedInRecently(db: Db, caller: Caller): Promise<boolean> {
  const since = new Date(Date.now() - authPolicy.recentSignInMinutes * 60_000);
  const [recent] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, caller.sessionId), eq(sessions.userId, caller.user.id), gt(sessions.createdAt, since)));
  return recent !== undefined;
}
