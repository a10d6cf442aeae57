import { describe, expect, it } from "vitest";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { GET as compare } from "@/app/api/data/ideas/compare/route";
import { GET as decision } from "@/app/api/data/ideas/[id]/decision/route";
import { GET as ideasList } from "@/app/api/data/ideas/route";
import { factors } from "@/lib/core/report/factors";
import { subscriber } from "@/test/ai/helpers";
import { CAFE_IDEA, validated } from "./helpers";

/**
 * Issue 37: a validation the client made (every factor 10, saved as a copy) was stored as a demo, rightly, then filed
 * as the idea's next version and moved its verdict to "Keep going" with "The latest validation scores 10.0 out of 10";
 * the list and compare showed "10 Strong" unmarked. Only what the server made moves a verdict, a grade or a comparison.
 */
describe("a validation made outside LaunchLens", () => {
  it("is filed and marked, but the verdict, the list's grade and compare keep to the one the server made", async () => {
    const client = await subscriber();
    const made = await validated(client);
    const forged = {
      ...Object.fromEntries(Object.entries(made).filter(([key]) => !["id", "provenance", "version"].includes(key))),
      scores: Object.fromEntries(
        factors.map(({ key }) => [key, { ...made.scores[key], score: 10, reason: "Perfect in every way." }]),
      ),
    };
    const saved = await client.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      body: { data: forged, prompt: CAFE_IDEA },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ idea_id: made.idea_id, version: 2, demo: true });

    const verdict = await client.call(decision, `/api/data/ideas/${made.idea_id}/decision`, {
      params: { id: made.idea_id },
    });
    expect(verdict.status).toBe(200);
    const reasons = verdict.body.reasons.map((reason) => reason.text).join(" ");
    expect(reasons).not.toContain("10.0 out of 10");
    expect(reasons).toContain(`${made.overall_score.toFixed(1)} out of 10`);

    const list = await client.call(ideasList, "/api/data/ideas");
    const row = list.body.data.find((idea) => idea.id === made.idea_id)!;
    expect(row.reports.iv).toMatchObject({ version: 2, overall_score: 10, made_elsewhere: true });

    const other = await validated(client, {
      userPrompt: "ShiftSwap: an app for hospital nurses to swap shifts without the ward manager.",
    });
    const compared = await client.call(compare, `/api/data/ideas/compare?ids=${made.idea_id},${other.idea_id}`);
    expect(compared.status).toBe(200);
    const [idea] = compared.body.data;
    expect(idea!.validation).toMatchObject({ report_id: made.id, overall_score: made.overall_score });
  });

  it("a generated validation, and a copy of one sent back unchanged, are the server's own", async () => {
    const client = await subscriber();
    const made = await validated(client);
    const list = await client.call(ideasList, "/api/data/ideas");
    const row = list.body.data[0]!;
    expect(row.reports.iv).not.toHaveProperty("made_elsewhere");
    expect(made.overall_score).toBeGreaterThan(0);
  });

  it("a validation the server made for another idea, saved unchanged with this idea's text, moves nothing", async () => {
    const client = await subscriber();
    const made = await validated(client);
    const other = await validated(client, {
      userPrompt: "ShiftSwap: an app for hospital nurses to swap shifts without the ward manager.",
    });
    // The copy the browser holds of the other idea's validation, every field the server signed left as it was.
    const copy = Object.fromEntries(Object.entries(other).filter(([key]) => !["id", "version"].includes(key)));
    const saved = await client.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      body: { data: copy, prompt: CAFE_IDEA },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ idea_id: made.idea_id, version: 2, demo: true });

    const list = await client.call(ideasList, "/api/data/ideas");
    const row = list.body.data.find((idea) => idea.id === made.idea_id)!;
    expect(row.reports.iv).toMatchObject({ version: 2, made_elsewhere: true });
    const verdict = await client.call(decision, `/api/data/ideas/${made.idea_id}/decision`, {
      params: { id: made.idea_id },
    });
    expect(verdict.body.reasons[0]!.text).toContain(`${made.overall_score.toFixed(1)} out of 10`);
  });

  it("a validation another account made for the same idea text is that account's, not this one's", async () => {
    const owner = await subscriber();
    const made = await validated(owner);
    const copy = Object.fromEntries(Object.entries(made).filter(([key]) => !["id", "version"].includes(key)));
    const stranger = await subscriber();
    const saved = await stranger.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      body: { data: copy, prompt: CAFE_IDEA },
    });
    expect(saved.status).toBe(201);
    const list = await stranger.call(ideasList, "/api/data/ideas");
    expect(list.body.data[0]!.reports.iv).toMatchObject({ made_elsewhere: true });
    const verdict = await stranger.call(decision, `/api/data/ideas/${saved.body.idea_id}/decision`, {
      params: { id: saved.body.idea_id },
    });
    expect(verdict.body.reasons.map((reason) => reason.rule)).toContain("no_validation");

    // The owner's own copy of it, sent back unchanged with its idea's text and evidence, is still the server's.
    const own = await owner.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      body: { data: copy, prompt: CAFE_IDEA },
    });
    expect(own.status).toBe(201);
    const owned = await owner.call(ideasList, "/api/data/ideas");
    expect(owned.body.data[0]!.reports.iv).toMatchObject({ version: 2 });
    expect(owned.body.data[0]!.reports.iv).not.toHaveProperty("made_elsewhere");
  });
});
