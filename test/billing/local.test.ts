import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as user } from "@/app/api/auth/user/route";
import { POST as cancel } from "@/app/api/billing/cancel/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { POST as portal } from "@/app/api/billing/portal/route";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { TestClient } from "@/test/api";
import { signUp } from "@/test/auth/helpers";

describe("local billing (no Stripe key)", () => {
  it("starts the 7-day trial at once and goes back to choose-plan", async () => {
    const { client, email } = await signUp();
    const response = await client.call(checkout, "/api/billing/checkout?interval=year");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/auth/choose-plan?checkout=success");

    const [stored] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect(stored).toMatchObject({ subscription: "basic", subscriptionStatus: "trialing", stripeSubscriptionId: null });
    const days = (stored!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await client.call(user, "/api/auth/user")).body).toMatchObject({
      subscription: "basic",
      subscription_status: "trialing",
      has_access: true,
    });
  });

  it("Manage Subscription opens the app's own subscription page, where the trial can be cancelled", async () => {
    const { client, email } = await signUp();
    await client.call(checkout, "/api/billing/checkout?interval=month");
    expect((await client.call(portal, "/api/billing/portal", { method: "POST" })).body).toEqual({ url: "/app/billing" });

    const cancelled = await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    expect(cancelled).toMatchObject({ status: 200, body: { message: "Your trial has been cancelled." } });
    const [stored] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect(stored).toMatchObject({ subscription: null, subscriptionStatus: "canceled" });
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(false);
  });

  it("does not start a trial from a link on another site", async () => {
    const { client, email } = await signUp();
    const response = await client.call(checkout, "/api/billing/checkout?interval=month", { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.headers.get("location")).toMatch(/\/auth\/choose-plan$/);
    const [stored] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect(stored!.subscription).toBeNull();
  });

  it("needs a session to cancel, from our own site", async () => {
    expect((await new TestClient().call(cancel, "/api/billing/cancel", { method: "POST" })).status).toBe(401);
    const { client } = await signUp();
    const crossSite = await client.call(cancel, "/api/billing/cancel", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });
});
