import "server-only";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { keysOf } from "@/lib/core/objects";

/**
 * Every environment variable LaunchLens reads, parsed once. Each outside service has a real implementation, chosen
 * when its variables are set, and an embedded default for a fresh clone (see docs/ARCHITECTURE.md).
 */

// An empty value in a .env file means "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === "" || value === undefined ? fallback : value), schema);

const positiveInt = z.coerce.number().int().positive();
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const hostName = z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name such as my-app.vercel.app");

const schema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
  APP_URL: optional(httpUrl),

  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })),
  DATABASE_POOL_MAX: optional(z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100")),
  DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(0, "must be 0 (no limit) or more milliseconds")),
  DATABASE_IDLE_TIMEOUT_S: optional(z.coerce.number().int().min(0, "must be 0 (keep) or more seconds")),
  PGLITE_DIR: withDefault(z.string(), ".data/pglite"),

  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER: optional(httpUrl),

  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(httpUrl),
  AI_MODEL: withDefault(z.string().min(1), "gpt-4.1-mini"),
  AI_TIMEOUT_MS: withDefault(positiveInt, 120_000),
  AI_DAILY_QUOTA: withDefault(positiveInt, 50),
  /** Optional: the tokens (input and output) one founder's reports and answers may use per UTC day. */
  AI_DAILY_TOKENS: optional(positiveInt),
  /** Questions a user may ask about their reports per UTC day ("Ask the report"). */
  CHAT_DAILY_QUOTA: withDefault(positiveInt, 100),
  AI_MAX_OUTPUT_TOKENS: optional(positiveInt),
  /**
   * How structured answers are asked for: `strict` (a schema inside OpenAI's strict subset; OpenAI, Ollama run locally,
   * vLLM, LM Studio) or `json` (JSON mode, the schema in the instructions, our check and one repair; for a server
   * that does not enforce schemas). See lib/ai/structured-output.ts.
   */
  AI_STRUCTURED_OUTPUT: optional(z.enum(["strict", "json"])),
  /** 1: the model reasons before it answers (its budget gets room for that); unset: told by OpenAI's model names. */
  AI_REASONING: optional(z.enum(["0", "1"])),
  /** `npm run usage`'s prices, `model=input/cached/output` per million tokens (lib/core/usage-cost.ts). */
  AI_PRICES: optional(z.string()),
  /** Which OpenAI API to speak (unset: the Responses API for OpenAI, chat completions for OPENAI_BASE_URL servers). */
  OPENAI_API: optional(z.enum(["responses", "chat"])),
  /** 1: the idea validation may search the web through the Responses API's own tool (sources come from the provider). */
  AI_WEB_SEARCH: optional(z.enum(["0", "1"])),
  /** Independent scoring calls per idea validation (unset: 3 with a real model, 1 with the demo model). */
  AI_SCORE_SAMPLES: optional(z.coerce.number().int().min(1, "must be 1 to 7").max(7, "must be 1 to 7")),
  /** The demo model's pause between streamed pieces, so a report builds up on screen as with a real model; tests: 0. */
  AI_DEMO_STREAM_MS: withDefault(
    z.coerce.number().int().min(0, "must be 0 or more milliseconds").max(1_000, "must be at most 1,000 milliseconds"),
    12,
  ),

  /** Free tries (one idea validation before sign-up) all visitors together may run per UTC day. 0 turns them off. */
  FREE_TRIES_PER_DAY: withDefault(z.coerce.number().int().min(0, "must be 0 (off) or more tries a day"), 200),
  /**
   * Cloudflare Turnstile on the free try and the pitch pages' sign-up form: both keys, or neither (they then rely on
   * their other limits alone). The site key is read by the browser's bundle at build and by the server at run time.
   */
  TURNSTILE_SECRET_KEY: optional(z.string()),
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: optional(z.string()),
  /** Where Turnstile tokens are verified (a stand-in in the tests); unset: Cloudflare's siteverify. */
  TURNSTILE_VERIFY_URL: optional(httpUrl),

  RESEND_API_KEY: optional(z.string()),
  RESEND_BASE_URL: optional(httpUrl),
  EMAIL_FROM: withDefault(z.string().min(3), "LaunchLens <no-reply@launchlens.app>"),
  MAIL_MODE: optional(z.enum(["local", "resend"])),
  /** In production the local outbox publishes every code and link; it opens only when this says so too. */
  LOCAL_OUTBOX_PUBLIC: optional(z.enum(["0", "1"])),
  /** In production, local billing's clock (POST /api/dev/billing/end-period, for the journeys) opens only when this says so. */
  LOCAL_BILLING_CLOCK: optional(z.enum(["0", "1"])),

  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_PRICE_MONTHLY: optional(z.string()),
  STRIPE_PRICE_YEARLY: optional(z.string()),
  STRIPE_PAYMENT_LINK_MONTHLY: optional(httpUrl),
  STRIPE_PAYMENT_LINK_YEARLY: optional(httpUrl),
  STRIPE_PORTAL_LINK: optional(httpUrl),
  STRIPE_API_BASE: optional(httpUrl),

  // Set by Vercel-style hosts (host names without a scheme): the deployment's own URLs are our origins too.
  VERCEL_URL: optional(hostName),
  VERCEL_ENV: optional(z.enum(["production", "preview", "development"])),
  VERCEL_BRANCH_URL: optional(hostName),
  VERCEL_PROJECT_PRODUCTION_URL: optional(hostName),
  /**
   * Which forwarding headers name the client (Express's `trust proxy`): 0 none, the TCP peer as server.mjs saw it; N
   * the N-th X-Forwarded-For entry from the right (N proxies of ours in front); `vercel` the platform's own header.
   * Unset: `vercel` when VERCEL=1 (which Vercel sets), else 0. See lib/server/http/client-address.ts.
   */
  TRUST_PROXY: optional(
    z.union(
      [
        z.literal("vercel"),
        z.coerce
          .number({ error: "must be 0, a number of proxies (1-10) or vercel" })
          .int("must be 0, a number of proxies (1-10) or vercel")
          .min(0, "must be 0, a number of proxies (1-10) or vercel")
          .max(10, "must be 0, a number of proxies (1-10) or vercel"),
      ],
      { error: "must be 0, a number of proxies (1-10) or vercel" },
    ),
  ),
  /**
   * The secret of `GET /api/cron/reminders` (Vercel Cron's convention: sent as `Authorization: Bearer <CRON_SECRET>`).
   * Unset: that call is a 404 and the reminders go out from the in-process maintenance only.
   */
  CRON_SECRET: optional(z.string().min(16, "must be at least 16 characters (e.g. `openssl rand -hex 32`)")),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  // Read by server.mjs; checked here so that a typo stops the start with a clear message.
  SHUTDOWN_GRACE_MS: optional(positiveInt),
});

type ParsedEnv = z.infer<typeof schema>;
export type Env = Omit<ParsedEnv, "AUTH_SECRET" | "APP_URL" | "TRUST_PROXY"> & {
  AUTH_SECRET: string;
  APP_URL: string;
  /** Resolved: the platform's default applied. */
  TRUST_PROXY: TrustProxy;
};
export type TrustProxy = number | "vercel";

const LOCAL_APP_URL = "http://localhost:3000";

/**
 * The public address: APP_URL when set; on a Vercel-style host without it, the host's own URL for this deployment
 * (the production domain in production, the branch URL of a preview); else the local development address.
 */
export function resolveAppUrl(
  env: Pick<ParsedEnv, "APP_URL" | "VERCEL_ENV" | "VERCEL_URL" | "VERCEL_BRANCH_URL" | "VERCEL_PROJECT_PRODUCTION_URL">,
): string {
  if (env.APP_URL) return env.APP_URL;
  const host =
    env.VERCEL_ENV === "production"
      ? (env.VERCEL_PROJECT_PRODUCTION_URL ?? env.VERCEL_URL)
      : (env.VERCEL_BRANCH_URL ?? env.VERCEL_URL);
  return host ? `https://${host}` : LOCAL_APP_URL;
}

// Outside production a fixed secret keeps `npm run dev` working with no setup; production must set its own.
const DEVELOPMENT_AUTH_SECRET = "launchlens-development-secret-do-not-use-in-production";

/** The names of every variable LaunchLens reads. */
export const envVariableNames: (keyof Env)[] = keysOf(schema.shape);

export interface LoadEnvOptions {
  /** During `next build` only what the prerendered pages need is checked; the rest is checked at start-up. */
  building?: boolean;
  /** Whether the PGlite folder could be written; replaceable so the rule can be tested without a read-only disk. */
  canWrite?: (dir: string) => boolean;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `LaunchLens cannot start: invalid configuration.\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
        "See .env.example for every variable.",
    );
    this.name = "EnvError";
  }
}

/** Parses and cross-checks the variables; throws an EnvError naming every bad or missing one. */
export function loadEnv(source: Record<string, string | undefined> = process.env, options: LoadEnvOptions = {}): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = parsed.data;
  const appUrl = resolveAppUrl(env);
  const problems = options.building ? buildProblems(env, appUrl) : crossCheck(env, options.canWrite ?? isWritable);
  if (problems.length > 0) throw new EnvError(problems);
  return {
    ...env,
    APP_URL: appUrl,
    AUTH_SECRET: env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    // VERCEL=1 is the platform's own marker on every deployment (not one of our settings).
    TRUST_PROXY: env.TRUST_PROXY ?? (source.VERCEL === "1" ? "vercel" : 0),
  };
}

/**
 * A production build fixes the canonical links, og:url and the sitemap into its prerendered pages: it must not fall
 * back to localhost silently. Setting APP_URL to a local address on purpose (a local trial of the build) is allowed.
 */
function buildProblems(env: ParsedEnv, appUrl: string): string[] {
  if (env.NODE_ENV !== "production" || env.APP_URL || appUrl !== LOCAL_APP_URL) return [];
  return [
    "APP_URL: required for a production build. Canonical links, og:url and the sitemap are fixed at build time and would " +
      "point at http://localhost:3000. Set APP_URL to the public address (or APP_URL=http://localhost:3000 for a local trial).",
  ];
}

function crossCheck(env: ParsedEnv, canWrite: (dir: string) => boolean): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === "production";

  if (production && !env.AUTH_SECRET) {
    problems.push(
      "AUTH_SECRET: required in production (at least 32 random characters, e.g. `openssl rand -base64 32`)",
    );
  }
  if (
    production &&
    !env.DATABASE_URL &&
    !env.PGLITE_DIR.startsWith("memory") &&
    !canWrite(path.resolve(env.PGLITE_DIR))
  ) {
    problems.push(
      `DATABASE_URL: not set, so data would live in PGlite at ${path.resolve(env.PGLITE_DIR)}, ` +
        "but that folder cannot be written (a read-only disk?). Set DATABASE_URL to a PostgreSQL database.",
    );
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both for Google sign-in, or neither");
  }
  if (Boolean(env.TURNSTILE_SECRET_KEY) !== Boolean(env.NEXT_PUBLIC_TURNSTILE_SITE_KEY)) {
    problems.push(
      "TURNSTILE_SECRET_KEY and NEXT_PUBLIC_TURNSTILE_SITE_KEY: set both for Turnstile on the free try and the pitch pages, or neither",
    );
  }
  if (env.MAIL_MODE === "resend" && !env.RESEND_API_KEY) {
    problems.push("RESEND_API_KEY: required when MAIL_MODE=resend");
  }
  if (
    !env.STRIPE_SECRET_KEY &&
    (env.STRIPE_PAYMENT_LINK_MONTHLY || env.STRIPE_PAYMENT_LINK_YEARLY || env.STRIPE_PORTAL_LINK)
  ) {
    problems.push(
      "STRIPE_SECRET_KEY: required with payment or portal links, so the webhook can read the subscriptions they create",
    );
  }
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) problems.push("STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set");
    const prices = Boolean(env.STRIPE_PRICE_MONTHLY && env.STRIPE_PRICE_YEARLY);
    const links = Boolean(env.STRIPE_PAYMENT_LINK_MONTHLY && env.STRIPE_PAYMENT_LINK_YEARLY);
    if (!prices && !links) {
      problems.push(
        "STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY: required when STRIPE_SECRET_KEY is set " +
          "(or STRIPE_PAYMENT_LINK_MONTHLY and STRIPE_PAYMENT_LINK_YEARLY)",
      );
    }
  }
  return problems;
}

/** A folder is writable if it, or the nearest folder above it that exists, accepts new files. */
function isWritable(dir: string): boolean {
  let current = dir;
  while (!existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) return false;
    current = parent;
  }
  try {
    accessSync(current, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Which implementation of each outside part this configuration selects. */
export function modesOf(env: Env) {
  return {
    database: env.DATABASE_URL ? ("postgres" as const) : ("pglite" as const),
    ai: env.OPENAI_API_KEY ? ("openai" as const) : ("demo" as const),
    mail: env.MAIL_MODE ?? (env.RESEND_API_KEY ? "resend" : "local"),
    billing: env.STRIPE_SECRET_KEY ? ("stripe" as const) : ("local" as const),
    /** How Stripe checkout starts: a Checkout Session for the price ids, or the configured payment links. */
    checkout: env.STRIPE_PRICE_MONTHLY ? ("session" as const) : ("payment-link" as const),
    google: Boolean(env.GOOGLE_CLIENT_ID),
  };
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function getEnv(): Env {
  cached ??= loadEnv(process.env, { building: process.env.NEXT_PHASE === "phase-production-build" });
  return cached;
}

/** For tests that change a variable after the first read: the next getEnv() reads process.env again. */
export function forgetEnv(): void {
  cached = undefined;
}
