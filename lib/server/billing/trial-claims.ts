import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { trialClaims } from "@/db/schema";
import { secretHash } from "@/lib/server/auth/secrets";

/**
 * One free trial per person. A claim is a keyed hash (HMAC with AUTH_SECRET) of the person's normalised e-mail address
 * or of their Stripe customer; it is not linked to the account, so deleting the account and signing up again with the
 * same address (or a `+tag` or dotted Gmail spelling of it) finds the claim still there.
 */
export interface TrialClaimant {
  email?: string | null;
  stripeCustomerId?: string | null;
}

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The address a mailbox is reached by, whatever spelling was typed: lower case, trimmed, without a `+tag` in the local
 * part; for Gmail also without dots, and googlemail.com as gmail.com.
 */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "") || local;
  }
  return `${local}@${domain}`;
}

/** The keys a claimant's trial is recorded under (distinct prefixes, so an e-mail and a customer id never collide). */
export function trialClaimKeys({ email, stripeCustomerId }: TrialClaimant): string[] {
  const keys: string[] = [];
  if (email) keys.push(secretHash(`trial-claim:email:${normaliseEmail(email)}`));
  if (stripeCustomerId) keys.push(secretHash(`trial-claim:stripe-customer:${stripeCustomerId}`));
  return keys;
}

/** Whether this person, by address or Stripe customer, has had a free trial. */
export async function hasTrialClaim(db: Db, claimant: TrialClaimant): Promise<boolean> {
  const keys = trialClaimKeys(claimant);
  if (keys.length === 0) return false;
  const found = await db
    .select({ keyHash: trialClaims.keyHash })
    .from(trialClaims)
    .where(inArray(trialClaims.keyHash, keys))
    .limit(1);
  return found.length > 0;
}

/**
 * Records the claimant's trial under every key they have. Returns whether the trial was theirs to take: false when any
 * key was claimed already (by an earlier trial, or by a concurrent call that got there first).
 */
export async function recordTrialClaim(db: Db, claimant: TrialClaimant): Promise<boolean> {
  const keys = trialClaimKeys(claimant);
  if (keys.length === 0) return false;
  const inserted = await db
    .insert(trialClaims)
    .values(keys.map((keyHash) => ({ keyHash })))
    .onConflictDoNothing()
    .returning({ keyHash: trialClaims.keyHash });
  return inserted.length === keys.length;
}
