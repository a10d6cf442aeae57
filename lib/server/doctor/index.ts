import "server-only";
import type { Env } from "@/lib/server/env";
import { checkAi } from "./ai";
import { checkAppUrl } from "./app-url";
import { checkBilling } from "./billing";
import { fail, masked, reasonOf, type CheckResult } from "./check";
import { checkDatabase } from "./database";
import { checkFreeTry } from "./free-try";
import { checkGoogle } from "./google";
import { checkMail } from "./mail";

export type { CheckResult } from "./check";

/** A check that throws is a ✗ of its own, never the end of the run. */
async function guarded(name: string, check: () => Promise<CheckResult | CheckResult[]>): Promise<CheckResult[]> {
  try {
    return [await check()].flat();
  } catch (error) {
    return [
      fail(name, `the check failed (${reasonOf(error)})`, "run `npm run doctor` again; report it if it persists"),
    ];
  }
}

function passwordOf(url: string | undefined): string | undefined {
  try {
    return url ? decodeURIComponent(new URL(url).password) || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** The configured secrets, each as it may be printed instead (masked): the longest first, so none is half-replaced. */
function secretsOf(env: Env): [string, string][] {
  const values = [
    env.OPENAI_API_KEY,
    env.STRIPE_SECRET_KEY,
    env.STRIPE_WEBHOOK_SECRET,
    env.RESEND_API_KEY,
    env.GOOGLE_CLIENT_SECRET,
    env.AUTH_SECRET,
    env.CRON_SECRET,
    env.TURNSTILE_SECRET_KEY,
    passwordOf(env.DATABASE_URL),
    passwordOf(env.OPENAI_BASE_URL),
    passwordOf(env.RESEND_BASE_URL),
    passwordOf(env.GOOGLE_ISSUER),
  ];
  return values
    .filter((value): value is string => typeof value === "string" && value.length >= 8)
    .sort((a, b) => b.length - a.length)
    .map((value) => [value, masked(value)]);
}

/**
 * A check's lines quote what a provider answered, and a provider (or a proxy in front of one) may echo the key it was
 * sent: every configured secret is masked in every line, whatever check wrote it.
 */
function withoutSecrets(result: CheckResult, secrets: [string, string][]): CheckResult {
  const scrub = (text: string) => secrets.reduce((line, [secret, shown]) => line.replaceAll(secret, shown), text);
  return { ...result, line: scrub(result.line), ...(result.fix !== undefined ? { fix: scrub(result.fix) } : {}) };
}

/** Every check of `npm run doctor`, in the order printed; they run at the same time. */
export async function runDoctor(env: Env, source: Record<string, string | undefined> = process.env) {
  const results = await Promise.all([
    guarded("APP_URL", async () => checkAppUrl(env, source)),
    guarded("database", () => checkDatabase(env)),
    guarded("AI", () => checkAi(env)),
    guarded("e-mail", () => checkMail(env)),
    guarded("billing", () => checkBilling(env)),
    guarded("Google sign-in", () => checkGoogle(env)),
    guarded("free try", () => checkFreeTry(env)),
  ]);
  const secrets = secretsOf(env);
  return results.flat().map((result) => withoutSecrets(result, secrets));
}

/** The report: one line per check, ✓, ⚠ or ✗ (the last two with their fix), then the stand-ins in use and the verdict. */
export function formatDoctor(results: CheckResult[]): string {
  const lines = results.map((result) =>
    !result.ok
      ? `✗ ${result.name}: ${result.line}. Fix: ${result.fix}`
      : result.warning
        ? `⚠ ${result.name}: ${result.line}. Fix: ${result.fix}`
        : `✓ ${result.name}: ${result.line}`,
  );
  const standIns = results.flatMap((result) => (result.standIn ? [result.standIn] : []));
  if (standIns.length) {
    lines.push(
      "",
      `Embedded stand-ins in use: ${standIns.join(", ")}. Fine for trying LaunchLens; configure the real services before the first founder (README: Configuration).`,
    );
  }
  const failed = results.filter((result) => !result.ok).length;
  lines.push(failed ? `${failed} of ${results.length} checks failed.` : `All ${results.length} checks passed.`);
  return lines.join("\n");
}
