import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDoctor } from "@/lib/server/doctor";
import { checkFreeTry } from "@/lib/server/doctor/free-try";
import { loadEnv } from "@/lib/server/env";
import { TurnstileStandIn } from "@/test/turnstile-standin";

const siteverify = new TurnstileStandIn("0x-right-secret");
let url = "";
beforeAll(async () => {
  url = await siteverify.start();
});
afterAll(() => siteverify.stop());

const envWith = (values: Record<string, string>) => loadEnv({ NODE_ENV: "test", ...values }, { building: false });

describe("npm run doctor's free try line", () => {
  it("says the cap and that Turnstile is off by default", async () => {
    const result = await checkFreeTry(envWith({}));
    expect(result).toEqual(expect.objectContaining({ ok: true }));
    expect(result).not.toHaveProperty("warning");
    expect(result.line).toMatch(/^200 a day for all visitors.*Turnstile off/);
  });

  it("warns in production without Turnstile that a few addresses can take the day's tries, with the fix", async () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "doctor-test-secret-0123456789-0123456789" };
    const result = await checkFreeTry(envWith({ ...production, FREE_TRIES_PER_DAY: "50" }));
    expect(result).toMatchObject({ ok: true, warning: true });
    expect(result.line).toMatch(/Turnstile off: a script on a few client addresses can take all 50 of the day's tries/);
    expect(result.fix).toMatch(/TURNSTILE_SECRET_KEY and NEXT_PUBLIC_TURNSTILE_SITE_KEY/);
    expect(result.fix).toMatch(/lower FREE_TRIES_PER_DAY .* or raise it/);
    expect(formatDoctor([result])).toMatch(/^⚠ free try: 50 a day .*\. Fix: set TURNSTILE_SECRET_KEY/m);
    // Off, or with Turnstile, there is nothing to warn of.
    expect(await checkFreeTry(envWith({ ...production, FREE_TRIES_PER_DAY: "0" }))).not.toHaveProperty("warning");
    const guarded = await checkFreeTry(
      envWith({
        ...production,
        NEXT_PUBLIC_TURNSTILE_SITE_KEY: "0x-site",
        TURNSTILE_SECRET_KEY: "0x-right-secret",
        TURNSTILE_VERIFY_URL: url,
      }),
    );
    expect(guarded).toMatchObject({ ok: true });
    expect(guarded).not.toHaveProperty("warning");
  });

  it("passes a secret siteverify accepts and names the fix for one it refuses", async () => {
    const base = { NEXT_PUBLIC_TURNSTILE_SITE_KEY: "0x-site", TURNSTILE_VERIFY_URL: url };
    const good = await checkFreeTry(envWith({ ...base, TURNSTILE_SECRET_KEY: "0x-right-secret" }));
    expect(good).toMatchObject({ ok: true });
    expect(good.line).toMatch(/Turnstile checks every try/);
    const bad = await checkFreeTry(envWith({ ...base, TURNSTILE_SECRET_KEY: "0x-wrong-secret" }));
    expect(bad).toMatchObject({ ok: false, line: "Turnstile refuses TURNSTILE_SECRET_KEY" });
    expect(bad.fix).toMatch(/dash\.cloudflare\.com/);
  });
});
