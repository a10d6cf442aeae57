import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { POST as cancel } from "@/app/api/billing/cancel/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { getDb } from "@/db";
import { endLapsedLocalPlan, endLocalPeriodNow } from "@/lib/server/billing/local";
import { planChangeEmails, type PlanState } from "@/lib/server/billing/plan-emails";
import { emailsTo } from "@/test/api";
import { PASSWORD, signedInAccount, userByEmail } from "./helpers";

/**
 * Issue 37: founders expect to be told when their trial starts, when they cancel, when the plan ends and when their
 * account is deleted: through the same outbox (and Resend) as every e-mail.
 */
const subjects = async (email: string) => (await emailsTo(email)).map((mail) => mail.subject);

describe("e-mails about the plan and the account", () => {
  it("the trial's start, a cancellation with its end date, the plan's end, and the deletion, each once", async () => {
    const { client, email } = await signedInAccount();
    await client.call(checkout, "/api/billing/checkout?interval=month");
    const started = (await emailsTo(email))[0]!;
    expect(started.subject).toBe("Your LaunchLens trial has started");
    const trialEnd = (await userByEmail(email))!.trialEndsAt!;
    expect(started.text).toContain(
      trialEnd.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    );
    expect(started.text).toContain("http://localhost:3000/app/dashboard");

    await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    // Asked twice, it is told once.
    await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    expect((await subjects(email)).filter((subject) => subject === "Your LaunchLens plan is cancelled")).toHaveLength(
      1,
    );

    const db = await getDb();
    await endLocalPeriodNow(db, (await userByEmail(email))!);
    await endLapsedLocalPlan(db, (await userByEmail(email))!);
    await endLapsedLocalPlan(db, (await userByEmail(email))!);
    const ended = (await emailsTo(email)).filter((mail) => mail.subject === "Your LaunchLens plan has ended");
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain("http://localhost:3000/auth/choose-plan");

    const deleted = await client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect((await emailsTo(email))[0]!.subject).toBe("Your LaunchLens account is deleted");
  });

  it("a state written again unchanged (a webhook delivered twice) owes nothing; each change owes its own", () => {
    const trialing: PlanState = {
      fullName: "Ada Founder",
      subscription: "basic",
      subscriptionStatus: "trialing",
      cancelAtPeriodEnd: false,
      trialEndsAt: new Date("2026-12-04T00:00:00Z"),
      currentPeriodEndsAt: new Date("2026-12-04T00:00:00Z"),
      stripeSubscriptionId: "sub_1",
    };
    const none: PlanState = { ...trialing, subscription: null, subscriptionStatus: null, trialEndsAt: null };
    expect(planChangeEmails(trialing, trialing)).toEqual([]);
    expect(planChangeEmails(none, trialing).map((email) => email.subject)).toEqual([
      "Your LaunchLens trial has started",
    ]);
    const cancelled = { ...trialing, cancelAtPeriodEnd: true };
    expect(planChangeEmails(trialing, cancelled).map((email) => email.subject)).toEqual([
      "Your LaunchLens plan is cancelled",
    ]);
    expect(planChangeEmails(cancelled, { ...cancelled, subscription: null, subscriptionStatus: "canceled" })).toEqual([
      expect.objectContaining({ subject: "Your LaunchLens plan has ended" }),
    ]);
    // The account holder's name as one line, and escaped in the HTML.
    const named = planChangeEmails(none, { ...trialing, fullName: "Ada <b>Founder</b>" })[0]!;
    expect(named.text).toContain("Hi Ada <b>Founder</b>,");
    expect(named.html).toContain("Hi Ada &lt;b&gt;Founder&lt;/b&gt;,");
  });
});
