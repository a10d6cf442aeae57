import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { OAuth2Server } from "oauth2-mock-server";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { formatDoctor, runDoctor } from "@/lib/server/doctor";
import { checkAi } from "@/lib/server/doctor/ai";
import { checkAppUrl } from "@/lib/server/doctor/app-url";
import { checkBilling, WEBHOOK_EVENTS } from "@/lib/server/doctor/billing";
import type { CheckResult } from "@/lib/server/doctor/check";
import { checkDatabase } from "@/lib/server/doctor/database";
import { checkGoogle } from "@/lib/server/doctor/google";
import { checkMail } from "@/lib/server/doctor/mail";
import { forgetEnv, getEnv, loadEnv, type Env } from "@/lib/server/env";
import { postgresAdminUrl, postgresUnavailableReason } from "@/test/databases";
import { OpenAIStandIn } from "@/test/openai-standin";
import { StripeStandIn } from "@/test/stripe-standin";

// `npm run doctor` against the stand-ins of each provider, which speak the real protocols on loopback: each service
// configured well passes, each usual mistake fails with its own line and fix, and no secret is printed whole.

const OPENAI_KEY = "sk-proj-standin-0123456789abcdefWXYZ";
const STRIPE_KEY = "sk_test_51standin0123456789abcdKEY1";
const RESEND_KEY = "re_standin_0123456789_RSND";
const WEBHOOK_SECRET = "whsec_standin0123456789";
const PUBLIC_URL = "https://launchlens.example";
const SECRETS = [OPENAI_KEY, STRIPE_KEY, RESEND_KEY, WEBHOOK_SECRET, "google-client-secret"];

const postgresReason = await postgresUnavailableReason();
const openai = new OpenAIStandIn();
const stripe = new StripeStandIn();
const google = new OAuth2Server();
let openaiBase: string;
let stripeBase: string;
let googleIssuer: string;

/** Resend's GET /domains, as its API answers it: the account's domains with their status; 401 for another key. */
const resendDomains: { id: string; name: string; status: string }[] = [];
let resendServer: Server;
let resendBase: string;

beforeAll(async () => {
  openaiBase = await openai.start();
  openai.acceptedKey = OPENAI_KEY;
  stripeBase = await stripe.start();
  stripe.acceptedKey = STRIPE_KEY;
  resendServer = createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    if (request.headers.authorization !== `Bearer ${RESEND_KEY}`) {
      response
        .writeHead(401)
        .end(JSON.stringify({ statusCode: 401, name: "invalid_api_key", message: "API key is invalid" }));
    } else if (request.method === "GET" && request.url?.startsWith("/domains")) {
      const data = resendDomains.map((domain) => ({
        ...domain,
        created_at: "2026-11-01T00:00:00.000Z",
        region: "us-east-1",
        capabilities: { sending: "enabled", receiving: "disabled" },
      }));
      response.writeHead(200).end(JSON.stringify({ object: "list", has_more: false, data }));
    } else {
      response.writeHead(404).end(JSON.stringify({ statusCode: 404, name: "not_found", message: "Not found" }));
    }
  });
  await new Promise<void>((resolve) => resendServer.listen(0, "127.0.0.1", resolve));
  resendBase = `http://127.0.0.1:${(resendServer.address() as AddressInfo).port}`;
  await google.issuer.keys.generate("RS256");
  await google.start(0, "127.0.0.1");
  googleIssuer = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  google.issuer.url = googleIssuer;
});

afterAll(async () => {
  await Promise.all([
    openai.stop(),
    stripe.stop(),
    google.stop(),
    new Promise<void>((resolve) => resendServer.close(() => resolve())),
  ]);
});

/** Every service configured, and correctly so, on the stand-ins. */
const good = (): Record<string, string> => ({
  NODE_ENV: "production",
  AUTH_SECRET: "doctor-test-secret-0123456789-0123456789",
  APP_URL: PUBLIC_URL,
  PGLITE_DIR: "memory",
  DATABASE_URL: "",
  OPENAI_API_KEY: OPENAI_KEY,
  OPENAI_BASE_URL: openaiBase,
  AI_MODEL: "gpt-4.1-mini",
  RESEND_API_KEY: RESEND_KEY,
  RESEND_BASE_URL: resendBase,
  EMAIL_FROM: "LaunchLens <hello@launchlens.example>",
  STRIPE_SECRET_KEY: STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: "price_monthly",
  STRIPE_PRICE_YEARLY: "price_yearly",
  STRIPE_API_BASE: stripeBase,
  GOOGLE_CLIENT_ID: "doctor-client.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "google-client-secret",
  GOOGLE_ISSUER: googleIssuer,
});

const saved = { ...process.env };
/** The configuration as the app reads it (getModel() included: the AI check goes through the app's own factory). */
function configure(vars: Record<string, string | undefined>): Env {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  forgetEnv();
  return getEnv();
}
afterEach(() => {
  process.env = { ...saved };
  forgetEnv();
  openai.reset();
});

function setUpAccounts() {
  resendDomains.splice(0, resendDomains.length, { id: "d_1", name: "launchlens.example", status: "verified" });
  const price = (interval: "month" | "year", amount: number) => ({
    active: true,
    currency: "usd",
    unit_amount: amount,
    livemode: false,
    recurring: { interval, interval_count: 1 } as never,
  });
  stripe.prices.clear();
  stripe.prices.set("price_monthly", price("month", 600));
  stripe.prices.set("price_yearly", price("year", 6000));
  stripe.webhookEndpoints.splice(0, stripe.webhookEndpoints.length, {
    id: "we_1",
    object: "webhook_endpoint",
    url: `${PUBLIC_URL}/api/billing/webhook`,
    status: "enabled",
    livemode: false,
    enabled_events: [...WEBHOOK_EVENTS] as never,
  });
}

/** The probe answers; each report schema's probe is cut off after its few tokens, as a real model's is. */
const answerOk = () => {
  openai.reply({ kind: "content", content: '{"ok":true}' });
  openai.fallback = { kind: "content", content: '{"title": "Sh', ending: "length" };
};
const formatName = (request: Record<string, unknown>) =>
  String((request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name);
const failed = (results: CheckResult[]) => results.filter((result) => !result.ok);
const expectNoSecret = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

describe("npm run doctor against the providers' stand-ins", () => {
  it("passes every line when each service is configured well, without printing a secret", async () => {
    setUpAccounts();
    answerOk();
    const results = await runDoctor(configure(good()), process.env);
    expect(failed(results)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual([
      "APP_URL",
      "database",
      "AI",
      "e-mail",
      "stripe key",
      "stripe prices",
      "stripe webhook",
      "Google sign-in",
      "free try",
    ]);
    const report = formatDoctor(results);
    expect(report).toMatch(
      /^✓ AI: the server at .*, key sk-proj-…WXYZ: model gpt-4.1-mini present, a strict structured call/m,
    );
    expect(report).toContain("✓ e-mail: Resend, key re_…RSND: sending domain launchlens.example verified");
    expect(report).toContain("✓ stripe key: Stripe accepts the test-mode key sk_test_…KEY1");
    expect(report).toContain("✓ stripe prices: price_monthly 6.00 USD/month, price_yearly 60.00 USD/year");
    expect(report).toContain(
      `✓ stripe webhook: signing secret whsec_…6789; endpoint ${PUBLIC_URL}/api/billing/webhook enabled`,
    );
    expect(report).toContain(`✓ Google sign-in: issuer ${googleIssuer} answers`);
    expect(report).toMatch(/All 9 checks passed\.$/);
    expectNoSecret(report);
    // The probe was strict structured output, closed and fully required, with a small output cap.
    const request = openai.requests.find((each) => formatName(each) === "doctor_probe")!;
    expect(request).toMatchObject({
      response_format: {
        type: "json_schema",
        json_schema: {
          strict: true,
          schema: { type: "object", required: ["ok"], additionalProperties: false },
        },
      },
      max_tokens: 512,
    });
    // Then each report's own schema, strict and cut off at once: the provider took every one.
    const probes = openai.requests.filter((each) => formatName(each) !== "doctor_probe");
    expect(probes.map(formatName)).toEqual(["pain_point_report", "marketing_strategy", "idea_validation"]);
    for (const probe of probes)
      expect(probe).toMatchObject({ response_format: { json_schema: { strict: true } }, max_tokens: 16 });
    expect(report).toContain("and the reports' schemas accepted");
  });

  it("asks the Responses API when that is the API in use", async () => {
    openai.reply({ kind: "response", content: '{"ok":true}' });
    const result = await checkAi(configure({ ...good(), OPENAI_API: "responses" }));
    expect(result).toMatchObject({ ok: true });
    expect(result.line).toContain("on the Responses API answered");
    expect(openai.requests.at(-1)).toMatchObject({ text: { format: { type: "json_schema", strict: true } } });
  });

  it("a wrong AI key, a missing model, a refused call and a server that is down each fail with their fix", async () => {
    const wrongKey = await checkAi(configure({ ...good(), OPENAI_API_KEY: "sk-proj-wrong-key-000000000000abcd" }));
    expect(wrongKey).toMatchObject({ ok: false, fix: expect.stringContaining("OPENAI_API_KEY") });
    expect(wrongKey.line).toMatch(/refused the key sk-proj-…abcd \(401 invalid_api_key\)/);

    const missing = await checkAi(configure({ ...good(), AI_MODEL: "llama3.2:3b" }));
    expect(missing).toMatchObject({ ok: false, fix: expect.stringContaining("ollama pull llama3.2:3b") });
    expect(missing.line).toContain("has no model llama3.2:3b");

    openai.reply({ kind: "status", status: 400, message: "Invalid schema for response_format 'doctor_probe'" });
    const refused = await checkAi(configure(good()));
    expect(refused).toMatchObject({ ok: false, fix: expect.stringContaining("strict JSON schemas") });
    expect(refused.line).toContain("Invalid schema for response_format");

    // A server that takes the small schema but not a report's: JSON mode is the way out.
    answerOk();
    openai.respond = (request) =>
      formatName(request) === "idea_validation"
        ? { kind: "status", status: 400, message: "Invalid schema for response_format 'idea_validation': too deep" }
        : undefined;
    const refusedReport = await checkAi(configure(good()));
    openai.respond = undefined;
    expect(refusedReport).toMatchObject({ ok: false, fix: expect.stringContaining("AI_STRUCTURED_OUTPUT=json") });
    expect(refusedReport.line).toContain("refused the idea_validation schema the reports send (400:");

    const down = await checkAi(configure({ ...good(), OPENAI_BASE_URL: "http://127.0.0.1:3309/v1" }));
    expect(down).toMatchObject({ ok: false, fix: expect.stringContaining("ollama serve") });
    for (const result of [wrongKey, missing, refused, down]) expectNoSecret(`${result.line} ${result.fix}`);
  });

  it("Resend: a wrong key, a domain not verified and a domain not in the account each fail with their fix", async () => {
    setUpAccounts();
    const wrongKey = await checkMail(loadEnv({ ...good(), RESEND_API_KEY: "re_wrong_key_00000000_abcd" }));
    expect(wrongKey).toMatchObject({ ok: false, fix: expect.stringContaining("resend.com/api-keys") });
    expect(wrongKey.line).toContain("Resend refused the key re_…abcd (401 invalid_api_key");

    resendDomains[0]!.status = "pending";
    const pending = await checkMail(loadEnv(good()));
    expect(pending).toMatchObject({ ok: false, fix: expect.stringContaining("DNS records") });
    expect(pending.line).toContain("launchlens.example is pending, not verified");

    const down = await checkMail(loadEnv({ ...good(), RESEND_BASE_URL: "http://127.0.0.1:3309" }));
    expect(down).toMatchObject({ ok: false, fix: expect.stringContaining("connection to http://127.0.0.1:3309") });
    expect(down.line).toMatch(/^Resend does not answer/);

    const elsewhere = await checkMail(loadEnv({ ...good(), EMAIL_FROM: "hello@other.example" }));
    expect(elsewhere).toMatchObject({ ok: false, fix: expect.stringContaining("add other.example") });
    expect(elsewhere.line).toContain("other.example is not in this Resend account (it has launchlens.example)");
  });

  it("Stripe: a test key with live prices, a refused key, a bad price, a bad secret and no endpoint each fail", async () => {
    setUpAccounts();
    for (const id of ["price_monthly", "price_yearly"]) stripe.prices.get(id)!.livemode = true;
    const [key, prices, webhook] = await checkBilling(loadEnv(good()));
    expect(key).toMatchObject({ ok: true });
    expect(prices).toMatchObject({
      ok: false,
      fix: expect.stringContaining("use price ids from test mode, or a live-mode key"),
    });
    expect(prices!.line).toContain("a similar object exists in live mode, but a test mode key was used");
    expect(webhook).toMatchObject({ ok: true });

    const refused = await checkBilling(loadEnv({ ...good(), STRIPE_SECRET_KEY: "sk_test_wrong000000000000abcd" }));
    expect(refused).toEqual([expect.objectContaining({ ok: false, name: "stripe key" })]);
    expect(refused[0]!.line).toContain("Stripe refused the key sk_test_…abcd");
    expectNoSecret(refused[0]!.line);

    const publishable = await checkBilling(loadEnv({ ...good(), STRIPE_SECRET_KEY: "pk_test_000000000000abcd" }));
    expect(publishable[0]!.line).toContain("is not a secret key but a publishable one");

    setUpAccounts();
    stripe.prices.get("price_yearly")!.active = false;
    stripe.prices.set("price_monthly", { ...stripe.prices.get("price_monthly")!, recurring: null });
    const [, bad] = await checkBilling(loadEnv(good()));
    expect(bad!.line).toBe(
      "STRIPE_PRICE_MONTHLY price_monthly is one-off, not recurring; STRIPE_PRICE_YEARLY price_yearly is archived (inactive)",
    );

    setUpAccounts();
    stripe.webhookEndpoints[0]!.url = "https://old.example/api/billing/webhook";
    const [, , noEndpoint] = await checkBilling(loadEnv({ ...good(), STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }));
    expect(noEndpoint).toMatchObject({ ok: false, fix: expect.stringContaining(`${PUBLIC_URL}/api/billing/webhook`) });

    const [, , notWhsec] = await checkBilling(loadEnv({ ...good(), STRIPE_WEBHOOK_SECRET: "we_123456789012345678" }));
    expect(notWhsec).toMatchObject({ ok: false, fix: expect.stringContaining("Signing secret") });
  });

  it("Google: the issuer must be the one its discovery document names", async () => {
    expect(await checkGoogle(loadEnv(good()))).toMatchObject({ ok: true });
    const elsewhere = await checkGoogle(loadEnv({ ...good(), GOOGLE_ISSUER: `${googleIssuer}/tenant` }));
    expect(elsewhere).toMatchObject({ ok: false, fix: expect.stringContaining("unset GOOGLE_ISSUER") });
    expect(elsewhere.line).toContain("without an OpenID configuration");

    google.issuer.url = "https://accounts.example";
    try {
      const renamed = await checkGoogle(loadEnv(good()));
      expect(renamed.line).toContain(`the issuer ${googleIssuer} calls itself https://accounts.example`);
    } finally {
      google.issuer.url = googleIssuer;
    }
  });

  it("APP_URL: https and an origin alone in production, plain http for a local address in development only", () => {
    const appUrl = (vars: Record<string, string>) => checkAppUrl(loadEnv({ ...good(), ...vars }), vars);
    expect(appUrl({ APP_URL: PUBLIC_URL })).toMatchObject({ ok: true });
    expect(appUrl({ APP_URL: "http://launchlens.example" })).toMatchObject({
      ok: false,
      fix: expect.stringContaining("APP_URL=https://your-domain.com"),
    });
    expect(appUrl({ APP_URL: `${PUBLIC_URL}/app` })).toMatchObject({
      ok: false,
      fix: `set APP_URL to the origin alone: ${PUBLIC_URL}`,
    });
    expect(appUrl({ NODE_ENV: "development", APP_URL: "http://localhost:3000" })).toMatchObject({ ok: true });
    expect(appUrl({ NODE_ENV: "development", APP_URL: "http://launchlens.example" })).toMatchObject({ ok: false });
  });
});

describe("the database line", () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "doctor-pglite-"));
    folders.push(dir);
    return dir;
  };
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const pglite = (dir: string) => checkDatabase(loadEnv({ PGLITE_DIR: dir }));

  it("PGlite: a folder not made yet is fine, an unmigrated one fails, a migrated one passes", async () => {
    expect(await pglite(path.join(folder(), "new"))).toMatchObject({ ok: true, standIn: "PGlite (embedded database)" });

    const bare = folder();
    await (await PGlite.create(bare)).close();
    expect(await pglite(bare)).toMatchObject({ ok: false, fix: expect.stringContaining("npm run db:migrate") });

    const migrated = folder();
    await (await openDatabase({ pgliteDir: migrated })).close();
    const line = await pglite(migrated);
    expect(line).toMatchObject({ ok: true });
    expect(line.line).toMatch(/: reachable, all \d+ migrations applied$/);

    // A server holds it: a PGlite folder takes one process at a time, so the doctor leaves it alone.
    const held = await openDatabase({ pgliteDir: migrated });
    try {
      expect((await pglite(migrated)).line).toContain("held by a running server");
    } finally {
      await held.close();
    }
  });

  it.skipIf(postgresReason)("PostgreSQL: unreachable, missing, unmigrated and migrated databases", async () => {
    const unreachable = await checkDatabase(loadEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:3309/x" }));
    expect(unreachable).toMatchObject({ ok: false, fix: expect.stringContaining("start PostgreSQL") });

    const name = `launchlens_doctor_${process.pid}`;
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    const missing = await checkDatabase(loadEnv({ DATABASE_URL: url.toString() }));
    expect(missing).toMatchObject({ ok: false, fix: expect.stringContaining("create the database") });

    const admin = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    try {
      const bare = await checkDatabase(loadEnv({ DATABASE_URL: url.toString() }));
      expect(bare).toMatchObject({ ok: false, fix: expect.stringContaining("npm run db:migrate") });
      await (await openDatabase({ url: url.toString() })).close();
      const migrated = await checkDatabase(loadEnv({ DATABASE_URL: url.toString() }));
      expect(migrated).toMatchObject({ ok: true });
      expect(migrated.line).toContain(`PostgreSQL postgres@${url.host}/${name}: reachable, all`);
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    }
  });
});

describe("the npm run doctor command", () => {
  /**
   * The command as an operator runs it, with none of the test run's own variables (NODE_ENV=development is what an
   * unset NODE_ENV means to lib/server/env.ts).
   */
  const doctor = (vars: Record<string, string>) => {
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: "development",
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      ...vars,
    };
    return spawnSync("npm", ["run", "--silent", "doctor"], {
      cwd: process.cwd(),
      env,
      encoding: "utf8",
      timeout: 90_000,
    });
  };

  it("on the embedded defaults passes and names the stand-ins in use", { timeout: 100_000 }, () => {
    const run = doctor({ PGLITE_DIR: path.join(os.tmpdir(), `doctor-fresh-${process.pid}`) });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("✓ database: PGlite at");
    expect(run.stdout).toContain("not created yet; the server creates and migrates it when it starts");
    expect(run.stdout).toContain(
      "Embedded stand-ins in use: PGlite (embedded database), the offline demo model, the local outbox, local billing.",
    );
    expect(run.stdout).toMatch(/All 7 checks passed\.\n$/);
  });

  it("exits 1 with a line per broken service", { timeout: 100_000 }, () => {
    const run = doctor({
      PGLITE_DIR: "memory",
      OPENAI_API_KEY: OPENAI_KEY,
      OPENAI_BASE_URL: "http://127.0.0.1:3309/v1",
      STRIPE_SECRET_KEY: "pk_test_0000000000000000",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: "price_monthly",
      STRIPE_PRICE_YEARLY: "price_yearly",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^✗ AI: the server at http:\/\/127\.0\.0\.1:3309\/v1 does not answer .*Fix: start the server/m,
    );
    expect(run.stdout).toMatch(
      /^✗ stripe key: STRIPE_SECRET_KEY \(pk_test_…0000\) is not a secret key but a publishable one\. Fix: copy the secret key/m,
    );
    expect(run.stdout).toContain("2 of 7 checks failed.");
    expectNoSecret(run.stdout);
  });
});
