import { describe, expect, it } from "vitest";
import { demoValidation, demoPainPoints } from "./demo/reports";
import { readReport, withProvenance } from "./integrity";
import { withComputedFigures } from "@/lib/core/report/computed";
import { validationReport, painPointReport } from "@/lib/core/report/schemas";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";

/**
 * readReport() is the one read of a stored report: whatever version it was stored as, the views, the export and the
 * share page get the current shape, and a report stored before every save was checked is checked now.
 */
const IDEA = "A loyalty card app for independent coffee shops that regulars never forget to bring.";
const EVIDENCE = "“Our regulars forget their paper cards, so the stamps never add up.” — Sam, barista";

describe("readReport: every stored version comes out in the current shape", () => {
  it("upgrades a version 1 pain-point report: the claims it lacks claim nothing, and it reads as version 2", () => {
    const { pain_points: points, ...rest } = demoPainPoints(IDEA);
    // Version 1 had no quotes, counts or bases on its pain points, and no evidence flag.
    const version1 = {
      ...rest,
      schema_version: 1,
      pain_points: points.map(({ pain_point, strategy }) => ({ pain_point, strategy })),
    };
    const { report, demo } = readReport("pp", version1, { demo: false, evidence: EVIDENCE });
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

    const { report, demo } = readReport("iv", stored, { demo: false, evidence: EVIDENCE });
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
    const generated = withProvenance("iv", {
      ...withComputedFigures(demoValidation(IDEA)),
      schema_version: REPORT_SCHEMA_VERSION,
      evidence_provided: false,
    });
    const first = readReport("iv", generated, { demo: false, evidence: null });
    expect(first.demo).toBe(false);
    expect(first.report).toEqual(generated);
    expect(readReport("iv", first.report, { demo: false, evidence: null })).toEqual(first);
    // A demo stays a demo: the flag comes from storage, and the signature covers it.
    const demo = withProvenance("pp", {
      ...demoPainPoints(IDEA),
      schema_version: REPORT_SCHEMA_VERSION,
      evidence_provided: false,
      demo: true,
    });
    expect(readReport("pp", demo, { demo: true, evidence: null }).demo).toBe(true);
  });

  it("refuses stored data that is not a report of its kind", () => {
    expect(() => readReport("ms", { title: "Not a strategy" }, { demo: false, evidence: null })).toThrow();
  });
});
