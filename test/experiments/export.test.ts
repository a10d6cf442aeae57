import { afterAll, describe, expect, it } from "vitest";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { POST as savePainPoints } from "@/app/api/(legacy)/data/save-pain-point-report/route";
import { demoPainPoints } from "@/lib/ai/demo/reports";
import { verdictLabels } from "@/lib/core/labels";
import { pdfPool } from "@/lib/server/export/pdf-pool";
import { subscriber } from "@/test/ai/helpers";
import { exportedPdf, pdfText } from "@/test/pdf-export";
import { type TestClient } from "@/test/api";
import { api, CAFE_IDEA, experimentBody, riskiestFactor, validated, type Experiment, type Validation } from "./helpers";

afterAll(async () => {
  await pdfPool().close();
});

const exportOf = (client: TestClient, id: string, query: string) =>
  client.call(exportReport, `/api/data/reports/${id}/export?${query}`, { params: { id } });

const day = (value: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date(value));

/** The Markdown file's "Experiments" section, from its heading to the end (it is the last section), or null. */
const experimentsSection = (markdown: string) => {
  const at = markdown.indexOf("\n## Experiments\n");
  return at < 0 ? null : markdown.slice(at + 1);
};

// Markdown's structure characters in the founder's own text: each must come out as text, not as a heading, emphasis,
// a link, HTML or a table.
const HYPOTHESIS = "# Cafes pay *£40* for [auto](https://x.example) ordering <b>now</b> | _fast_";
const HYPOTHESIS_ESCAPED =
  "\\# Cafes pay \\*£40\\* for \\[auto\\](https://x.example) ordering \\<b\\>now\\</b\\> \\| \\_fast\\_";
const NOTES = "Only 6 said yes; most said `too dear` <at £40>.";
const EVIDENCE = "“£40 a month is more than my milk bill.” — owner, Bean There\n\n- We already order by WhatsApp.";

/** Two experiments on a validated idea: one failed (after an earlier pass), with notes and evidence; one planned. */
async function addExperiments(client: TestClient, validation: Validation) {
  const tested = await api.create(
    client,
    validation.idea_id,
    experimentBody({ hypothesis: HYPOTHESIS, method: "Ask 20 owners on the high street.", cost_usd: 40 }),
  );
  expect(tested.status).toBe(201);
  const testedId = tested.body.id;
  expect((await api.result(client, testedId, { value: 9 })).body.status).toBe("passed");
  // The line is moved after the first result: that result was decided against the old one.
  // 6 of 20 (95 % interval 15–52 %) is then clearly under 12 of 20 (60 %).
  expect((await api.patch(client, testedId, { target: 12, factor: riskiestFactor(validation) })).status).toBe(200);
  const failed = await api.result(client, testedId, { value: 6, notes: NOTES, evidence: EVIDENCE });
  expect(failed.body).toMatchObject({ status: "failed", history: [{ value: 9, outcome: "passed" }] });
  const planned = await api.create(
    client,
    validation.idea_id,
    experimentBody({
      hypothesis: "Visitors sign up for the waitlist.",
      method: null,
      metric: "Landing sign-up rate",
      target: 3,
      unit: "%",
      due_date: "2026-12-20",
    }),
  );
  expect(planned.status).toBe(201);
  return failed.body as unknown as Recorded;
}

type Recorded = Omit<Experiment, "result" | "history"> & {
  result: { recorded_at: string };
  history: { recorded_at: string }[];
};

async function ideaWithExperiments(client: TestClient) {
  const validation = await validated(client);
  return { validation, failed: await addExperiments(client, validation) };
}

describe("an idea validation exported with its experiments", () => {
  it("ends the Markdown with the verdict and each experiment; without the flag the file is as it was", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const before = await exportOf(client, validation.id, "format=md");
    expect(before.status).toBe(200);

    const failed = await addExperiments(client, validation);
    const plain = await exportOf(client, validation.id, "format=md");
    expect(plain.text).toBe(before.text);
    expect(experimentsSection(plain.text)).toBeNull();

    const answer = await exportOf(client, validation.id, "format=md&experiments=1");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(before.headers.get("content-disposition"));
    // The report comes first, unchanged; the section follows it.
    expect(answer.text.startsWith(before.text.trimEnd())).toBe(true);
    const section = experimentsSection(answer.text)!;
    expect(section).not.toBeNull();

    const decision = await api.decision(client, validation.idea_id);
    const verdict = decision.body.verdict;
    const reasons = (decision.body.reasons as { rule: string; text: string }[]).map((reason) => reason.text);
    // A failed experiment on the riskiest factor holds the verdict at "Change something" at best.
    expect(verdict).not.toBe("keep_going");
    expect(decision.body.reasons).toContainEqual(expect.objectContaining({ rule: "failed_riskiest" }));
    const failedDay = day(failed.result.recorded_at);
    const earlierDay = day(failed.history[0]!.recorded_at);
    expect(section).toBe(
      [
        "## Experiments",
        `The idea's verdict: ${verdictLabels[verdict]}.`,
        reasons.map((reason) => `- ${reason}`).join("\n"),
        `### ${HYPOTHESIS_ESCAPED}`,
        "*Status: Failed*",
        "Method: Ask 20 owners on the high street.",
        "Cost: $40 · Due: 15 December 2026",
        "Pass line: Cafe owners who would pay ≥ 12 of 20 asked",
        `Latest result: 6 of 20 asked, failed, reported by you: said; recorded ${failedDay}.`,
        "Notes: Only 6 said yes; most said \\`too dear\\` \\<at £40\\>.",
        "The evidence you recorded, in your own words:",
        "> “£40 a month is more than my milk bill.” — owner, Bean There",
        "> \\- We already order by WhatsApp.",
        "It replaced an earlier result:",
        `- 9 of 20 asked, leaning pass (not settled) against Cafe owners who would pay ≥ 8 of 20 asked, reported by you: said; recorded ${earlierDay}.`,
        "### Visitors sign up for the waitlist.",
        "*Status: Planned*",
        "Cost: $0 · Due: 20 December 2026",
        "Pass line: Landing sign-up rate ≥ 3%",
        "No result recorded yet.",
      ].join("\n\n") + "\n",
    );
  });

  it("draws the section in the PDF too", async () => {
    const client = await subscriber();
    const { validation } = await ideaWithExperiments(client);
    const text = pdfText(await exportedPdf(client, validation.id, "format=pdf&experiments=1"));
    expect(text).toContain("Experiments");
    expect(text).toContain(HYPOTHESIS);
    expect(text).toContain("Pass line: Cafe owners who would pay >= 12 of 20 asked");
    expect(text).toContain("Latest result: 6 of 20 asked, failed");
    expect(text).toContain("Notes: Only 6 said yes; most said `too dear` <at £40>.");
    expect(text).toContain("“£40 a month is more than my milk bill.” — owner, Bean There");
    expect(text).toContain("Visitors sign up for the waitlist.");
    expect(text.indexOf("Next steps: experiments before building")).toBeLessThan(text.indexOf(HYPOTHESIS));
    // The chart of the results (issue 47), drawn as vectors with its axis and its summary in words; the Markdown file
    // lists the same figures and has no chart.
    expect(text).toMatch(/0%\s+25%\s+50%\s+75%\s+100%/);
    expect(text).toContain("1 result against its pass line: 0 passed, 1 failed.");

    const plain = pdfText(await exportedPdf(client, validation.id, "format=pdf"));
    expect(plain).not.toContain(HYPOTHESIS);
    expect(plain).not.toContain("The idea's verdict");
  }, 120_000);

  it("with no experiments yet, the section still gives the verdict", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const section = experimentsSection((await exportOf(client, validation.id, "format=md&experiments=1")).text);
    expect(section).toMatch(/^## Experiments\n\nThe idea's verdict: (Keep going|Change something|Stop)\.\n\n- /);
    expect(section).toContain("- No experiments yet: track a next step to test what the grade assumes.");
  });
});

describe("what the flag refuses", () => {
  it("another user's report is still a 404, a bad value a 400, and another kind of report a 400", async () => {
    const client = await subscriber();
    const { validation } = await ideaWithExperiments(client);
    const stranger = await subscriber();
    for (const format of ["md", "pdf"]) {
      const theirs = await exportOf(stranger, validation.id, `format=${format}&experiments=1`);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ message: "Report not found." });
    }
    for (const value of ["0", "yes", "true", ""]) {
      const bad = await exportOf(client, validation.id, `format=md&experiments=${value}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: "experiments must be 1 (include the idea's experiments), or left out." });
    }
    const painPoints = await client.call(savePainPoints, "/api/data/save-pain-point-report", {
      method: "POST",
      body: { data: demoPainPoints(CAFE_IDEA) },
    });
    expect(painPoints.status).toBe(201);
    const otherKind = await exportOf(client, painPoints.body.id, "format=md&experiments=1");
    expect(otherKind.status).toBe(400);
    expect(otherKind.body).toEqual({
      message: "Only an idea validation is exported with its experiments: leave out experiments=1.",
    });
    expect((await exportOf(client, painPoints.body.id, "format=md")).status).toBe(200);
  });
});

describe("a handful asked after a measured failure (issue 44)", () => {
  it("does not replace it: the status, the verdict and the exports keep the failure and call the handful too few", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const factor = riskiestFactor(validation);
    const { body } = await api.create(client, validation.idea_id, experimentBody({ factor, target: 12 }));
    // 4 of 20 (95 % interval 8–42 %) against 12 of 20: a clear failure on the riskiest factor.
    expect((await api.result(client, body.id, { value: 4 })).body).toMatchObject({ status: "failed" });
    const handful = await api.result(client, body.id, { value: 3, denominator: 3 });
    expect(handful.body).toMatchObject({ status: "failed", result: { value: 3, denominator: 3, outcome: "passed" } });
    const decision = await api.decision(client, validation.idea_id);
    expect(decision.body.verdict).not.toBe("keep_going");
    expect(JSON.stringify(decision.body.reasons)).toContain("failed: 4 of 20 asked");
    const markdown = (await exportOf(client, validation.id, "format=md&experiments=1")).text;
    expect(markdown).toContain("*Status: Failed*");
    expect(markdown).toContain("Latest result: 3 of 3 asked (100%), too few to tell (fewer than 5 asked)");
    expect(markdown).not.toMatch(/3 of 3 asked[^\n]*, passed/);
    const pdf = pdfText(await exportedPdf(client, validation.id, "format=pdf&experiments=1"));
    expect(pdf).toContain("too few to tell (fewer than 5 asked)");
  });
});
