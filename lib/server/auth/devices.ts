import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getEnv } from "@/lib/server/env";
import { authPolicy } from "@/lib/core/auth/policy";

/**
 * Known devices: a browser that has signed in to an account (with its password, its e-mailed code or a reset link)
 * gets an httpOnly cookie, signed with AUTH_SECRET, naming that account. Log-in attempts that carry it are exempt from
 * the account-wide limit (lib/server/auth/login.ts), so a stranger guessing an account's password from many addresses locks
 * out other strangers, not the owner on a device they used before. The cookie survives logging out (it grants
 * nothing by itself, only the right to try a password at the per-device pace) and holds up to five accounts.
 *
 * The accounts are keyed HMACs of their e-mail addresses (the cookie does not show them), so the check needs no
 * database and tells nothing about whether an address has an account: a cookie naming an address is only ever made
 * for someone who proved they own it.
 */
export const DEVICE_COOKIE = "ll_device";
const MAX_ACCOUNTS = 5;

const payloadSchema = z.object({
  /** The device's own id (random), which its attempts are counted under. */
  d: z.string().regex(/^[\w-]{16,64}$/),
  /** The accounts it has signed in to, newest last. */
  a: z.array(z.string().regex(/^[0-9a-f]{32}$/)).max(MAX_ACCOUNTS),
  /** When it was last confirmed (ms). */
  t: z.number().int().nonnegative(),
});

export interface KnownDevice {
  id: string;
  accounts: string[];
}

const ttlMs = () => authPolicy.knownDeviceTtlDays * 24 * 60 * 60_000;
const hmac = (purpose: string, value: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`${purpose}:${value}`).digest();
const accountTag = (email: string) =>
  hmac("known-device-account", email.trim().toLowerCase()).subarray(0, 16).toString("hex");

/** The device a cookie value names, if its signature holds and it has not expired; null for anything else. */
export function readKnownDevice(value: string | undefined): KnownDevice | null {
  if (!value || value.length > 1024) return null;
  const [body, signature] = value.split(".");
  if (!body || !signature) return null;
  // Compared as the text the cookie was given: decoding first would also take other spellings of the last character.
  const expected = Buffer.from(hmac("known-device", body).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
  } catch {
    return null;
  }
  if (!parsed.success || Date.now() - parsed.data.t > ttlMs()) return null;
  return { id: parsed.data.d, accounts: parsed.data.a };
}

/** Whether this device has signed in to the account of `email` before. */
export function knownFor(device: KnownDevice | null, email: string): boolean {
  return Boolean(device?.accounts.includes(accountTag(email)));
}

/** The cookie value after a successful sign-in to `email` on this device (a new device when it had none). */
export function rememberDevice(device: KnownDevice | null, email: string): string {
  const tag = accountTag(email);
  const accounts = [...(device?.accounts ?? []).filter((known) => known !== tag), tag].slice(-MAX_ACCOUNTS);
  const body = Buffer.from(
    JSON.stringify({ d: device?.id ?? randomBytes(16).toString("base64url"), a: accounts, t: Date.now() }),
  ).toString("base64url");
  return `${body}.${hmac("known-device", body).toString("base64url")}`;
}

/** The device cookie of a request, as sent. */
export function deviceCookieOf(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return value.join("=");
  }
  return undefined;
}

/** Adds the device cookie to an answer: httpOnly, sent to the account endpoints only. */
export function setDeviceCookie<R extends Response>(response: R, value: string): R {
  const secure = getEnv().NODE_ENV === "production" ? "; Secure" : "";
  response.headers.append(
    "set-cookie",
    `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${authPolicy.knownDeviceTtlDays * 24 * 60 * 60}; HttpOnly; SameSite=Lax${secure}`,
  );
  return response;
}

/** Forgets the device (account deletion: nothing of the account should stay behind, in the browser either). */
export function clearDeviceCookie<R extends Response>(response: R): R {
  response.headers.append("set-cookie", `${DEVICE_COOKIE}=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax`);
  return response;
}
