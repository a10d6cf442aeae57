import "server-only";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TIMEOUT_MS = 5_000;

/** Whether the free try asks Cloudflare Turnstile (both keys set; lib/server/env.ts refuses one without the other). */
export const turnstileConfigured = () => Boolean(getEnv().TURNSTILE_SECRET_KEY);

/**
 * Checks a Turnstile token with Cloudflare's siteverify (its documented form POST of `secret`, `response` and
 * `remoteip`; `success` in the JSON answer). Fails closed: no token, a refusal, or siteverify unreachable is a no,
 * logged with Cloudflare's error codes but never the token.
 */
export async function verifyTurnstile(token: string | undefined, address: string): Promise<boolean> {
  const env = getEnv();
  if (!env.TURNSTILE_SECRET_KEY) return true;
  if (!token) return false;
  const form = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY, response: token });
  if (address !== "unknown") form.set("remoteip", address);
  try {
    const answer = await fetch(env.TURNSTILE_VERIFY_URL ?? SITEVERIFY, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const outcome = (await answer.json().catch(() => null)) as { success?: unknown; "error-codes"?: unknown } | null;
    if (outcome?.success === true) return true;
    log().warn({ status: answer.status, errors: outcome?.["error-codes"] }, "try: Turnstile said no");
    return false;
  } catch (error) {
    log().error({ err: error }, "try: Turnstile's siteverify could not be reached");
    return false;
  }
}
