import "server-only";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

const CLOUDFLARE_VERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const VERIFY_TIMEOUT_MS = 5_000;

/** The site key when Turnstile is configured (both keys set), else null. */
export function turnstileSiteKey(): string | null {
  const env = getEnv();
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY ? env.TURNSTILE_SITE_KEY : null;
}

/**
 * Whether Cloudflare accepts the form's Turnstile token for this client. A missing token, a refusal, an error or a
 * timeout is no: the sign-up is not stored (the page asks the visitor to try again).
 */
export async function turnstilePassed(token: string | undefined, address: string): Promise<boolean> {
  const env = getEnv();
  if (!token || token.length > 2_048 || !env.TURNSTILE_SECRET_KEY) return false;
  try {
    const response = await fetch(env.TURNSTILE_VERIFY_URL ?? CLOUDFLARE_VERIFY, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY, response: token, remoteip: address }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const answer = (await response.json()) as { success?: unknown };
    return response.ok && answer.success === true;
  } catch (error) {
    log().warn({ err: error }, "turnstile: the verification failed");
    return false;
  }
}
