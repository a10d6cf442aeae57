import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, modesOf } from "./env";

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
    expect(modesOf(env)).toEqual({ database: "pglite", ai: "demo", mail: "local", billing: "local", google: false });
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
    expect(modesOf(env)).toEqual({ database: "postgres", ai: "openai", mail: "resend", billing: "stripe", google: true });
  });

  it("names each malformed variable", () => {
    const problems = problemsOf({ APP_URL: "not a url", DATABASE_URL: "mysql://x", AI_DAILY_QUOTA: "-1" });
    expect(problems.join("\n")).toMatch(/APP_URL/);
    expect(problems.join("\n")).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(problems.join("\n")).toMatch(/AI_DAILY_QUOTA/);
  });

  it("requires AUTH_SECRET in production", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([expect.stringMatching(/^AUTH_SECRET: required in production/)]);
    expect(problemsOf({ NODE_ENV: "production", AUTH_SECRET: "short" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: must be at least 32 characters/),
    ]);
  });

  it("refuses production on PGlite when its folder cannot be written", () => {
    const problems = problemsOf({ NODE_ENV: "production", AUTH_SECRET: SECRET }, readOnly);
    expect(problems).toEqual([expect.stringMatching(/^DATABASE_URL: not set.*cannot be written.*Set DATABASE_URL/)]);
    expect(problemsOf({ NODE_ENV: "production", AUTH_SECRET: SECRET, DATABASE_URL: "postgres://h/db" }, readOnly)).toEqual(
      [],
    );
  });

  it("refuses half-configured services", () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: "id" })).toEqual([expect.stringMatching(/GOOGLE_CLIENT_SECRET/)]);
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk" }).join("\n")).toMatch(/STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_MONTHLY/);
    expect(problemsOf({ MAIL_MODE: "resend" })).toEqual([expect.stringMatching(/RESEND_API_KEY/)]);
  });

  it("checks only what prerendering needs during a build", () => {
    expect(() => loadEnv({ NODE_ENV: "production" }, { building: true, canWrite: readOnly })).not.toThrow();
    expect(() => loadEnv({ NODE_ENV: "production", APP_URL: "nope" }, { building: true })).toThrow(EnvError);
  });

  it("words the start-up error so an operator knows what to fix", () => {
    expect(() => loadEnv({ NODE_ENV: "production" }, { canWrite: writable })).toThrow(
      /LaunchLens cannot start: invalid configuration\.\n {2}- AUTH_SECRET/,
    );
  });
});
