import "server-only";
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/server/env";

/** A random token for links and cookies (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A six-digit code, uniformly drawn. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/**
 * The stored form of a token or code: an HMAC keyed with AUTH_SECRET, so a leaked table cannot be brute-forced
 * offline (a six-digit code has only a million values).
 */
export function secretHash(value: string): string {
  return createHmac("sha256", getEnv().AUTH_SECRET).update(value).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A token derived from a stored random part with AUTH_SECRET (256 bits, URL-safe): the server can show it again,
 * while the table alone, like its stored HMAC, does not give it. `purpose` keeps tokens of different uses apart.
 */
export function derivedToken(purpose: string, nonce: string): string {
  return createHmac("sha256", getEnv().AUTH_SECRET).update(`${purpose}\u0000${nonce}`).digest("base64url");
}
