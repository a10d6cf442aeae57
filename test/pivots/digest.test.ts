import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { findSharedReport } from "@/lib/server/reports/share";
import { subscriber } from "@/test/ai/helpers";
import { exportedPdf, pdfText } from "@/test/pdf-export";
import { ideaWithFailedPriceTest, SHIFT_SWAP } from "./helpers";

// Issue 48: the decision first, on one page: the export's digest=1, the idea's grades, and the share leading with the
// same digest, which carries no notes, evidence or method.
const NOTES = "Call Jo at the Bean Barn on 07700 900123 again next week.";
const SAID = "Honestly we just text the group chat and it mostly works out.";

async function ideaWithNotes() {
  const client = await subscriber();
  const { ideaId, experimentId } = await ideaWithFailedPriceTest(client);
  const second = await client.callNamed("recordResult", {
    params: { id: experimentId },
    body: { value: 3, denominator: 60, notes: NOTES, evidence: SAID, rung: "signed_up" },
  });
  expect(second.status, second.text).toBe(201);
  const idea = (await client.callNamed("readIdea", { params: { id: ideaId } })).body;
  return { client, ideaId, validationId: idea.reports.iv!.id };
}

describe("the decision digest", () => {
  it("is a one-page file of the verdict, each result as it came in, the grade and the next test", async () => {
    const { client, ideaId, validationId } = await ideaWithNotes();
    const idea = (await client.callNamed("readIdea", { params: { id: ideaId } })).body;
    expect(idea.grades).toMatchObject([{ version: 1, score_tag: expect.any(String) }]);

    const markdown = await client.callNamed("exportReport", {
      params: { id: validationId },
      query: { format: "md", digest: "1" },
    });
    expect(markdown.status, markdown.text).toBe(200);
    expect(markdown.headers.get("content-disposition")).toContain('filename="launchlens-decision-shiftswap');
    expect(markdown.text).toContain("Decision digest");
    expect(markdown.text).toContain("## The evidence so far");
    expect(markdown.text).toMatch(
      /1 of 40 \(2\.5%\) against Pitch page sign-up rate ≥ 10%[^\n]*\n[^\n]*3 of 60 \(5%\)/,
    );
    expect(markdown.text).toContain("reported by you: signed up");
    expect(markdown.text).toContain("one version so far.");
    expect(markdown.text).not.toContain("## Scores");
    for (const secret of [NOTES, SAID]) expect(markdown.text).not.toContain(secret);

    const words = pdfText(await exportedPdf(client, validationId, "format=pdf&digest=1"));
    expect(words).toContain("Verdict:");
    expect(words).toContain("The evidence so far");
    expect(words).toContain("Page 1 of 1");
    expect(words).not.toContain("Call Jo");

    const other = await client.callNamed("generateReport", {
      body: { kind: "pp", prompt: SHIFT_SWAP, idea_id: ideaId },
    });
    const refused = await client.callNamed("exportReport", {
      params: { id: other.body.id },
      query: { format: "md", digest: "1" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Only an idea validation's decision has a digest: leave out digest=1.");
  });

  it("leads the shared decision, with the figures and without the notes or what people said", async () => {
    const { client, validationId } = await ideaWithNotes();
    const share = await client.callNamed("shareReport", {
      params: { id: validationId },
      body: { include_experiments: true },
    });
    const token = new URL(share.body.url).pathname.split("/").at(-1) ?? "";
    const shown = await findSharedReport(await getDb(), token);
    const digest = shown?.decision?.digest;
    expect(digest?.timeline.map((entry) => entry.measured)).toEqual([
      "1 of 40 (2.5%) against Pitch page sign-up rate ≥ 10%",
      "3 of 60 (5%) against Pitch page sign-up rate ≥ 10%",
    ]);
    expect(digest?.timeline.map((entry) => entry.how)).toEqual([
      "reported by the founder: said",
      "reported by the founder: signed up",
    ]);
    expect(shown?.decision?.decision.reasons.some((reason) => reason.text.includes("by you"))).toBe(false);
    expect(digest?.grades).toHaveLength(1);
    expect(JSON.stringify(digest)).not.toContain("Bean Barn");
    expect(JSON.stringify(digest)).not.toContain("group chat");
  });
});
