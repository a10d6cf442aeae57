import "server-only";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { TURNSTILE_ORIGIN } from "@/lib/core/security/csp";
import { fieldOf } from "@/lib/core/objects";

/** Cloudflare's documented endpoint that checks a widget's token. */
export const SITEVERIFY = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;
const TIMEOUT_MS = 5_000;

/**
 * Cloudflare Turnstile, on the free try and the pitch pages' sign-up form: the site key when it is configured (both
 * keys set; lib/server/env.ts refuses one without the other), else null.
 */
export function turnstileSiteKey(): string | null {
  const env = getEnv();
  return env.TURNSTILE_SECRET_KEY && env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ? env.NEXT_PUBLIC_TURNSTILE_SITE_KEY : null;
}

/**
 * Checks a Turnstile token (without Turnstile configured, every token passes) with Cloudflare's siteverify (its documented form POST of `secret`, `response` and
 * `remoteip`; `success` in the JSON answer). Fails closed: no token, a refusal, or siteverify unreachable is a no,
 * logged with Cloudflare's error codes but never the token.
 */
export async function verifyTurnstile(token: string | undefined, address: string): Promise<boolean> {
  const env = getEnv();
  if (!env.TURNSTILE_SECRET_KEY) return true;
  if (!token || token.length > 4_096) return false;
  const form = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY, response: token });
  if (address !== "unknown") form.set("remoteip", address);
  try {
    const answer = await fetch(env.TURNSTILE_VERIFY_URL ?? SITEVERIFY, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const outcome: unknown = await answer.json().catch(() => null);
    if (fieldOf(outcome, "success") === true) return true;
    log().warn({ status: answer.status, errors: fieldOf(outcome, "error-codes") }, "turnstile: the token was refused");
    return false;
  } catch (error) {
    log().error({ err: error }, "turnstile: siteverify could not be reached");
    return false;
  }
}
