import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { experiments, ideas } from "@/db/schema";
import { subscriber } from "@/test/ai/helpers";
import { signUp } from "@/test/auth/helpers";
import { firstTest, ideaWithFailedPriceTest } from "./helpers";

// Issue 48: "What to change" with the offline demo model, from the reports' own words and the recorded results, and a
// change tried as a variant idea: its lineage, its first test, compare, deleting the parent, the data download.

describe("what to change, proposed from the reports and the results (demo model)", () => {
  it("proposes changes that each cite the failure, and keeps them for the idea", async () => {
    const client = await subscriber();
    const { ideaId, experimentId } = await ideaWithFailedPriceTest(client, "signed_up_priced");
    expect((await client.callNamed("readPivots", { params: { id: ideaId } })).body).toEqual({ proposals: null });

    const proposed = await client.callNamed("proposePivots", { params: { id: ideaId } });
    expect(proposed.status, proposed.text).toBe(200);
    const { proposals, proposed_by, dropped } = proposed.body.proposals;
    expect(proposed_by).toBe("code");
    expect(dropped).toEqual([]);
    expect(proposals.length).toBeGreaterThanOrEqual(3);
    expect(new Set(proposals.map((proposal) => proposal.kind)).size).toBe(proposals.length);
    for (const proposal of proposals) {
      expect(proposal.cites.results).toEqual([experimentId]);
      expect(proposal.because).toContain("Monetisation potential failed: 1 of 40");
    }
    const price = proposals.find((proposal) => proposal.kind === "price");
    expect(price).toMatchObject({ to: "$9.50 a month", first_test: { metric: "Pitch page sign-up rate", target: 10 } });

    const read = await client.callNamed("readPivots", { params: { id: ideaId } });
    expect(read.body.proposals?.proposals.map((proposal) => proposal.title)).toEqual(
      proposals.map((proposal) => proposal.title),
    );
  });

  it("tries a change as a variant with its first test, and lists, compares, downloads and deletes it", async () => {
    const client = await subscriber();
    const { ideaId } = await ideaWithFailedPriceTest(client, "signed_up_priced");
    const { proposals } = (await client.callNamed("proposePivots", { params: { id: ideaId } })).body.proposals;
    const [price] = proposals.filter((proposal) => proposal.kind === "price");
    if (!price) throw new Error("no price change was proposed");
    const made = await client.callNamed("createVariant", {
      params: { id: ideaId },
      body: {
        proposal: price.index,
        title: "ShiftSwap at $9.50",
        description: "ShiftSwap for independent cafés, at $9.50 a month per café, billed monthly.",
        keep_evidence: true,
        first_test: firstTest,
      },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.pivot).toMatchObject({ kind: "price", to: "$9.50 a month", parent_title: "ShiftSwap" });
    const variantId = made.body.idea_id;

    const variant = (await client.callNamed("readIdea", { params: { id: variantId } })).body;
    expect(variant).toMatchObject({ parent_id: ideaId, prompt: expect.stringContaining("$9.50"), variants: [] });
    const parent = (await client.callNamed("readIdea", { params: { id: ideaId } })).body;
    expect(parent.variants).toEqual([{ id: variantId, title: "ShiftSwap at $9.50" }]);

    // The parent's results stay its own; the variant starts with its first test only.
    const variantExperiments = (await client.callNamed("listExperiments", { params: { id: variantId } })).body.data;
    expect(variantExperiments).toMatchObject([{ hypothesis: firstTest.hypothesis, status: "planned", result: null }]);
    expect((await client.callNamed("listExperiments", { params: { id: ideaId } })).body.data).toHaveLength(1);

    // Validated like any idea.
    const validated = await client.callNamed("generateReport", {
      body: { kind: "iv", prompt: variant.prompt, idea_id: variantId },
    });
    expect(validated.status, validated.text).toBe(200);

    const compared = await client.callNamed("compareIdeas", { query: { ids: `${ideaId},${variantId}` } });
    expect(compared.body.data.map((row) => [row.parent_id, row.pivot?.kind ?? null, row.validation !== null])).toEqual([
      [null, null, true],
      [ideaId, "price", true],
    ]);

    const listed = (await client.callNamed("listIdeas", { query: {} })).body.data;
    expect(listed.find((idea) => idea.id === variantId)?.pivot?.title).toBe(price.title);

    const exported = await client.callNamed("accountExport", {});
    const downloaded = JSON.parse(exported.text) as { ideas: { id: string; parent_id: string | null }[] };
    expect(downloaded.ideas.find((idea) => idea.id === variantId)?.parent_id).toBe(ideaId);

    const unasked = await client.callNamed("deleteIdea", { params: { id: ideaId }, query: {} });
    expect(unasked.status).toBe(409);
    expect(unasked.body.message).toBe(
      "This idea has 1 variant: say whether to keep it as an idea of its own or delete it with it.",
    );
    const kept = await client.callNamed("deleteIdea", { params: { id: ideaId }, query: { variants: "keep" } });
    expect(kept.status, kept.text).toBe(200);
    const orphan = (await client.callNamed("readIdea", { params: { id: variantId } })).body;
    expect(orphan).toMatchObject({ parent_id: null, pivot: { parent_title: "ShiftSwap" } });
  });

  it("deletes the variants with the parent when asked, and refuses another founder's idea, stale or bad input", async () => {
    const client = await subscriber();
    const { ideaId } = await ideaWithFailedPriceTest(client, "signed_up_priced");
    const body = (proposal: number) => ({
      proposal,
      title: "A variant",
      description: "ShiftSwap, changed: only for cafés that already pay an agency to cover shifts.",
      first_test: firstTest,
    });
    // Before any proposal there is nothing to try.
    const early = await client.callNamed("createVariant", { params: { id: ideaId }, body: body(0) });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("That proposed change is not there any more. Ask for changes again, then try one.");
    await client.callNamed("proposePivots", { params: { id: ideaId } });

    const outsider = await subscriber();
    expect((await outsider.callNamed("proposePivots", { params: { id: ideaId } })).status).toBe(404);
    expect((await outsider.callNamed("readPivots", { params: { id: ideaId } })).status).toBe(404);
    expect((await outsider.callNamed("createVariant", { params: { id: ideaId }, body: body(0) })).status).toBe(404);
    const { client: noPlan } = await signUp();
    const refused = await noPlan.callNamed("proposePivots", { params: { id: ideaId } });
    expect(refused.status).toBe(403);

    const bad = await client.callNamed("createVariant", {
      params: { id: ideaId },
      body: { ...body(0), description: "Too short", first_test: { ...firstTest, target: 120 } } as never,
    });
    expect(bad.status).toBe(400);

    const one = await client.callNamed("createVariant", { params: { id: ideaId }, body: body(0) });
    const two = await client.callNamed("createVariant", { params: { id: ideaId }, body: body(1) });
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.body.idea_id).not.toBe(one.body.idea_id);
    const titles = (await client.callNamed("readIdea", { params: { id: ideaId } })).body.variants?.map((v) => v.title);
    expect(titles).toEqual(["A variant", "A variant (2)"]);

    const gone = await client.callNamed("deleteIdea", { params: { id: ideaId }, query: { variants: "delete" } });
    expect(gone.body.message).toBe("Idea deleted, with its reports, experiments and variants.");
    const db = await getDb();
    expect(await db.select().from(ideas).where(eq(ideas.id, one.body.idea_id))).toEqual([]);
    expect(await db.select().from(experiments).where(eq(experiments.ideaId, two.body.idea_id))).toEqual([]);
  });
});
