import "server-only";
import type { User } from "@/db/schema";
import { getEnv, modesOf } from "@/lib/server/env";
import { getStripe } from "./stripe";
import { Conflict } from "@/lib/core/errors";

export const LOCAL_SUBSCRIPTION_PAGE = "/app/billing";

/** Where Manage Subscription opens: a Stripe portal session, the configured portal link, or our own page. */
export async function portalDestination(user: User): Promise<string> {
  const env = getEnv();
  if (modesOf(env).billing === "local") return LOCAL_SUBSCRIPTION_PAGE;
  if (env.STRIPE_PORTAL_LINK) {
    const link = new URL(env.STRIPE_PORTAL_LINK);
    link.searchParams.set("prefilled_email", user.email);
    return link.toString();
  }
  if (!user.stripeCustomerId) {
    throw new Conflict("There is no subscription to manage yet. Start your free trial first.");
  }
  const session = await getStripe().billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: new URL("/app/dashboard", env.APP_URL).toString(),
  });
  return session.url;
}
