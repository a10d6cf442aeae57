import "server-only";
import { BAD_UNSUBSCRIBE_LINK } from "@/lib/core/api/reminders";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { getEnv } from "@/lib/server/env";
import { appUrl } from "@/lib/server/http/origin";
import { Invalid } from "@/lib/core/errors";

/**
 * The unsubscribe link of the reminder e-mails: `<user id>.<HMAC of it>` keyed with AUTH_SECRET, so it needs no table
 * and works for as long as the account does. It can only turn that account's reminders off.
 */
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export const UNSUBSCRIBE_PATH = "/reminders/unsubscribe";
export { BAD_UNSUBSCRIBE_LINK };
export const UNSUBSCRIBED = "Experiment reminders are off. Turn them back on in Your Account whenever you like.";

const signature = (userId: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`reminders-unsubscribe:${userId}`).digest();

export function unsubscribeToken(userId: string): string {
  return `${userId}.${signature(userId).toString("base64url")}`;
}

export function unsubscribeLink(userId: string): string {
  return appUrl(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(userId))}`).toString();
}

export const ONE_CLICK_PATH = "/api/reminders/unsubscribe";

/**
 * The e-mail's List-Unsubscribe address: a mail client's own Unsubscribe button POSTs `List-Unsubscribe=One-Click`
 * to it (RFC 8058), with nothing but the token in it.
 */
export function oneClickUnsubscribeLink(userId: string): string {
  return appUrl(`${ONE_CLICK_PATH}?token=${encodeURIComponent(unsubscribeToken(userId))}`).toString();
}

/**
 * The user a genuine token names, else null (compared in constant time). Says nothing about whether they exist. The
 * signature is compared as the text we sent: 43 base64url characters carry 258 bits for 256, so decoding first would
 * also take the three other spellings of its last character (a token no e-mail ever held).
 */
export function userOfUnsubscribeToken(token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, userId, given] = match;
  const expected = Buffer.from(signature(userId!).toString("base64url"));
  const presented = Buffer.from(given!);
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? userId! : null;
}

/**
 * Turns the named account's reminders off. A deleted account answers the same as a live one: a link's answer never
 * tells whether an account exists.
 */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const userId = userOfUnsubscribeToken(token);
  if (!userId) throw new Invalid(BAD_UNSUBSCRIBE_LINK);
  await db
    .update(users)
    .set({ experimentReminders: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
