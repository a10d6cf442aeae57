import { beforeAll, describe, expect, it } from "vitest";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { POST as portal } from "@/app/api/billing/portal/route";
import { signedInAccount as signUp } from "./helpers";

beforeAll(() => {
  // Read by lib/server/env.ts on first use, which comes after this in this file. No Stripe call is made on these paths.
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_links",
    STRIPE_WEBHOOK_SECRET: "whsec_links",
    STRIPE_PAYMENT_LINK_MONTHLY: "https://buy.stripe.com/test_monthly",
    STRIPE_PAYMENT_LINK_YEARLY: "https://buy.stripe.com/test_yearly",
    STRIPE_PORTAL_LINK: "https://billing.stripe.com/p/login/test_portal",
  });
});

describe("Stripe payment links", () => {
  it.each([
    ["month", "https://buy.stripe.com/test_monthly"],
    ["year", "https://buy.stripe.com/test_yearly"],
  ])("checkout for %s redirects to the link with the e-mail and our user id", async (interval, link) => {
    const { client, email, user } = await signUp();
    const response = await client.call(checkout, `/api/billing/checkout?interval=${interval}`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(link);
    expect(location.searchParams.get("prefilled_email")).toBe(email);
    expect(location.searchParams.get("client_reference_id")).toBe(user!.id);
  });

  it("Manage Subscription opens the portal link with the e-mail filled in", async () => {
    const { client, email } = await signUp();
    const response = await client.call(portal, "/api/billing/portal", { method: "POST" });
    const url = new URL(response.body.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://billing.stripe.com/p/login/test_portal");
    expect(url.searchParams.get("prefilled_email")).toBe(email);
  });
});
