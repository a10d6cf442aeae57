import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as accountExport } from "@/app/api/data/account-export/route";
import { DELETE as deleteIdea, GET as idea } from "@/app/api/data/ideas/[id]/route";
import { DELETE as deleteReport } from "@/app/api/(legacy)/data/delete-report/[first]/[second]/route";
import { getDb } from "@/db";
import { experimentResults, experiments } from "@/db/schema";
import { EXPERIMENTS_PER_IDEA } from "@/lib/server/experiments/store";
import { subscriber } from "@/test/ai/helpers";
import { PASSWORD } from "@/test/auth/helpers";
import { api, experimentBody, riskiestFactor, validated, type Experiment } from "./helpers";

describe("tracking a next step", () => {
  it("the validation's next steps carry a factor and a pass line as data, and one becomes an experiment", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const step = validation.next_steps[0]!;
    expect(step.pass_line).toEqual({
      metric: expect.any(String),
      comparator: expect.stringMatching(/^(>=|<=)$/),
      target: expect.any(Number),
      unit: expect.any(String),
    });
    expect(Object.keys(validation.scores)).toContain(step.factor);

    const created = await api.create(client, validation.idea_id, {
      hypothesis: step.action,
      cost_usd: step.cost_usd,
      due_date: "2026-12-05",
      ...step.pass_line,
      factor: step.factor,
      from_report_id: validation.id,
      from_item: "next_steps/0",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      idea_id: validation.idea_id,
      hypothesis: step.action,
      method: null,
      cost_usd: step.cost_usd,
      due_date: "2026-12-05",
      ...step.pass_line,
      factor: step.factor,
      status: "planned",
      result: null,
      history: [],
      from_report_id: validation.id,
      from_item: "next_steps/0",
    });
    const listed = await api.list(client, validation.idea_id);
    expect(listed.status).toBe(200);
    expect((listed.body.data as Experiment[]).map((experiment) => experiment.id)).toEqual([created.body.id]);
  });

  it("a report of another idea, or of another user, cannot be named as the source", async () => {
    const client = await subscriber();
    const mine = await validated(client);
    const other = await validated(client, {
      userPrompt: "A booking app for dog groomers that fills last-minute gaps.",
    });
    const wrongIdea = await api.create(
      client,
      mine.idea_id,
      experimentBody({ from_report_id: other.id, from_item: "next_steps/1" }),
    );
    expect(wrongIdea.status).toBe(404);
    const stranger = await subscriber();
    const theirs = await validated(stranger);
    const wrongUser = await api.create(client, mine.idea_id, experimentBody({ from_report_id: theirs.id }));
    expect(wrongUser.status).toBe(404);
    expect(wrongUser.body).toEqual({ message: "That report is not one of this idea's." });
  });
});

describe("code decides passed or failed", () => {
  it("a result below the pass line fails; a new one above it passes and keeps the first in the history", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body: planned } = await api.create(client, idea_id, experimentBody());

    const failed = await api.result(client, planned.id, {
      value: 6,
      denominator: 20,
      notes: "Six of twenty.",
    });
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({
      status: "failed",
      result: { value: 6, denominator: 20, notes: "Six of twenty.", outcome: "failed" },
      history: [],
    });

    const passed = await api.result(client, planned.id, { value: 9, denominator: 20 });
    expect(passed.body).toMatchObject({
      status: "passed",
      result: { value: 9, outcome: "passed", notes: null },
      history: [{ value: 6, outcome: "failed", notes: "Six of twenty." }],
    });
  });

  it("a typed result is the founder's claim: what people said unless a rung is named, never measured", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body: planned } = await api.create(client, idea_id, experimentBody());
    const unnamed = await api.result(client, planned.id, { value: 9, denominator: 20 });
    expect(unnamed.body.result).toMatchObject({ source: "typed", rung: "said", shown: null });
    const paid = await api.result(client, planned.id, { value: 10, denominator: 20, rung: "paid" });
    expect(paid.body.result).toMatchObject({ source: "typed", rung: "paid" });
    const claimedMeasured = await api.result(client, planned.id, { value: 10, denominator: 20, source: "pitch" });
    expect(claimedMeasured.status).toBe(400);
    const unknown = await api.result(client, planned.id, { value: 10, denominator: 20, rung: "begged" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("rung must be one of said, signed_up, signed_up_priced, qualified, paid.");
  });

  it.each([
    [">=", 8, 8, "passed"],
    [">=", 8, 7, "failed"],
    ["<=", 14, 14, "passed"],
    ["<=", 14, 15, "failed"],
  ] as const)("%s %d with %d measured is %s", async (comparator, target, value, status) => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(client, idea_id, experimentBody({ comparator, target, unit: "days" }));
    expect((await api.result(client, body.id, { value })).body.status).toBe(status);
  });

  it("a share is compared as a percentage: 14 of 500 visitors is 2.8 %, under a 3 % line", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(
      client,
      idea_id,
      experimentBody({ metric: "Landing sign-up rate", target: 3, unit: "%" }),
    );
    expect((await api.result(client, body.id, { value: 14, denominator: 500 })).body.status).toBe("failed");
    expect((await api.result(client, body.id, { value: 15, denominator: 500 })).body.status).toBe("passed");
    expect((await api.result(client, body.id, { value: 2.9 })).body.status).toBe("failed");
  });

  it("editing the pass line decides the recorded result again; abandoning and reopening keep it", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(client, idea_id, experimentBody());
    const id = body.id;
    await api.result(client, id, { value: 6, denominator: 20 });
    const lowered = await api.patch(client, id, { target: 5 });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ status: "passed", target: 5, result: { value: 6, outcome: "failed" } });
    expect((await api.patch(client, id, { comparator: "<=" })).body.status).toBe("failed");
    expect((await api.patch(client, id, { status: "abandoned" })).body.status).toBe("abandoned");
    expect((await api.patch(client, id, { hypothesis: "Reworded" })).body).toMatchObject({
      status: "abandoned",
      hypothesis: "Reworded",
    });
    expect((await api.patch(client, id, { status: "running" })).body.status).toBe("failed");
  });

  it("an experiment without a result can be set running and abandoned, never passed by hand", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(client, idea_id, experimentBody());
    expect((await api.patch(client, body.id, { status: "running" })).body.status).toBe("running");
    const byHand = await api.patch(client, body.id, { status: "passed" });
    expect(byHand.status).toBe(400);
    expect(byHand.body).toEqual({
      message: "status can be set to planned, running or abandoned: a result decides passed or failed.",
    });
  });

  it("two results recorded at once are both kept: one is the result, the other its history", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(client, idea_id, experimentBody());
    const id = body.id;
    await Promise.all([api.result(client, id, { value: 3 }), api.result(client, id, { value: 12 })]);
    const [experiment] = (await api.list(client, idea_id)).body.data as Experiment[];
    expect(experiment!.history).toHaveLength(1);
    expect(experiment!.status).toBe(experiment!.result!.outcome);
    expect([experiment!.result!.value, experiment!.history[0]!.value].sort((a, b) => a - b)).toEqual([3, 12]);
  });
});

describe("the verdict", () => {
  it("a failed experiment on the riskiest factor is a reason, and mostly failed experiments say stop", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const before = await api.decision(client, validation.idea_id);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      counts: { planned: 0, running: 0, passed: 0, failed: 0, abandoned: 0 },
      reasons: [{ rule: "grade" }, { rule: "no_results" }],
    });

    const riskiest = riskiestFactor(validation);
    const { body } = await api.create(client, validation.idea_id, experimentBody({ factor: riskiest }));
    await api.result(client, body.id, { value: 2, denominator: 20 });
    const after = await api.decision(client, validation.idea_id);
    expect(after.body.verdict).not.toBe("keep_going");
    expect((after.body.reasons as { rule: string }[]).map((reason) => reason.rule)).toContain("failed_riskiest");

    const { body: second } = await api.create(client, validation.idea_id, experimentBody({ factor: "timing" }));
    await api.result(client, second.id, { value: 1, denominator: 20 });
    const stopped = await api.decision(client, validation.idea_id);
    expect(stopped.body).toMatchObject({ verdict: "stop", counts: { failed: 2 } });
  });

  it("the idea carries its verdict and counts in the ideas list's row", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(client, idea_id, experimentBody({ due_date: "2020-01-01" }));
    const read = await client.call(idea, `/api/data/ideas/${idea_id}`, { params: { id: idea_id } });
    expect(read.body.decision).toMatchObject({
      verdict: expect.stringMatching(/^(keep_going|change_something|stop)$/),
      counts: { planned: 1 },
      overdue: 1,
    });
    expect(body.status).toBe("planned");
  });
});

describe("the experiments' data", () => {
  it("another user's idea and experiment are a 404 on every call", async () => {
    const owner = await subscriber();
    const { idea_id } = await validated(owner);
    const { body } = await api.create(owner, idea_id, experimentBody());
    const id = body.id;
    const stranger = await subscriber();
    const answers = await Promise.all([
      api.list(stranger, idea_id),
      api.create(stranger, idea_id, experimentBody()),
      api.decision(stranger, idea_id),
      api.patch(stranger, id, { status: "abandoned" }),
      api.result(stranger, id, { value: 1 }),
      api.delete(stranger, id),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers.map((answer) => answer.body.message)).toEqual([
      "Idea not found.",
      "Idea not found.",
      "Idea not found.",
      "Experiment not found.",
      "Experiment not found.",
      "Experiment not found.",
    ]);
    const untouched = (await api.list(owner, idea_id)).body.data as Experiment[];
    expect(untouched).toMatchObject([{ id, status: "planned", result: null }]);
  });

  it.each([
    ["a share above 100 %", { target: 120, unit: "%" }, "A share's target is a percentage from 0 to 100."],
    [
      "more than the unit's N",
      { target: 25, unit: "of 20 asked" },
      'The target cannot be more than 20: the unit says "of 20 asked".',
    ],
    ["a date that does not exist", { due_date: "2026-02-30" }, "due_date is not a real date."],
    ["a date in another format", { due_date: "15/12/2026" }, "due_date must be a date (YYYY-MM-DD)."],
    ["another comparator", { comparator: ">" }, 'comparator must be ">=" or "<=".'],
    ["a negative cost", { cost_usd: -5 }, "cost_usd cannot be negative."],
    [
      "a NUL in the hypothesis",
      { hypothesis: "a\u0000b" },
      "Text cannot contain control characters (such as NUL) or direction overrides.",
    ],
    ["an unknown factor", { factor: "vibes" }, "factor must be one of the validation's factors."],
    ["a field it does not take", { status: "passed" }, "A new experiment does not take status."],
    ["an empty metric", { metric: "  " }, "Give the experiment a metric."],
  ])("a new experiment with %s is a 400 with a clear message", async (_label, overrides, message) => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const answer = await api.create(client, idea_id, experimentBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
  });

  it("a result larger than its denominator, or a target edit past the stored unit, is a 400", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(client, idea_id, experimentBody());
    const tooMany = await api.result(client, body.id, { value: 21, denominator: 20 });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: "value counts some of the denominator, so it cannot be larger." },
    });
    const pastUnit = await api.patch(client, body.id, { target: 30 });
    expect(pastUnit).toMatchObject({
      status: 400,
      body: { message: 'The target cannot be more than 20: the unit says "of 20 asked".' },
    });
  });

  it(`an idea holds at most ${EXPERIMENTS_PER_IDEA} experiments`, async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const db = await getDb();
    const [first] = (await api.list(client, idea_id)).body.data as Experiment[];
    expect(first).toBeUndefined();
    const { body } = await api.create(client, idea_id, experimentBody());
    const template = (await db.select().from(experiments).where(eq(experiments.id, body.id)))[0]!;
    const copy = { ...template, id: undefined };
    await db.insert(experiments).values(Array.from({ length: EXPERIMENTS_PER_IDEA - 1 }, () => copy));
    const refused = await api.create(client, idea_id, experimentBody());
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: `An idea holds at most ${EXPERIMENTS_PER_IDEA} experiments: delete the ones you no longer need first.`,
      },
    });
  });

  it("deleting the idea deletes its experiments and their results; deleting its reports alone keeps them", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const { body } = await api.create(client, validation.idea_id, experimentBody());
    await api.result(client, body.id, { value: 9, denominator: 20 });
    const removed = await client.call(deleteReport, `/api/data/delete-report/iv/${validation.id}`, {
      method: "DELETE",
      params: { first: "iv", second: validation.id },
    });
    expect(removed.status).toBe(200);
    expect((await api.list(client, validation.idea_id)).body.data).toHaveLength(1);

    const deleted = await client.call(deleteIdea, `/api/data/ideas/${validation.idea_id}`, {
      method: "DELETE",
      params: { id: validation.idea_id },
    });
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: "Idea deleted, with its reports and experiments." },
    });
    expect((await api.list(client, validation.idea_id)).status).toBe(404);
    const db = await getDb();
    const [left] = await db.select({ n: count() }).from(experiments).where(eq(experiments.ideaId, validation.idea_id));
    const [results] = await db
      .select({ n: count() })
      .from(experimentResults)
      .where(eq(experimentResults.experimentId, body.id));
    expect([left!.n, results!.n]).toEqual([0, 0]);
  });

  it("another user cannot delete an idea", async () => {
    const owner = await subscriber();
    const { idea_id } = await validated(owner);
    const stranger = await subscriber();
    const answer = await stranger.call(deleteIdea, `/api/data/ideas/${idea_id}`, {
      method: "DELETE",
      params: { id: idea_id },
    });
    expect(answer).toMatchObject({ status: 404, body: { message: "Idea not found." } });
    expect((await owner.call(idea, `/api/data/ideas/${idea_id}`, { params: { id: idea_id } })).status).toBe(200);
  });
});

describe("the account's experiments", () => {
  it("are in the account's data download, with every result, and go with the account", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(client, idea_id, experimentBody());
    await api.result(client, body.id, {
      value: 6,
      denominator: 20,
      evidence: "We would pay if it saved us an hour.",
    });
    await api.result(client, body.id, { value: 9, denominator: 20 });
    const copy = await client.call(accountExport, "/api/data/account-export");
    expect(copy.status).toBe(200);
    expect(copy.body.experiments).toMatchObject([
      {
        id: body.id,
        idea_id,
        status: "passed",
        results: [
          { value: 6, outcome: "failed", evidence: "We would pay if it saved us an hour." },
          { value: 9, outcome: "passed" },
        ],
      },
    ]);

    const gone = await client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(gone.status).toBe(200);
    const db = await getDb();
    const [left] = await db.select({ n: count() }).from(experiments).where(eq(experiments.ideaId, idea_id));
    const [results] = await db
      .select({ n: count() })
      .from(experimentResults)
      .where(eq(experimentResults.experimentId, body.id));
    expect([left!.n, results!.n]).toEqual([0, 0]);
  });
});
