import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getEnv } from "@/lib/server/env";
import { combineScoreSamples } from "@/lib/ai/score-samples";
import { demoValidation, demoPainPoints } from "@/lib/ai/demo/reports";
import { withProvenance } from "@/lib/ai/provenance";
import { checkedReport, readReport } from "./integrity";
import { withComputedFigures } from "@/lib/core/report/computed";
import { validationReport, painPointReport } from "@/lib/core/report/schemas";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";

/**
 * readReport() is the one read of a stored report: whatever version it was stored as, the views, the export and the
 * share page get the current shape, and a report stored before every save was checked is checked now.
 */
const IDEA = "A loyalty card app for independent coffee shops that regulars never forget to bring.";
const EVIDENCE = "“Our regulars forget their paper cards, so the stamps never add up.” — Sam, barista";
const ROW = { prompt: IDEA, evidence: null, owner: { user: "6f9f2c1e-2f1d-4b8e-9d3a-1c2b3d4e5f60" } };

describe("readReport: every stored version comes out in the current shape", () => {
  it("upgrades a version 1 pain-point report: the claims it lacks claim nothing, and it reads as version 2", () => {
    const { pain_points: points, ...rest } = demoPainPoints(IDEA);
    // Version 1 had no quotes, counts or bases on its pain points, and no evidence flag.
    const version1 = {
      ...rest,
      schema_version: 1,
      pain_points: points.map(({ pain_point, strategy }) => ({ pain_point, strategy })),
    };
    const { report, demo } = readReport("pp", version1, { demo: false, evidence: EVIDENCE, binding: ROW });
    expect(report).toMatchObject({ schema_version: REPORT_SCHEMA_VERSION, evidence_provided: true });
    for (const point of report.pain_points)
      expect(point).toMatchObject({ quotes: [], mentions: 0, basis: "inference" });
    expect(painPointReport.safeParse(report).success).toBe(true);
    // Stored before the server signed what it keeps, nothing vouches that a model wrote it.
    expect(demo).toBe(true);
  });

  it("strips what an unversioned, forged validation claims: quotes not in the evidence, bases, sampled scores, web links", () => {
    const forged = withComputedFigures(demoValidation(IDEA)) as Record<string, unknown> & {
      scores: Record<string, object>;
      competitors: object[];
    };
    for (const factor of Object.values(forged.scores)) {
      Object.assign(factor, {
        basis: "evidence",
        confidence: "high",
        quote: "Every café owner told us they would pay £50 a month",
        samples: [9, 9, 9],
        spread: 0,
        uncertain: false,
      });
    }
    forged.competitors[0] = { ...forged.competitors[0], source: "web", source_url: "https://evil.example/phish" };
    const stored = {
      ...forged,
      evidence_provided: true,
      score_samples: 3,
      sources: [{ url: "https://evil.example/phish" }],
      sources_signature: "0".repeat(64),
    };

    const { report, demo } = readReport("iv", stored, { demo: false, evidence: EVIDENCE, binding: ROW });
    expect(demo).toBe(true);
    expect(report.schema_version).toBe(REPORT_SCHEMA_VERSION);
    for (const factor of Object.values(report.scores)) {
      expect(factor).toMatchObject({ quote: null, basis: "inference" });
      expect(factor.confidence).not.toBe("high");
      expect(factor).not.toHaveProperty("samples");
    }
    expect(report).not.toHaveProperty("score_samples");
    expect(report).not.toHaveProperty("sources");
    expect(report.competitors?.[0]).toMatchObject({ source: "model", source_url: null });
    expect(JSON.stringify(report)).not.toContain("evil.example");
    expect(validationReport.safeParse(report).success).toBe(true);
  });

  it("reads a current report the server stored exactly as it was stored, again and again", () => {
    const generated = withProvenance(
      "iv",
      {
        ...withComputedFigures(demoValidation(IDEA)),
        schema_version: REPORT_SCHEMA_VERSION,
        evidence_provided: false,
      },
      ROW,
    );
    const first = readReport("iv", generated, { demo: false, evidence: null, binding: ROW });
    expect(first.demo).toBe(false);
    expect(first.report).toEqual(generated);
    expect(readReport("iv", first.report, { demo: false, evidence: null, binding: ROW })).toEqual(first);
    // A demo stays a demo: the flag comes from storage, and the signature covers it.
    const demo = withProvenance(
      "pp",
      {
        ...demoPainPoints(IDEA),
        schema_version: REPORT_SCHEMA_VERSION,
        evidence_provided: false,
        demo: true,
      },
      ROW,
    );
    expect(readReport("pp", demo, { demo: true, evidence: null, binding: ROW }).demo).toBe(true);
  });

  it("keeps the sampled scores of a row the server signed before signatures named what a report was made for", () => {
    const sampled = withComputedFigures(
      combineScoreSamples(demoValidation(IDEA), [{ scores: demoValidation(IDEA).scores }] as never),
    );
    const content = { ...sampled, schema_version: REPORT_SCHEMA_VERSION, evidence_provided: false };
    // The signature of those days: the kind, the demo flag and the content, with every object's keys sorted.
    const sorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sorted)
        : value !== null && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([, inner]) => inner !== undefined)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([key, inner]) => [key, sorted(inner)]),
            )
          : value;
    const provenance = createHmac("sha256", getEnv().AUTH_SECRET)
      .update(`report-provenance:iv:model:${JSON.stringify(sorted(content))}`)
      .digest("hex");
    const { report, demo } = readReport(
      "iv",
      { ...content, provenance },
      { demo: false, evidence: null, binding: ROW },
    );
    expect(demo).toBe(false);
    expect(report).toHaveProperty("score_samples", 2);
    // The same signature on a copy a client sends is not believed: only a stored row was signed that way.
    expect(checkedReport("iv", { ...content, provenance }, undefined, ROW).verified).toBe(false);
  });

  it("refuses stored data that is not a report of its kind", () => {
    expect(() =>
      readReport("ms", { title: "Not a strategy" }, { demo: false, evidence: null, binding: ROW }),
    ).toThrow();
  });
});
