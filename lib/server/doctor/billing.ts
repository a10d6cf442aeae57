import "server-only";
import Stripe from "stripe";
import { stripeFor } from "@/lib/server/billing/stripe";
import type { Env } from "@/lib/server/env";
import { CHECK_TIMEOUT_MS, fail, masked, pass, reasonOf, type CheckResult } from "./check";

/** The events the webhook acts on (lib/server/billing/sync.ts), which the endpoint must send. */
export const WEBHOOK_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
];
export const WEBHOOK_PATH = "/api/billing/webhook";
const DASHBOARD = "https://dashboard.stripe.com";

type Mode = "live" | "test";
const modeOf = (key: string): Mode | undefined => {
  const mode = /^(?:sk|rk)_(live|test)_/.exec(key)?.[1];
  return mode === "live" || mode === "test" ? mode : undefined;
};
const client = (env: Env) => stripeFor(env, { maxNetworkRetries: 0, timeout: CHECK_TIMEOUT_MS });
const stripeError = (error: unknown) => (error instanceof Stripe.errors.StripeError ? error : undefined);

/** Local billing, or the three Stripe lines: the key and its mode, the prices, the webhook. */
export async function checkBilling(env: Env): Promise<CheckResult[]> {
  if (!env.STRIPE_SECRET_KEY) {
    return [
      pass(
        "billing",
        "local billing: the 7-day trial starts at once and no payment is taken; set STRIPE_* for real billing",
        "local billing",
      ),
    ];
  }
  const key = await checkStripeKey(env);
  // With a refused key every other call fails the same way: one line says it.
  if (!key.ok) return [key];
  return [key, await checkStripePrices(env), await checkStripeWebhook(env)];
}

/** The key is a secret key, Stripe accepts it, and its mode (sk_live/sk_test) is the account's answer's livemode. */
export async function checkStripeKey(env: Env): Promise<CheckResult> {
  const name = "stripe key";
  const secret = env.STRIPE_SECRET_KEY ?? "";
  const key = masked(secret);
  const mode = modeOf(secret);
  if (!mode) {
    return fail(
      name,
      `STRIPE_SECRET_KEY (${key}) is not a secret key${secret.startsWith("pk_") ? " but a publishable one" : ""}`,
      `copy the secret key (sk_live_… or sk_test_…) from ${DASHBOARD}/apikeys`,
    );
  }
  let livemode: boolean | undefined;
  try {
    livemode = (await client(env).balance.retrieve()).livemode;
  } catch (error) {
    const known = stripeError(error);
    if (known?.type === "StripeAuthenticationError") {
      return fail(
        name,
        `Stripe refused the key ${key} (${known.message.replace(/sk_\S+/g, "…")})`,
        `copy a current secret key from ${DASHBOARD}/apikeys`,
      );
    }
    // A restricted key without the balance permission is still a key Stripe knows.
    if (known?.type !== "StripePermissionError") {
      return fail(
        name,
        `Stripe does not answer (${reasonOf(error)})`,
        "check this machine's connection to api.stripe.com",
      );
    }
  }
  if (livemode !== undefined && livemode !== (mode === "live")) {
    return fail(
      name,
      `the key ${key} says ${mode} mode but Stripe answers in ${livemode ? "live" : "test"} mode`,
      `copy the key again from ${DASHBOARD}/apikeys`,
    );
  }
  if (mode === "test" && env.VERCEL_ENV === "production") {
    return fail(
      name,
      `a test-mode key (${key}) on the production deployment: no payment is real`,
      `set the live secret key from ${DASHBOARD}/apikeys`,
    );
  }
  const note =
    mode === "test"
      ? ": test cards only, no real payment"
      : env.NODE_ENV !== "production"
        ? ": real charges, outside production"
        : "";
  return pass(name, `Stripe accepts the ${mode}-mode key ${key}${note}`);
}

/** Each configured price exists in the key's mode, is active and recurring, monthly and yearly as named. */
export async function checkStripePrices(env: Env): Promise<CheckResult> {
  const name = "stripe prices";
  const mode = modeOf(env.STRIPE_SECRET_KEY ?? "");
  const configured = [
    { variable: "STRIPE_PRICE_MONTHLY", id: env.STRIPE_PRICE_MONTHLY, interval: "month" },
    { variable: "STRIPE_PRICE_YEARLY", id: env.STRIPE_PRICE_YEARLY, interval: "year" },
  ].filter((price): price is typeof price & { id: string } => Boolean(price.id));
  if (configured.length === 0) {
    return pass(name, "payment links (STRIPE_PAYMENT_LINK_*) in use instead of prices; the links are not checked here");
  }
  const problems: string[] = [];
  const fixes = new Set<string>();
  const good: string[] = [];
  const stripe = client(env);
  for (const { variable, id, interval } of configured) {
    try {
      const price = await stripe.prices.retrieve(id);
      const wrong: string[] = [];
      if (!price.active) wrong.push("archived (inactive)");
      if (!price.recurring) wrong.push("one-off, not recurring");
      else if (price.recurring.interval !== interval || price.recurring.interval_count !== 1)
        wrong.push(`billed every ${price.recurring.interval_count} ${price.recurring.interval}, not every ${interval}`);
      if (mode && price.livemode !== (mode === "live")) wrong.push(`a ${price.livemode ? "live" : "test"}-mode price`);
      if (wrong.length) {
        problems.push(`${variable} ${id} is ${wrong.join(", ")}`);
        fixes.add(
          `set ${variable} to an active ${interval}ly recurring price of the Pro product (${DASHBOARD}${mode === "test" ? "/test" : ""}/products)`,
        );
      } else {
        const amount =
          price.unit_amount === null ? "" : ` ${(price.unit_amount / 100).toFixed(2)} ${price.currency.toUpperCase()}`;
        good.push(`${id}${amount}/${interval}`);
      }
    } catch (error) {
      const known = stripeError(error);
      if (!known) {
        problems.push(`${variable} ${id} could not be read (${reasonOf(error)})`);
        continue;
      }
      const otherMode = /similar object exists in (live|test) mode/.exec(known.message)?.[1];
      problems.push(`${variable} ${id}: ${known.message}`);
      fixes.add(
        otherMode
          ? `use price ids from ${mode} mode, or a ${otherMode}-mode key (STRIPE_SECRET_KEY) with these`
          : `copy the price id (price_…) from the Pro product at ${DASHBOARD}${mode === "test" ? "/test" : ""}/products`,
      );
    }
  }
  if (problems.length) return fail(name, problems.join("; "), [...fixes].join("; ") || "check the price ids");
  return pass(name, `${good.join(", ")}: active and recurring`);
}

/**
 * The webhook secret is a signing secret (whsec_), and when the key may list webhook endpoints, one enabled endpoint
 * points at APP_URL's webhook path with every event the app acts on. A local APP_URL cannot receive Stripe's calls:
 * `stripe listen` forwards them.
 */
export async function checkStripeWebhook(env: Env): Promise<CheckResult> {
  const name = "stripe webhook";
  const secret = env.STRIPE_WEBHOOK_SECRET ?? "";
  if (!secret.startsWith("whsec_")) {
    return fail(
      name,
      `STRIPE_WEBHOOK_SECRET (${masked(secret)}) is not a signing secret (whsec_…): every delivery would be refused`,
      `copy the endpoint's Signing secret from ${DASHBOARD}/webhooks (or what \`stripe listen\` prints)`,
    );
  }
  const target = new URL(WEBHOOK_PATH, env.APP_URL).toString();
  const local = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(new URL(env.APP_URL).hostname);
  if (local) {
    return pass(
      name,
      `signing secret ${masked(secret)}; APP_URL is local, so Stripe cannot call ${target}: forward events with \`stripe listen --forward-to ${target}\``,
    );
  }
  let endpoints: Stripe.WebhookEndpoint[];
  try {
    endpoints = (await client(env).webhookEndpoints.list({ limit: 100 })).data;
  } catch (error) {
    if (stripeError(error)?.type === "StripePermissionError") {
      return pass(
        name,
        `signing secret ${masked(secret)}; this key may not list webhook endpoints, so ${target} is not checked`,
      );
    }
    return fail(
      name,
      `the webhook endpoints could not be read (${reasonOf(error)})`,
      "check the key's permissions and try again",
    );
  }
  const addFix = `add an endpoint at ${target} in ${DASHBOARD}/webhooks for ${WEBHOOK_EVENTS.join(", ")}; put its signing secret in STRIPE_WEBHOOK_SECRET`;
  const atTarget = endpoints.filter((endpoint) => endpoint.url === target);
  const enabled = atTarget.find((endpoint) => endpoint.status === "enabled");
  if (!enabled) {
    const others = endpoints.length
      ? ` (endpoints: ${endpoints.map((e) => `${e.url} ${e.status}`).join(", ")})`
      : " (there is none)";
    return fail(
      name,
      `no enabled webhook endpoint at ${target}${atTarget.length ? " (it is disabled)" : others}`,
      atTarget.length ? `enable it in ${DASHBOARD}/webhooks` : addFix,
    );
  }
  const sent: readonly string[] = enabled.enabled_events;
  const missing = sent.includes("*") ? [] : WEBHOOK_EVENTS.filter((event) => !sent.includes(event));
  if (missing.length) {
    return fail(
      name,
      `the endpoint at ${target} does not send ${missing.join(", ")}`,
      `add those events to it in ${DASHBOARD}/webhooks`,
    );
  }
  return pass(name, `signing secret ${masked(secret)}; endpoint ${target} enabled with every event the app needs`);
}
