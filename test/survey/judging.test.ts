import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { experimentResults } from "@/db/schema";
import { settleBackgroundWork } from "@/lib/server/background";
import { judgeDueSurveys, judgeSurveyIfDue } from "@/lib/server/measured/survey/judge";
import { emailsTo, type TestClient } from "@/test/api";
import { api, type Experiment } from "@/test/experiments/helpers";
import { addresses, answer, BROWSER, liveSurvey, survey } from "./helpers";

/** Judging a survey's line (issue 46): from its minimum once the interval clears, a count once reached, the due date. */

const share = { kind: "share", question: 1, option: 3, comparator: ">=", target: 20 } as const;

async function ownerEmail(client: TestClient) {
  const { GET: user } = await import("@/app/api/auth/user/route");
  return ((await client.call(user, "/api/auth/user")).body as { email: string }).email;
}

type Judged = Experiment & { metric: string; result: NonNullable<Experiment["result"]> };
async function experimentOf(client: TestClient, ideaId: string, id: string | null) {
  const experiments = (await api.list(client, ideaId)).body.data as Judged[];
  return experiments.find((experiment) => experiment.id === id)!;
}

/** Respondents from distinct networks, each sending `fields(i)`. */
async function respond(slug: string, count: number, fields: (i: number) => Record<string, string>) {
  for (const [i, address] of addresses(count).entries()) {
    const sent = await answer(slug, { address, fields: fields(i) });
    expect(sent.status, sent.text).toBe(303);
  }
  await settleBackgroundWork();
}

describe("a survey's line", () => {
  it("passes a share once the interval clears at its minimum: the experiment, the verdict and the founder are told", async () => {
    const {
      client,
      validation,
      survey: live,
    } = await liveSurvey({
      line: share,
      due_date: "2099-12-31",
      min_responses: 5,
      factor: "competition",
    });
    const before = (await api.decision(client, validation.idea_id)).body;
    await respond(live.slug, 4, () => ({ q1: "3" }));
    let served = (await survey.get(client, live.id)).body;
    expect(served.reading).toEqual({ state: "too_few", answered: 4, needed: 5 });
    expect(served.judged_at).toBeNull();
    expect((await experimentOf(client, validation.idea_id, live.experiment_id)).status).toBe("planned");
    await respond(live.slug, 1, () => ({ q1: "3" }));
    served = (await survey.get(client, live.id)).body;
    expect(served.reading).toMatchObject({ state: "decided", outcome: "passed", successes: 5, answered: 5 });
    expect(served.judged_at).not.toBeNull();
    expect(served.line_measured).toContain("5 of 5");
    const experiment = await experimentOf(client, validation.idea_id, live.experiment_id);
    expect(experiment).toMatchObject({ status: "passed", result: { value: 5, denominator: 5, outcome: "passed" } });
    expect(experiment.result.notes).toContain(`/p/${live.slug} once its answers could tell`);
    expect(experiment.result.notes).not.toContain("could not tell");
    const after = (await api.decision(client, validation.idea_id)).body;
    expect(after.reasons).not.toEqual(before.reasons);
    expect(before.counts).toMatchObject({ planned: 1, passed: 0 });
    expect(after.counts).toMatchObject({ planned: 0, passed: 1 });
    // The verdict no longer rests on the grade alone: the survey's result is one of the idea's.
    expect(JSON.stringify(before.reasons)).toContain("no_results");
    expect(JSON.stringify(after.reasons)).not.toContain("no_results");
    const mails = await emailsTo(await ownerEmail(client));
    const judged = mails.filter((mail) => mail.subject.startsWith("Your survey"));
    expect(judged).toHaveLength(1);
    expect(judged[0]!.subject).toBe("Your survey passed its pass line");
    expect(judged[0]!.text).toContain("Running out of stock in a small cafe");
    // More answers judge nothing again.
    await respond(live.slug, 2, () => ({ q1: "0" }));
    expect((await api.list(client, validation.idea_id)).body.data[0]).toMatchObject({ history: [] });
    expect((await emailsTo(await ownerEmail(client))).filter((m) => m.subject.startsWith("Your survey"))).toHaveLength(
      1,
    );
  });

  it("fails a share whose interval lies wholly under the line", async () => {
    const {
      client,
      validation,
      survey: live,
    } = await liveSurvey({
      line: { ...share, target: 80 },
      due_date: "2099-12-31",
      min_responses: 5,
    });
    await respond(live.slug, 5, (i) => ({ q1: i < 1 ? "3" : "0" }));
    const experiment = await experimentOf(client, validation.idea_id, live.experiment_id);
    expect(experiment).toMatchObject({ status: "failed", result: { value: 1, denominator: 5 } });
    const [mail] = (await emailsTo(await ownerEmail(client))).filter((m) => m.subject.startsWith("Your survey"));
    expect(mail!.subject).toBe("Your survey did not pass its pass line");
  });

  it("a share stays undecided while the interval holds the line, and counts only who answered its question", async () => {
    const { client, survey: live } = await liveSurvey({
      line: { ...share, target: 50 },
      due_date: "2099-12-31",
      min_responses: 5,
    });
    await respond(live.slug, 6, (i): Record<string, string> =>
      i === 5 ? { q0: "Skipped the choice" } : { q1: i < 3 ? "3" : "1" },
    );
    const served = (await survey.get(client, live.id)).body;
    expect(served.responses).toBe(6);
    expect(served.reading).toMatchObject({ state: "undecided", successes: 3, answered: 5 });
    expect(served.judged_at).toBeNull();
  });

  it("passes and fails a median line (4 or more of 5) by the share answering on its side", async () => {
    const median = { kind: "median", question: 2, comparator: ">=", target: 4 } as const;
    const passing = await liveSurvey({ line: median, due_date: "2099-12-31", min_responses: 5 });
    await respond(passing.survey.slug, 5, (i) => ({ q2: i % 2 ? "4" : "5" }));
    const passed = await experimentOf(passing.client, passing.validation.idea_id, passing.survey.experiment_id);
    expect(passed).toMatchObject({ status: "passed", target: 50, unit: "%", result: { value: 5, denominator: 5 } });
    expect((await survey.get(passing.client, passing.survey.id)).body.tallies[2]).toMatchObject({ median: 5 });

    const failing = await liveSurvey({ line: median, due_date: "2099-12-31", min_responses: 5 });
    await respond(failing.survey.slug, 5, (i) => ({ q2: i % 2 ? "1" : "2" }));
    const failed = await experimentOf(failing.client, failing.validation.idea_id, failing.survey.experiment_id);
    expect(failed).toMatchObject({ status: "failed", result: { value: 0, denominator: 5 } });
  });

  it("passes a count line once it is reached, whatever the minimum", async () => {
    const {
      client,
      validation,
      survey: live,
    } = await liveSurvey({
      line: { kind: "count", question: 1, option: 0, target: 3 },
      due_date: "2099-12-31",
      min_responses: 15,
    });
    await respond(live.slug, 4, (i) => ({ q1: i < 2 ? "0" : "2" }));
    expect((await survey.get(client, live.id)).body).toMatchObject({
      judged_at: null,
      reading: { state: "undecided", successes: 2, answered: 4, moreNeeded: null },
    });
    await respond(live.slug, 1, () => ({ q1: "0" }));
    const experiment = await experimentOf(client, validation.idea_id, live.experiment_id);
    expect(experiment).toMatchObject({ status: "passed", unit: "respondents", result: { value: 3 } });
  });

  it("is judged when the founder lowers its minimum to what it already has", async () => {
    const { client, validation, survey: live } = await liveSurvey({ line: share, due_date: "2099-12-31" });
    await respond(live.slug, 5, () => ({ q1: "3" }));
    expect((await survey.get(client, live.id)).body.reading).toMatchObject({ state: "too_few", needed: 15 });
    const lowered = await survey.patch(client, live.id, { min_responses: 5 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.judged_at).not.toBeNull();
    expect((await experimentOf(client, validation.idea_id, live.experiment_id)).status).toBe("passed");
  });

  it("at the due date records what it can tell, once, and says when it could not tell", async () => {
    const { client, validation, survey: live } = await liveSurvey({ line: share, due_date: "2099-12-31" });
    await respond(live.slug, 3, (i) => ({ q1: i === 0 ? "3" : "1" }));
    expect((await survey.get(client, live.id)).body.reading).toEqual({ state: "too_few", answered: 3, needed: 15 });
    const db = await getDb();
    // Not due yet: nothing.
    expect(await judgeSurveyIfDue(db, live.id, "2099-12-31")).toBeNull();
    // Due: two passes at once record one result.
    const outcomes = await Promise.all([
      judgeSurveyIfDue(db, live.id, "2100-01-01"),
      judgeSurveyIfDue(db, live.id, "2100-01-01"),
    ]);
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    await judgeDueSurveys(db, "2100-01-01");
    const rows = await db
      .select()
      .from(experimentResults)
      .where(eq(experimentResults.experimentId, live.experiment_id!));
    expect(rows).toHaveLength(1);
    const experiment = await experimentOf(client, validation.idea_id, live.experiment_id);
    // 1 of 3 is 33 %, over the 20 % line as a typed result is decided; the notes say the answers could not tell.
    expect(experiment).toMatchObject({ status: "passed", result: { value: 1, denominator: 3 } });
    expect(experiment.result.notes).toContain("at its due date");
    expect(experiment.result.notes).toContain("could not tell");
    expect((await survey.get(client, live.id)).body.judged_at).not.toBeNull();
    await settleBackgroundWork();
    const mails = (await emailsTo(await ownerEmail(client))).filter((m) => m.subject.startsWith("Your survey"));
    expect(mails).toHaveLength(1);
  });

  it("the maintenance pass judges due surveys with a line and answers, not drafts or surveys without one", async () => {
    const due = await liveSurvey({ line: share, due_date: "2099-12-31" });
    await respond(due.survey.slug, 2, () => ({ q1: "0" }));
    const plain = await liveSurvey();
    await respond(plain.survey.slug, 2, () => ({ q1: "0" }));
    const draft = await survey.create(due.client, {
      idea_id: due.validation.idea_id,
      fields: (await survey.get(due.client, due.survey.id)).body.fields,
      line: share,
      due_date: "2099-12-31",
    });
    expect(draft.status).toBe(201);
    const db = await getDb();
    expect(await judgeDueSurveys(db, "2100-01-01")).toBeGreaterThanOrEqual(1);
    const judged = await experimentOf(due.client, due.validation.idea_id, due.survey.experiment_id);
    expect(judged).toMatchObject({ status: "failed", result: { value: 0, denominator: 2 } });
    expect((await survey.get(plain.client, plain.survey.id)).body.judged_at).toBeNull();
    expect((await survey.get(due.client, draft.body.id)).body.judged_at).toBeNull();
    expect((await experimentOf(due.client, due.validation.idea_id, draft.body.experiment_id)).status).toBe("planned");
  });
});

describe("one network cannot sway a survey", () => {
  it("one IPv4 address counts at most 3 respondents a day; their weight is read as swayed, not judged", async () => {
    const { client, survey: live } = await liveSurvey({ line: share, due_date: "2099-12-31", min_responses: 5 });
    const shared = "203.0.113.200";
    for (let i = 0; i < 5; i++) {
      const sent = await answer(live.slug, { address: shared, agent: `${BROWSER} device/${i}`, fields: { q1: "3" } });
      expect(sent.status, sent.text).toBe(303);
    }
    await respond(live.slug, 2, () => ({ q1: "3" }));
    const served = (await survey.get(client, live.id)).body;
    // Five stored from the one address, three of them counted; two from elsewhere.
    expect(served).toMatchObject({ visitors: 5, responses: 5, received: 7 });
    expect(served.reading).toMatchObject({
      state: "swayed",
      successes: 5,
      answered: 5,
      by: { visitors: 3, signups: 3 },
    });
    expect(served.judged_at).toBeNull();
    const rows = (await survey.responses(client, live.id)).body.data;
    expect(rows.filter((row) => row.counted)).toHaveLength(5);
  });

  it("at the due date the swaying network is left out: it cannot decide the line by waiting out the clock", async () => {
    for (const minResponses of [5, 15]) {
      const {
        client,
        validation,
        survey: live,
      } = await liveSurvey({
        line: { ...share, target: 50 },
        due_date: "2099-12-31",
        min_responses: minResponses,
      });
      for (let i = 0; i < 3; i++) {
        const address = `203.0.113.${210 + minResponses}`;
        await answer(live.slug, { address, agent: `${BROWSER} phone/${i}`, fields: { q1: "3" } });
      }
      await respond(live.slug, 2, () => ({ q1: "0" }));
      const served = (await survey.get(client, live.id)).body;
      expect(served.responses).toBe(5);
      expect(served.reading!.state).toBe(minResponses === 5 ? "swayed" : "too_few");
      expect(await judgeSurveyIfDue(await getDb(), live.id, "2100-01-01")).toBe("failed");
      const experiment = await experimentOf(client, validation.idea_id, live.experiment_id);
      // 3 of 5 would pass a 50 % line; without the one network's 3 it is 0 of 2.
      expect(experiment).toMatchObject({ status: "failed", result: { value: 0, denominator: 2 } });
      expect(experiment.result.notes).toContain("One network's 3 respondents were left out");
    }
  });

  it("one IPv6 /64 is one network: its addresses are one address, and count at most 3 respondents a day", async () => {
    const { client, survey: live } = await liveSurvey();
    // One browser moving through its /64: one respondent.
    for (let i = 1; i <= 3; i++) {
      const sent = await answer(live.slug, { address: `2001:db8:46:1::${i}`, fields: { q1: "1" } });
      expect(sent.location).toContain(i === 1 ? "n=thanks" : "n=already");
    }
    // Several browsers in it: stored, at most three counted.
    for (let i = 1; i <= 4; i++) {
      const sent = await answer(live.slug, {
        address: `2001:db8:46:1:${i}::9`,
        agent: `${BROWSER} tablet/${i}`,
        fields: { q1: "1" },
      });
      expect(sent.location).toContain("n=thanks");
    }
    expect((await survey.get(client, live.id)).body).toMatchObject({ visitors: 3, responses: 3, received: 5 });
  });

  it("a network stores at most 10 responses on a survey a day", async () => {
    const { client, survey: live } = await liveSurvey();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const address = "203.0.113.201";
      statuses.push((await answer(live.slug, { address, agent: `${BROWSER} n/${i}`, fields: { q1: "1" } })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 303)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await survey.get(client, live.id)).body).toMatchObject({ responses: 3, received: 10 });
  });
});
