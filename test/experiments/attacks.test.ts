import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteReport } from "@/app/api/(legacy)/data/delete-report/[first]/[second]/route";
import { PATCH as patchExperiment } from "@/app/api/data/experiments/[id]/route";
import { POST as postResult } from "@/app/api/data/experiments/[id]/results/route";
import { POST as createExperiment } from "@/app/api/data/ideas/[id]/experiments/route";
import { DELETE as deleteIdea } from "@/app/api/data/ideas/[id]/route";
import { PATCH as updateSettings } from "@/app/api/data/settings/route";
import { POST as unsubscribe } from "@/app/api/reminders/unsubscribe/route";
import { getDb } from "@/db";
import { experimentResults, experiments, ideas, reports, users } from "@/db/schema";
import { EXPERIMENTS_PER_IDEA, RESULTS_PER_EXPERIMENT } from "@/lib/server/experiments/store";
import { runMaintenance } from "@/lib/server/maintenance";
import { BAD_UNSUBSCRIBE_LINK, UNSUBSCRIBED, unsubscribeToken } from "@/lib/server/experiments/unsubscribe";
import { subscriber } from "@/test/ai/helpers";
import { TestClient, type ApiResponse } from "@/test/api";
import { api, experimentBody, validated, type Experiment } from "./helpers";

/**
 * The experiments' calls under attack: what JSON can smuggle into a number, ids that are not ids, calls from another
 * site, and two requests at once. On PostgreSQL the races are real (each request its own connection); on PGlite the
 * same tests pin the answers.
 */

async function ideaWithExperiment() {
  const client = await subscriber();
  const validation = await validated(client);
  const created = await api.create(client, validation.idea_id, experimentBody());
  expect(created.status).toBe(201);
  return { client, validation, ideaId: validation.idea_id, id: created.body.id };
}

const rows = async (
  table: typeof experiments | typeof experimentResults | typeof ideas,
  where: ReturnType<typeof eq>,
) => {
  const [row] = await (await getDb()).select({ n: count() }).from(table).where(where);
  return row!.n;
};

const statuses = (answers: Pick<ApiResponse, "status">[]) => answers.map((answer) => answer.status);

describe("numbers JSON can carry", () => {
  it("1e309, NaN and Infinity are refused with a 400 on every number; -0 and the smallest double are numbers", async () => {
    const { client, ideaId, id } = await ideaWithExperiment();
    const raw = (handler: typeof createExperiment, path: string, text: string, params: Record<string, string>) =>
      client.call(handler, path, {
        method: handler === patchExperiment ? "PATCH" : "POST",
        rawBody: text,
        headers: { "content-type": "application/json" },
        params,
      });
    const created = JSON.stringify(experimentBody()).slice(0, -1);
    const answers = [];
    for (const number of ["1e309", "-1e309", "NaN", "Infinity", "-Infinity", "9".repeat(400)]) {
      for (const field of ["cost_usd", "target"]) {
        const path = `/api/data/ideas/${ideaId}/experiments`;
        answers.push(await raw(createExperiment, path, `${created},"${field}":${number}}`, { id: ideaId }));
      }
      answers.push(await raw(patchExperiment, `/api/data/experiments/${id}`, `{"target":${number}}`, { id }));
      answers.push(await raw(postResult, `/api/data/experiments/${id}/results`, `{"value":${number}}`, { id }));
      answers.push(
        await raw(postResult, `/api/data/experiments/${id}/results`, `{"value":0,"denominator":${number}}`, { id }),
      );
    }
    expect(new Set(statuses(answers))).toEqual(new Set([400]));
    expect(answers.every((answer) => typeof answer.body.message === "string")).toBe(true);

    const path = `/api/data/ideas/${ideaId}/experiments`;
    const negativeZero = await raw(createExperiment, path, `${created},"target":-0,"cost_usd":5e-324}`, { id: ideaId });
    expect(negativeZero).toMatchObject({ status: 201, body: { target: 0, cost_usd: 5e-324 } });
    const zero = await raw(postResult, `/api/data/experiments/${id}/results`, `{"value":-0,"denominator":1e-300}`, {
      id,
    });
    expect(zero).toMatchObject({ status: 201, body: { result: { value: 0, denominator: 1e-300 } } });
    const noDenominator = await raw(postResult, `/api/data/experiments/${id}/results`, `{"value":1,"denominator":-0}`, {
      id,
    });
    expect(noDenominator).toMatchObject({ status: 400, body: { message: "denominator must be more than 0." } });
  });
});

describe("ids that are not ids", () => {
  it("a malformed, padded or encoded id is a 400 on every call, and nothing changes", async () => {
    const { client, ideaId, id } = await ideaWithExperiment();
    const bad = ["%00", "\u0000", ` ${ideaId}`, `${ideaId}%00`, `{${ideaId}}`, ideaId.replace(/-/g, ""), "..%2F"];
    for (const value of bad) {
      const answers = await Promise.all([
        api.list(client, value),
        api.create(client, value, experimentBody()),
        api.decision(client, value),
        api.patch(client, value, { status: "abandoned" }),
        api.result(client, value, { value: 1 }),
        api.delete(client, value),
      ]);
      expect(statuses(answers), JSON.stringify(value)).toEqual([400, 400, 400, 400, 400, 400]);
    }
    expect((await api.list(client, ideaId)).body.data).toMatchObject([{ id, status: "planned", result: null }]);
  });
});

describe("calls from another site", () => {
  it.each([
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: "http://localhost:3000.evil.example" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ] as Record<string, string>[])("%j is refused on every change, and nothing changes", async (headers) => {
    const { client, ideaId, id } = await ideaWithExperiment();
    const answers = [
      await client.call(createExperiment, `/api/data/ideas/${ideaId}/experiments`, {
        method: "POST",
        body: experimentBody(),
        params: { id: ideaId },
        headers,
      }),
      await client.call(patchExperiment, `/api/data/experiments/${id}`, {
        method: "PATCH",
        body: { target: 2 },
        params: { id },
        headers,
      }),
      await client.call(postResult, `/api/data/experiments/${id}/results`, {
        method: "POST",
        body: { value: 2 },
        params: { id },
        headers,
      }),
      await client.call(deleteIdea, `/api/data/ideas/${ideaId}`, { method: "DELETE", params: { id: ideaId }, headers }),
      await new TestClient().call(unsubscribe, "/api/reminders/unsubscribe", {
        method: "POST",
        body: { token: "x" },
        headers,
      }),
    ];
    expect(statuses(answers)).toEqual([403, 403, 403, 403, 403]);
    expect((await api.list(client, ideaId)).body.data).toMatchObject([
      { id, status: "planned", target: 8, result: null },
    ]);
  });
});

describe("the unsubscribe link", () => {
  // Regression: the signature was decoded before it was compared, and the last of its 43 base64url characters carries
  // two bits of padding, so three other spellings of every genuine token were taken too.
  it("only the token as e-mailed is taken: another spelling of the same signature bytes is a 400", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const db = await getDb();
    const [owner] = await db.select({ userId: ideas.userId }).from(ideas).where(eq(ideas.id, idea_id));
    const token = unsubscribeToken(owner!.userId);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.at(-1)!);
    expect(last & 3).toBe(0);
    const respellings = [1, 2, 3].map((bits) => `${token.slice(0, -1)}${alphabet[last | bits]}`);
    const post = (value: string) =>
      new TestClient().call(unsubscribe, "/api/reminders/unsubscribe", { method: "POST", body: { token: value } });
    for (const respelled of respellings) {
      expect(Buffer.from(respelled.split(".")[1]!, "base64url")).toEqual(
        Buffer.from(token.split(".")[1]!, "base64url"),
      );
      expect(await post(respelled)).toMatchObject({ status: 400, body: { message: BAD_UNSUBSCRIBE_LINK } });
    }
    const reminders = async () =>
      (await db.select({ on: users.experimentReminders }).from(users).where(eq(users.id, owner!.userId)))[0]!.on;
    expect(await reminders()).toBe(true);
    expect(await post(token)).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED } });
    expect(await reminders()).toBe(false);
  });
});

describe("two requests at once", () => {
  it(`creates at once past the cap of ${EXPERIMENTS_PER_IDEA}: the cap holds`, async () => {
    const { client, ideaId, id } = await ideaWithExperiment();
    const db = await getDb();
    const [template] = await db.select().from(experiments).where(eq(experiments.id, id));
    await db
      .insert(experiments)
      .values(Array.from({ length: EXPERIMENTS_PER_IDEA - 4 }, () => ({ ...template!, id: undefined })));
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.create(client, ideaId, experimentBody())));
    expect(statuses(answers).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await rows(experiments, eq(experiments.ideaId, ideaId))).toBe(EXPERIMENTS_PER_IDEA);
  });

  it(`results at once past the cap of ${RESULTS_PER_EXPERIMENT}: every one kept is in order, the status its latest`, async () => {
    const { client, ideaId, id } = await ideaWithExperiment();
    for (let i = 0; i < RESULTS_PER_EXPERIMENT - 3; i++) await api.result(client, id, { value: i % 12 });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => api.result(client, id, { value: i * 3 })));
    expect(statuses(answers).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    type Served = Omit<Experiment, "history"> & { history: { recorded_at: string }[] };
    const [experiment] = (await api.list(client, ideaId)).body.data as Served[];
    expect(1 + experiment!.history.length).toBe(RESULTS_PER_EXPERIMENT);
    expect(experiment!.status).toBe(experiment!.result!.outcome);
    const times = [experiment!.result!.recorded_at, ...experiment!.history.map((result) => result.recorded_at)];
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("deleting an experiment while results are recorded and its pass line edited: no 5xx, nothing left behind", async () => {
    for (let round = 0; round < 4; round++) {
      const { client, id } = await ideaWithExperiment();
      const answers = await Promise.all([
        api.result(client, id, { value: 1 }),
        api.delete(client, id),
        api.patch(client, id, { target: 3 }),
        api.result(client, id, { value: 9 }),
      ]);
      expect(answers[1]!.status).toBe(200);
      for (const answer of [answers[0]!, answers[2]!, answers[3]!]) expect([200, 201, 404]).toContain(answer.status);
      expect(await rows(experimentResults, eq(experimentResults.experimentId, id))).toBe(0);
    }
  });

  it("deleting the idea while experiments are created on it: each create is a 201 or a 404, nothing left behind", async () => {
    for (let round = 0; round < 4; round++) {
      const { client, ideaId, validation } = await ideaWithExperiment();
      const answers = await Promise.all([
        api.create(client, ideaId, experimentBody({ from_report_id: validation.id })),
        client.call(deleteIdea, `/api/data/ideas/${ideaId}`, { method: "DELETE", params: { id: ideaId } }),
        api.create(client, ideaId, experimentBody()),
      ]);
      expect(answers[1]!.status).toBe(200);
      for (const answer of [answers[0]!, answers[2]!]) expect([201, 404]).toContain(answer.status);
      expect(await rows(experiments, eq(experiments.ideaId, ideaId))).toBe(0);
    }
  });

  // Regression: the report was checked without a lock, so deleted before the insert it broke the foreign key (a 500).
  it("deleting the report an experiment is tracked from while it is created: a 201 or a 404, never a 500", async () => {
    for (let round = 0; round < 5; round++) {
      const { client, ideaId, validation } = await ideaWithExperiment();
      const [created, removed] = await Promise.all([
        api.create(client, ideaId, experimentBody({ from_report_id: validation.id, from_item: "next_steps/0" })),
        client.call(deleteReport, `/api/data/delete-report/iv/${validation.id}`, {
          method: "DELETE",
          params: { first: "iv", second: validation.id },
        }),
      ]);
      expect(removed.status).toBe(200);
      expect([201, 404], created.text).toContain(created.status);
      // Created first, the report's deletion leaves it untracked rather than gone.
      if (created.status === 201) {
        const [kept] = (await api.list(client, ideaId)).body.data as { id: string; from_report_id: string | null }[];
        expect(kept).toBeDefined();
      }
    }
  });

  // Regression: deleting an idea's last report decided "nothing left on the idea" on a snapshot taken before the new
  // experiment committed, so the idea went, and the experiment just answered 201 went with it.
  it("deleting an idea's last report while an experiment is created on it: a 201 keeps the experiment and its idea", async () => {
    for (let round = 0; round < 5; round++) {
      const client = await subscriber();
      const validation = await validated(client);
      const [created, removed] = await Promise.all([
        api.create(client, validation.idea_id, experimentBody()),
        client.call(deleteReport, `/api/data/delete-report/iv/${validation.id}`, {
          method: "DELETE",
          params: { first: "iv", second: validation.id },
        }),
      ]);
      expect(removed.status).toBe(200);
      expect([201, 404]).toContain(created.status);
      const kept = created.status === 201 ? 1 : 0;
      expect(await rows(experiments, eq(experiments.ideaId, validation.idea_id))).toBe(kept);
      expect(await rows(ideas, eq(ideas.id, validation.idea_id))).toBe(kept);
    }
  });

  it("turning the history off while an experiment is created: a 201 keeps the experiment and its idea", async () => {
    for (let round = 0; round < 5; round++) {
      const client = await subscriber();
      const validation = await validated(client);
      const [created, settings] = await Promise.all([
        api.create(client, validation.idea_id, experimentBody()),
        client.call(updateSettings, "/api/data/settings", { method: "PATCH", body: { keep_history: false } }),
      ]);
      expect(settings.status).toBe(200);
      expect([201, 404]).toContain(created.status);
      const kept = created.status === 201 ? 1 : 0;
      expect(await rows(experiments, eq(experiments.ideaId, validation.idea_id))).toBe(kept);
      expect(await rows(ideas, eq(ideas.id, validation.idea_id))).toBe(kept);
    }
  });

  it("maintenance pruning empty ideas while an experiment is created on one: a 201 keeps the experiment and its idea", async () => {
    const db = await getDb();
    for (let round = 0; round < 6; round++) {
      const client = await subscriber();
      const validation = await validated(client);
      // An idea left with nothing on it (its report pruned), still open in the founder's browser.
      await db.delete(reports).where(eq(reports.id, validation.id));
      const [created] = await Promise.all([
        api.create(client, validation.idea_id, experimentBody()),
        runMaintenance(db),
      ]);
      expect([201, 404]).toContain(created.status);
      const kept = created.status === 201 ? 1 : 0;
      expect(await rows(experiments, eq(experiments.ideaId, validation.idea_id))).toBe(kept);
      expect(await rows(ideas, eq(ideas.id, validation.idea_id))).toBe(kept);
    }
  });
});
