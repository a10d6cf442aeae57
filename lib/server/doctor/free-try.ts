import "server-only";
import type { Env } from "@/lib/server/env";
import { fail, fetchJson, field, pass, reasonOf, warn, type CheckResult } from "./check";

const NAME = "free try";
import { SITEVERIFY } from "@/lib/server/turnstile";
const DASHBOARD = "https://dash.cloudflare.com/?to=/:account/turnstile";

/**
 * The landing's free try: its daily cap, and Turnstile when configured; in production without Turnstile, a warning of
 * what the cap then exposes. Siteverify is asked about a made-up token: it
 * refuses the token (`invalid-input-response`) once it has accepted the secret, and says `invalid-input-secret` if not.
 */
export async function checkFreeTry(env: Env): Promise<CheckResult> {
  const cap =
    env.FREE_TRIES_PER_DAY === 0
      ? "off (FREE_TRIES_PER_DAY=0): the landing's idea box is refused with the trial offered"
      : `${env.FREE_TRIES_PER_DAY} a day for all visitors, one per browser and client address`;
  if (!env.TURNSTILE_SECRET_KEY) {
    if (env.NODE_ENV === "production" && env.FREE_TRIES_PER_DAY > 0) {
      // One try a day per browser and address stops a person, not a script with a few addresses to rotate through.
      return warn(
        NAME,
        `${cap}; Turnstile off: a script on a few client addresses can take all ${env.FREE_TRIES_PER_DAY} of the day's tries, leaving none for anyone else`,
        "set TURNSTILE_SECRET_KEY and NEXT_PUBLIC_TURNSTILE_SITE_KEY (README: Configuration); until then lower FREE_TRIES_PER_DAY to what you accept losing to a script, or raise it so a script cannot use them all (0 turns the try off)",
      );
    }
    return pass(NAME, `${cap}; Turnstile off (set TURNSTILE_SECRET_KEY and NEXT_PUBLIC_TURNSTILE_SITE_KEY to ask it)`);
  }
  const url = env.TURNSTILE_VERIFY_URL ?? SITEVERIFY;
  let answer;
  try {
    answer = await fetchJson(url, {
      method: "POST",
      body: new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY, response: "doctor-made-up-token" }),
    });
  } catch (error) {
    return fail(NAME, `Turnstile's siteverify does not answer (${reasonOf(error)})`, "check this machine's connection");
  }
  const errors = field(answer.body, "error-codes");
  const codes = Array.isArray(errors) ? errors.map(String) : [];
  if (codes.includes("invalid-input-secret") || codes.includes("missing-input-secret")) {
    return fail(NAME, "Turnstile refuses TURNSTILE_SECRET_KEY", `copy the secret key of your widget from ${DASHBOARD}`);
  }
  if (answer.status !== 200 || field(answer.body, "success") === true || codes.length === 0) {
    return fail(
      NAME,
      `${url} answered ${answer.status} without Turnstile's verdict`,
      "unset TURNSTILE_VERIFY_URL (it is for test stand-ins)",
    );
  }
  return pass(NAME, `${cap}; Turnstile checks every try (the secret key is accepted)`);
}
