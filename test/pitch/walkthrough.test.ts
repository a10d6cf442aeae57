import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createExperiment } from "@/app/api/data/ideas/[id]/experiments/route";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { endLapsedLocalPlan, endLocalPeriodNow } from "@/lib/server/billing/local";
import { PITCH_PLAN_REQUIRED } from "@/lib/server/handlers/pitch";
import { EXPERIMENT_HAS_PAGE } from "@/lib/server/measured/pitch/pages";
import { stepPrice } from "@/lib/core/measured/pitch/draft";
import { isPitchStep } from "@/lib/core/measured/pitch/eligible";
import { subscriber } from "@/test/ai/helpers";
import { emailsTo, type TestClient } from "@/test/api";
import { userByEmail } from "@/test/billing/helpers";
import { api, validated } from "@/test/experiments/helpers";
import { pageFields, pitch, signUp, visit } from "./helpers";

// Issue 44: a new founder's walk-through of pitch pages.

async function emailOf(client: TestClient) {
  const { GET: user } = await import("@/app/api/auth/user/route");
  return ((await client.call(user, "/api/auth/user")).body as { email: string }).email;
}

/** The demo validation's next step that a pitch page can run (a landing page's sign-up rate). */
function pitchStepOf(validation: Awaited<ReturnType<typeof validated>>) {
  const index = validation.next_steps.findIndex((step) => isPitchStep(step as never));
  expect(index).toBeGreaterThanOrEqual(0);
  return { index, step: validation.next_steps[index]!, item: `next_steps/${index}` };
}

async function publishedPage(client: TestClient) {
  const validation = await validated(client);
  const created = await pitch.create(client, {
    idea_id: validation.idea_id,
    fields: pageFields(),
    target_percent: 10,
    due_date: "2099-12-31",
  });
  expect(created.status, created.text).toBe(201);
  expect((await pitch.patch(client, created.body.id, { status: "live" })).status).toBe(200);
  return { validation, page: created.body };
}

describe("pitch pages without a plan", () => {
  it("drafting, creating, publishing, resuming and rewording are refused in words that name pitch pages and the plan", async () => {
    const client = await subscriber();
    const { validation, page } = await publishedPage(client);
    expect((await pitch.patch(client, page.id, { status: "paused" })).status).toBe(200);
    await (
      await getDb()
    )
      .update(users)
      .set({ subscription: null })
      .where(eq(users.email, await emailOf(client)));

    const refused = [
      await pitch.draft(client, validation.idea_id),
      await pitch.create(client, {
        idea_id: validation.idea_id,
        fields: pageFields(),
        target_percent: 10,
        due_date: "2099-12-31",
      }),
      await pitch.patch(client, page.id, { status: "live" }),
      await pitch.patch(client, page.id, { fields: pageFields({ headline: "New words" }) }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect((answer.body as { message: string }).message).toBe(PITCH_PLAN_REQUIRED);
    }
    expect(PITCH_PLAN_REQUIRED).toMatch(/pitch pages/);
    expect(PITCH_PLAN_REQUIRED).toMatch(/plan/);
    // What the founder owns stays theirs: the sign-ups, and deleting the page.
    expect((await pitch.signups(client, page.id)).status).toBe(200);
    expect((await pitch.delete(client, page.id)).status).toBe(200);
  });

  it("the plan-ended e-mail says the live pitch pages close to visitors, and what reopens them", async () => {
    const client = await subscriber();
    await publishedPage(client);
    const email = await emailOf(client);
    const db = await getDb();
    await endLocalPeriodNow(db, (await userByEmail(email))!);
    await endLapsedLocalPlan(db, (await userByEmail(email))!);
    const [ended] = (await emailsTo(email)).filter((mail) => mail.subject === "Your LaunchLens plan has ended");
    expect(ended!.text).toContain(
      "Your live pitch page is closed to visitors: it takes no sign-ups until you choose a plan again, which reopens it.",
    );
    expect(ended!.html).toContain("Your live pitch page is closed to visitors");

    // A founder without pitch pages reads nothing about them.
    const other = await subscriber();
    const otherEmail = await emailOf(other);
    await endLocalPeriodNow(db, (await userByEmail(otherEmail))!);
    await endLapsedLocalPlan(db, (await userByEmail(otherEmail))!);
    const [plain] = (await emailsTo(otherEmail)).filter((mail) => mail.subject === "Your LaunchLens plan has ended");
    expect(plain!.text).not.toMatch(/pitch page/i);
  });
});

describe("drafting from a next step", () => {
  it("the draft's price is the step's own, and no benefit is advice to the founder", async () => {
    const client = await subscriber();
    // The evidence states a price a year ($20 a month), the offer step its own: the market's is not the page's.
    const validation = await validated(client, {
      evidence: "Owner of two cafes: I would happily pay $240 a year for ordering that just works.",
    });
    const { step, item } = pitchStepOf(validation);
    const named = stepPrice(step.action);
    expect(named).toMatch(/^\$\d+ a month$/);
    expect(named).not.toBe("$20 a month");
    expect((await pitch.draft(client, validation.idea_id)).body.fields.price).toBe("$20 a month");
    const drafted = await pitch.draft(
      client,
      `${validation.idea_id}&from_report_id=${validation.id}&from_item=${encodeURIComponent(item)}`,
    );
    expect(drafted.status, drafted.text).toBe(200);
    expect(drafted.body).toMatchObject({ drafted_by: "code" });
    expect(drafted.body.fields.price).toBe(named);
    expect(drafted.body.fields.benefits).toEqual([]);

    // Another founder's report is not a source.
    const stranger = await subscriber();
    const strangers = await validated(stranger);
    const refused = await pitch.draft(
      client,
      `${validation.idea_id}&from_report_id=${strangers.id}&from_item=${encodeURIComponent(item)}`,
    );
    expect(refused.status).toBe(404);
  });
});

describe("a step already tracked as an experiment", () => {
  it("gets no second experiment: the page is refused naming it, or attached to it, and the step counts once", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const { step, item } = pitchStepOf(validation);
    const tracked = await client.call(createExperiment, `/api/data/ideas/${validation.idea_id}/experiments`, {
      method: "POST",
      params: { id: validation.idea_id },
      body: {
        hypothesis: "Cafe owners sign up for a one-page offer.",
        method: step.action,
        cost_usd: step.cost_usd,
        due_date: "2099-12-31",
        metric: step.pass_line!.metric,
        comparator: step.pass_line!.comparator,
        target: step.pass_line!.target,
        unit: step.pass_line!.unit,
        factor: step.factor,
        from_report_id: validation.id,
        from_item: item,
      },
    });
    expect(tracked.status, tracked.text).toBe(201);
    const experimentId = (tracked.body as { id: string }).id;

    const second = await pitch.create(client, {
      idea_id: validation.idea_id,
      fields: pageFields(),
      target_percent: 4,
      due_date: "2099-12-31",
      factor: step.factor,
      from_report_id: validation.id,
      from_item: item,
    });
    expect(second.status).toBe(409);
    expect((second.body as { message: string }).message).toBe(
      "This step is already tracked as the experiment “Cafe owners sign up for a one-page offer.”. Attach the pitch page to it, so the step counts once.",
    );

    const attached = await pitch.create(client, {
      idea_id: validation.idea_id,
      fields: pageFields(),
      experiment_id: experimentId,
      min_visitors: 10,
    });
    expect(attached.status, attached.text).toBe(201);
    expect(attached.body.experiment_id).toBe(experimentId);
    expect((await api.list(client, validation.idea_id)).body.data).toHaveLength(1);

    const again = await pitch.create(client, {
      idea_id: validation.idea_id,
      fields: pageFields(),
      experiment_id: experimentId,
    });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(EXPERIMENT_HAS_PAGE);
  });
});

describe("the public page after joining", () => {
  it("shows the thank-you in the form's place", async () => {
    const client = await subscriber();
    const { page } = await publishedPage(client);
    await visit(page.slug, { address: "203.0.113.40" });
    const joined = await signUp(page.slug, { address: "203.0.113.40", email: "joiner@example.com" });
    const thanked = await visit(page.slug, { address: "203.0.113.40", query: new URL(joined.location!).search });
    expect(thanked.text).toContain('id="email" role="status">Thank you: you are on the list.</p>');
    expect(thanked.text).not.toContain("<form");
    expect((await visit(page.slug, { address: "203.0.113.40", query: "?n=invalid" })).text).toContain("<form");
  });
});
