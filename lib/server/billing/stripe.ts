import "server-only";
import Stripe from "stripe";
import { getEnv, type Env } from "@/lib/server/env";

let client: Stripe | undefined;

/** The Stripe client; STRIPE_API_BASE points it at a local stand-in in tests. */
export function getStripe(): Stripe {
  client ??= stripeFor(getEnv());
  return client;
}

/** A Stripe client for this configuration (the app's own settings, `options` on top: the doctor retries nothing). */
export function stripeFor(env: Env, options: Stripe.StripeConfig = {}): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("Stripe is not configured (STRIPE_SECRET_KEY is unset)");
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? // STRIPE_API_BASE is an http(s) URL (lib/server/env.ts checks it).
        { host: base.hostname, port: Number(base.port), protocol: base.protocol === "http:" ? "http" : "https" }
      : {}),
    ...options,
  });
}
