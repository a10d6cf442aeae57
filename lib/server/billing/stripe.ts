import "server-only";
import Stripe from "stripe";
import { getEnv } from "@/lib/server/env";

let client: Stripe | undefined;

/** The Stripe client; STRIPE_API_BASE points it at a local stand-in in tests. */
export function getStripe(): Stripe {
  if (client) return client;
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) throw new Error("Stripe is not configured (STRIPE_SECRET_KEY is unset)");
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
  return client;
}
