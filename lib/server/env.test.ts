import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvError, envVariableNames, loadEnv, modesOf } from "./env";

const writable = () => true;
const readOnly = () => false;
const SECRET = "s".repeat(32);

function problemsOf(source: Record<string, string>, canWrite = writable): string[] {
  try {
    loadEnv(source, { canWrite });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
}

describe("loadEnv", () => {
  it("runs a fresh clone on the embedded defaults", () => {
    const env = loadEnv({}, { canWrite: writable });
    expect(env).toMatchObject({
      NODE_ENV: "development",
      APP_URL: "http://localhost:3000",
      PGLITE_DIR: ".data/pglite",
      AI_TIMEOUT_MS: 120_000,
      AI_DAILY_QUOTA: 50,
    });
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(modesOf(env)).toMatchObject({
      database: "pglite",
      ai: "demo",
      mail: "local",
      billing: "local",
      google: false,
    });
  });

  it("treats empty values as unset and coerces numbers", () => {
    const env = loadEnv({ DATABASE_URL: "", AI_DAILY_QUOTA: "7" }, { canWrite: writable });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AI_DAILY_QUOTA).toBe(7);
  });

  it("selects the real services when they are configured", () => {
    const env = loadEnv(
      {
        DATABASE_URL: "postgres://u:p@db.example.com:5432/app",
        OPENAI_API_KEY: "sk-test",
        RESEND_API_KEY: "re_test",
        STRIPE_SECRET_KEY: "sk_test",
        STRIPE_WEBHOOK_SECRET: "whsec_test",
        STRIPE_PRICE_MONTHLY: "price_m",
        STRIPE_PRICE_YEARLY: "price_y",
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "secret",
      },
      { canWrite: writable },
    );
    expect(modesOf(env)).toEqual({
      database: "postgres",
      ai: "openai",
      mail: "resend",
      billing: "stripe",
      checkout: "session",
      google: true,
    });
  });

  it("names each malformed variable", () => {
    const problems = problemsOf({ APP_URL: "not a url", DATABASE_URL: "mysql://x", AI_DAILY_QUOTA: "-1" });
    expect(problems.join("\n")).toMatch(/APP_URL/);
    expect(problems.join("\n")).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(problems.join("\n")).toMatch(/AI_DAILY_QUOTA/);
  });

  it("requires AUTH_SECRET in production", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: required in production/),
    ]);
    expect(problemsOf({ NODE_ENV: "production", AUTH_SECRET: "short" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: must be at least 32 characters/),
    ]);
  });

  it("refuses production on PGlite when its folder cannot be written", () => {
    const problems = problemsOf({ NODE_ENV: "production", AUTH_SECRET: SECRET }, readOnly);
    expect(problems).toEqual([expect.stringMatching(/^DATABASE_URL: not set.*cannot be written.*Set DATABASE_URL/)]);
    expect(
      problemsOf({ NODE_ENV: "production", AUTH_SECRET: SECRET, DATABASE_URL: "postgres://h/db" }, readOnly),
    ).toEqual([]);
  });

  it("refuses half-configured services", () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: "id" })).toEqual([expect.stringMatching(/GOOGLE_CLIENT_SECRET/)]);
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk" }).join("\n")).toMatch(
      /STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_MONTHLY/,
    );
    expect(problemsOf({ MAIL_MODE: "resend" })).toEqual([expect.stringMatching(/RESEND_API_KEY/)]);
    expect(problemsOf({ STRIPE_PAYMENT_LINK_MONTHLY: "https://buy.stripe.com/x" })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: required with payment or portal links/),
    ]);
  });

  it("uses payment links for checkout when no price ids are set", () => {
    const env = loadEnv(
      {
        STRIPE_SECRET_KEY: "sk",
        STRIPE_WEBHOOK_SECRET: "whsec",
        STRIPE_PAYMENT_LINK_MONTHLY: "https://buy.stripe.com/m",
        STRIPE_PAYMENT_LINK_YEARLY: "https://buy.stripe.com/y",
      },
      { canWrite: writable },
    );
    expect(modesOf(env)).toMatchObject({ billing: "stripe", checkout: "payment-link" });
  });

  it("checks only what prerendering needs during a build", () => {
    expect(() =>
      loadEnv({ NODE_ENV: "production", APP_URL: "https://launchlens.app" }, { building: true, canWrite: readOnly }),
    ).not.toThrow();
    expect(() => loadEnv({ NODE_ENV: "production", APP_URL: "nope" }, { building: true })).toThrow(EnvError);
  });

  it("refuses a production build that would fix localhost into its canonical links, unless asked for on purpose", () => {
    expect(() => loadEnv({ NODE_ENV: "production" }, { building: true })).toThrow(
      /APP_URL: required for a production build/,
    );
    expect(loadEnv({ NODE_ENV: "production", APP_URL: "http://localhost:3000" }, { building: true }).APP_URL).toBe(
      "http://localhost:3000",
    );
    // Development builds and servers keep the local default.
    expect(loadEnv({}, { canWrite: writable }).APP_URL).toBe("http://localhost:3000");
  });

  it("falls back to the host's own URL on a Vercel-style host: the production domain, or the branch of a preview", () => {
    const vercel = {
      NODE_ENV: "production",
      VERCEL_URL: "launchlens-abc123.vercel.app",
      VERCEL_BRANCH_URL: "launchlens-git-feature.vercel.app",
      VERCEL_PROJECT_PRODUCTION_URL: "launchlens.app",
    };
    expect(loadEnv({ ...vercel, VERCEL_ENV: "production" }, { building: true }).APP_URL).toBe("https://launchlens.app");
    expect(loadEnv({ ...vercel, VERCEL_ENV: "preview" }, { building: true }).APP_URL).toBe(
      "https://launchlens-git-feature.vercel.app",
    );
    expect(
      loadEnv(
        { NODE_ENV: "production", VERCEL_ENV: "preview", VERCEL_URL: "launchlens-abc123.vercel.app" },
        { building: true },
      ).APP_URL,
    ).toBe("https://launchlens-abc123.vercel.app");
    // APP_URL, when set, always wins.
    expect(
      loadEnv({ ...vercel, VERCEL_ENV: "production", APP_URL: "https://www.launchlens.app" }, { building: true })
        .APP_URL,
    ).toBe("https://www.launchlens.app");
  });

  it("words the start-up error so an operator knows what to fix", () => {
    expect(() => loadEnv({ NODE_ENV: "production" }, { canWrite: writable })).toThrow(
      /LaunchLens cannot start: invalid configuration\.\n {2}- AUTH_SECRET/,
    );
  });
});

describe("documentation of the configuration", () => {
  const configurable = envVariableNames.filter((name) => name !== "NODE_ENV");

  it(".env.example lists every variable, each with a comment", () => {
    const lines = readFileSync(".env.example", "utf8").split("\n");
    const listed = lines.flatMap((line, index) => {
      const match = /^([A-Z0-9_]+)=/.exec(line);
      if (!match) return [];
      expect(lines[index - 1], `${match[1]} has no comment above it`).toMatch(/^# \S/);
      return [match[1]];
    });
    expect(listed.sort()).toEqual([...configurable].sort());
  });

  it("the README's configuration table names every variable", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const name of configurable) expect(readme, name).toContain(`| \`${name}\``);
  });
});
