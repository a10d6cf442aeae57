import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { DELETE as deleteReport } from "@/app/api/(legacy)/data/delete-report/[first]/[second]/route";
import { GET as history } from "@/app/api/data/history/route";
import { GET as idea, PATCH as renameIdea } from "@/app/api/data/ideas/[id]/route";
import { GET as ideas } from "@/app/api/data/ideas/route";
import { POST as marketPlan } from "@/app/api/(legacy)/data/market-plan/route";
import { GET as report } from "@/app/api/data/reports/[id]/route";
import { GET as versions } from "@/app/api/data/reports/[id]/versions/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { generateReport } from "@/lib/ai/generate";
import { nameFromDescription } from "@/lib/core/ideas/idea-name";
import { recordGeneration } from "@/lib/server/reports/store";
import { reportPage } from "@/lib/server/reports/report-page";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { signUp } from "@/test/auth/helpers";

// Issue 24's founder: KitchenCount first, then other ideas typed on the same form.
const KITCHEN_COUNT =
  "KitchenCount: an inventory app for small restaurant kitchens that counts stock from a photo of the shelf and orders from suppliers.";
const KITCHEN_COUNT_PRICED = `${KITCHEN_COUNT} Restaurants pay $49 a month per site.`;
const SHIFT_SWAP =
  "ShiftSwap: an app for hospital nurses to swap shifts with colleagues without going through the ward manager.";

type Made = { id: string; idea_id: string; version: number; prompt: string; overall_score: number };
type IdeaRow = { id: string; title: string; prompt: string };

async function validate(client: TestClient, prompt: string, ideaId?: string) {
  return client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: prompt, ...(ideaId ? { idea_id: ideaId } : {}) },
  });
}
async function validated(client: TestClient, prompt: string, ideaId?: string): Promise<Made> {
  const answer = await validate(client, prompt, ideaId);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Made;
}
const ideasOf = async (client: TestClient) =>
  ((await client.call(ideas, "/api/data/ideas")).body as { data: IdeaRow[] }).data;
const get = (handler: Parameters<TestClient["call"]>[0], path: string, id: string) => (client: TestClient) =>
  client.call(handler, path.replace("{id}", id), { params: { id } });

async function newSubscriber() {
  const { client, email } = await signUp();
  const { GET: checkout } = await import("@/app/api/billing/checkout/route");
  await client.call(checkout, "/api/billing/checkout?interval=month");
  const [user] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, userId: user!.id };
}

describe("a run without a chosen idea (the dashboard) is filed by its text", () => {
  it("the same text twice is one idea with versions 1 and 2, whitespace and case aside, whatever the tool", async () => {
    const client = await subscriber();
    const first = await validated(client, KITCHEN_COUNT);
    const second = await validated(client, `  ${KITCHEN_COUNT.replace(/ /g, "  ").toUpperCase()}\n`);
    expect(second).toMatchObject({ idea_id: first.idea_id, version: 2 });
    const strategy = (
      await client.call(marketPlan, "/api/data/market-plan", { method: "POST", body: { userPrompt: KITCHEN_COUNT } })
    ).body as unknown as Made;
    expect(strategy).toMatchObject({ idea_id: first.idea_id, version: 1 });
    const listed = await ideasOf(client);
    expect(listed.map((row) => row.id)).toEqual([first.idea_id]);
  });

  it("the same text with other evidence is still the same idea, which takes the new evidence", async () => {
    const client = await subscriber();
    const first = await validated(client, KITCHEN_COUNT);
    const answer = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: {
        userPrompt: KITCHEN_COUNT,
        evidence: "Interview 1: we count the walk-in fridge on paper every Sunday night.",
      },
    });
    expect(answer.body).toMatchObject({ idea_id: first.idea_id, version: 2 });
    expect((await get(idea, "/api/data/ideas/{id}", first.idea_id)(client)).body.evidence).toMatch(/walk-in fridge/);
  });

  it("runs of one text at once meet on one idea with distinct versions", async () => {
    const client = await subscriber();
    const made = await Promise.all([1, 2, 3].map(() => validated(client, KITCHEN_COUNT)));
    expect(new Set(made.map((one) => one.idea_id)).size).toBe(1);
    expect(made.map((one) => one.version).sort()).toEqual([1, 2, 3]);
    expect(await ideasOf(client)).toHaveLength(1);
  });

  it("filings of one new text at once, however they interleave, make one idea (the per-user lock)", async () => {
    const { client, userId } = await newSubscriber();
    const report = await generateReport("iv", KITCHEN_COUNT);
    const db = await getDb();
    const user = { id: userId, keepHistory: true };
    const kept = await Promise.all(
      Array.from({ length: 8 }, () => recordGeneration(db, user, "iv", report, { prompt: SHIFT_SWAP })),
    );
    expect(new Set(kept.map((row) => row!.idea_id)).size).toBe(1);
    expect(kept.map((row) => row!.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await ideasOf(client)).toHaveLength(1);
  });

  it("a text whose idea was edited since is filed under it when it still reads as that idea", async () => {
    const client = await subscriber();
    const first = await validated(client, KITCHEN_COUNT);
    // Re-run from the tool with an edit: the idea keeps its title and now holds the edited text.
    await validated(client, KITCHEN_COUNT_PRICED, first.idea_id);
    // The dashboard with the original words again: same title, still the same idea, so no second "KitchenCount…".
    const third = await validated(client, KITCHEN_COUNT);
    expect(third).toMatchObject({ idea_id: first.idea_id, version: 3 });
    expect(await ideasOf(client)).toHaveLength(1);
  });

  it("a different idea whose title would repeat one's of the founder's gets a title of its own", async () => {
    const client = await subscriber();
    const first = await validated(client, KITCHEN_COUNT);
    const [mine] = await ideasOf(client);
    // Renamed to the title the next, different idea's words would get.
    const title = nameFromDescription(SHIFT_SWAP);
    await client.call(renameIdea, `/api/data/ideas/${first.idea_id}`, {
      method: "PATCH",
      params: { id: first.idea_id },
      body: { title },
    });
    const other = await validated(client, SHIFT_SWAP);
    expect(other.idea_id).not.toBe(mine!.id);
    const titles = (await ideasOf(client)).map((row) => row.title).sort();
    expect(titles).toEqual([title, `${title} (2)`]);
    // Run again, the same text finds the idea it made, by its words.
    expect((await validated(client, SHIFT_SWAP)).idea_id).toBe(other.idea_id);
    expect(await ideasOf(client)).toHaveLength(2);
  });

  it("never reuses another user's idea, however alike the text", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const mine = await validated(owner, KITCHEN_COUNT);
    const theirs = await validated(stranger, KITCHEN_COUNT);
    expect(theirs.idea_id).not.toBe(mine.idea_id);
    expect(theirs.version).toBe(1);
  });
});

describe("a run under a chosen idea", () => {
  it("is refused when the idea is not the caller's, before any quota or report is spent on it", async () => {
    const owner = await subscriber();
    const kitchen = await validated(owner, KITCHEN_COUNT);
    const intruder = await subscriber();
    for (const call of [
      () => validate(intruder, SHIFT_SWAP, kitchen.idea_id),
      () =>
        intruder.call(
          createReport,
          `/api/data/create-report?search=${encodeURIComponent(SHIFT_SWAP)}&idea_id=${kitchen.idea_id}`,
        ),
      () =>
        intruder.call(
          createReport,
          `/api/data/create-report?stream=1&search=${encodeURIComponent(SHIFT_SWAP)}&idea_id=${kitchen.idea_id}`,
        ),
      () => validate(intruder, SHIFT_SWAP, crypto.randomUUID()),
    ]) {
      const answer = await call();
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/not in your library/);
    }
    expect(((await intruder.call(history, "/api/data/history")).body as { data: unknown[] }).data).toEqual([]);
    expect((await get(idea, "/api/data/ideas/{id}", kitchen.idea_id)(owner)).body).toMatchObject({
      prompt: KITCHEN_COUNT,
      reports: { iv: { version: 1 } },
    });
  });

  it("is refused once the idea is deleted (its last report went), so nothing is filed under a stale choice", async () => {
    const client = await subscriber();
    const made = await validated(client, KITCHEN_COUNT);
    await client.call(deleteReport, `/api/data/delete-report/iv/${made.id}`, {
      method: "DELETE",
      params: { first: "iv", second: made.id },
    });
    expect((await validate(client, KITCHEN_COUNT, made.idea_id)).status).toBe(404);
  });

  it("records the text each version was run with: the report, its versions and the idea show the right words", async () => {
    const client = await subscriber();
    const first = await validated(client, KITCHEN_COUNT);
    const second = await validated(client, KITCHEN_COUNT_PRICED, first.idea_id);
    expect(second).toMatchObject({ idea_id: first.idea_id, version: 2, prompt: KITCHEN_COUNT_PRICED });
    expect((await get(report, "/api/data/reports/{id}", first.id)(client)).body).toMatchObject({
      version: 1,
      prompt: KITCHEN_COUNT,
    });
    const listed = (await get(versions, "/api/data/reports/{id}/versions", first.id)(client)).body.data as {
      id: string;
      prompt: string;
    }[];
    expect(listed.map((version) => [version.id, version.prompt])).toEqual([
      [first.id, KITCHEN_COUNT],
      [second.id, KITCHEN_COUNT_PRICED],
    ]);
    expect((await get(idea, "/api/data/ideas/{id}", first.idea_id)(client)).body).toMatchObject({
      prompt: KITCHEN_COUNT_PRICED,
      reports: { iv: { id: second.id, version: 2 } },
    });
  });
});

describe("a report's own page", () => {
  it("has the report, its idea's title and every version; another user's, an unknown or a malformed id has nothing", async () => {
    const { client, userId } = await newSubscriber();
    const first = await validated(client, KITCHEN_COUNT);
    const second = await validated(client, KITCHEN_COUNT_PRICED, first.idea_id);
    const db = await getDb();
    const page = await reportPage(db, userId, first.id);
    expect(page).toMatchObject({
      report: { id: first.id, kind: "iv", version: 1, prompt: KITCHEN_COUNT },
      idea: { id: first.idea_id, title: expect.stringMatching(/^KitchenCount/) },
    });
    expect(page!.versions.map((version) => [version.id, version.version])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    const stranger = await newSubscriber();
    expect(await reportPage(db, stranger.userId, first.id)).toBeNull();
    expect(await reportPage(db, userId, crypto.randomUUID())).toBeNull();
    expect(await reportPage(db, userId, "not-an-id")).toBeNull();
  });
});
