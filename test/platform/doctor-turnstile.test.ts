import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(result.ok).toBe(true);
    expect(result.line).toMatch(/^200 a day for all visitors.*Turnstile off/);
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
