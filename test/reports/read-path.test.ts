import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { ideas, reports, users } from "@/db/schema";
import { demoValidation, demoPainPoints } from "@/lib/ai/demo/reports";
import { withComputedFigures } from "@/lib/core/report/computed";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";
import { reportToMarkdown } from "@/lib/core/export/markdown";
import { compareIdeas } from "@/lib/server/reports/ideas";
import { reportPage } from "@/lib/server/reports/report-page";
import { findSharedReport, shareReport } from "@/lib/server/reports/share";
import { findReport } from "@/lib/server/reports/store";

/**
 * Reports stored before every save was checked (issue 23) are still in the database as they came: version 1 or no
 * version, their claims unchecked, with no provenance. Every read of a report passes readReport(), so each place that
 * shows one (the API and a client restoring its last report, the report page, the share page, compare, the export)
 * gets the current shape with the claims checked, whatever is stored.
 */
const IDEA = "A loyalty card app for independent coffee shops that regulars never forget to bring.";
const EVIDENCE = "“Our regulars forget their paper cards, so the stamps never add up.” — Sam, barista";
const FORGED_QUOTE = "Every café owner told us they would pay £50 a month";

/** A validation as a client could store it before the integrity change: no version, every claim invented. */
function forgedValidation() {
  const report = withComputedFigures(demoValidation(IDEA)) as Record<string, unknown> & {
    scores: Record<string, object>;
    competitors: object[];
  };
  for (const factor of Object.values(report.scores))
    Object.assign(factor, {
      basis: "evidence",
      confidence: "high",
      quote: FORGED_QUOTE,
      samples: [9, 9, 9],
      spread: 0,
    });
  report.competitors[0] = { ...report.competitors[0], source: "web", source_url: "https://evil.example/phish" };
  return {
    ...report,
    evidence_provided: true,
    score_samples: 3,
    sources: [{ url: "https://evil.example/phish" }],
    sources_signature: "0".repeat(64),
  };
}

async function storedBeforeTheChecks() {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ fullName: "Old Founder", email: `old-${randomUUID()}@example.com` })
    .returning();
  const [idea, other] = await db
    .insert(ideas)
    .values([
      { userId: user!.id, title: "Loyalty cards", prompt: IDEA, evidence: EVIDENCE },
      { userId: user!.id, title: "Another idea", prompt: "Another idea" },
    ])
    .returning();
  const { pain_points: points, ...painPoints } = demoPainPoints(IDEA);
  const [validation, pains] = await db
    .insert(reports)
    .values([
      {
        userId: user!.id,
        ideaId: idea!.id,
        kind: "iv",
        title: "Forged",
        prompt: IDEA,
        evidence: EVIDENCE,
        data: forgedValidation(),
        schemaVersion: 1,
      },
      {
        userId: user!.id,
        ideaId: other!.id,
        kind: "pp",
        title: "Version 1",
        prompt: "Another idea",
        data: { ...painPoints, pain_points: points.map(({ pain_point, strategy }) => ({ pain_point, strategy })) },
        schemaVersion: 1,
      },
    ])
    .returning();
  return {
    db,
    userId: user!.id,
    ideaIds: [idea!.id, other!.id],
    validationId: validation!.id,
    painPointsId: pains!.id,
  };
}

const clean = (value: unknown) => {
  const text = JSON.stringify(value);
  expect(text).not.toContain("evil.example");
  expect(text).not.toContain(FORGED_QUOTE);
};

beforeAll(async () => {
  await getDb();
});

describe("every read of a stored report passes readReport()", () => {
  it("serves a report stored before the checks upgraded and checked: the API, the report page, compare and the export", async () => {
    const { db, userId, ideaIds, validationId, painPointsId } = await storedBeforeTheChecks();

    const served = await findReport(db, userId, validationId);
    expect(served).toMatchObject({
      kind: "iv",
      schema_version: REPORT_SCHEMA_VERSION,
      evidence_provided: true,
      demo: true,
      evidence: EVIDENCE,
    });
    if (served.kind !== "iv") throw new Error("a validation");
    for (const factor of Object.values(served.scores)) {
      expect(factor).toMatchObject({ quote: null, basis: "inference" });
      expect(factor.confidence).not.toBe("high");
      expect(factor).not.toHaveProperty("samples");
    }
    expect(served).not.toHaveProperty("score_samples");
    clean(served);

    const page = await reportPage(db, userId, validationId);
    expect(page?.report).toEqual(served);
    clean(reportToMarkdown(served.kind, served));

    const compared = await compareIdeas(db, userId, ideaIds);
    expect(compared[0]!.validation).toMatchObject({
      report_id: validationId,
      overall_score: served.overall_score,
      score_tag: served.score_tag,
    });

    const pains = await findReport(db, userId, painPointsId);
    expect(pains).toMatchObject({
      kind: "pp",
      schema_version: REPORT_SCHEMA_VERSION,
      evidence_provided: false,
      demo: true,
    });
    if (pains.kind !== "pp") throw new Error("a pain-point report");
    for (const point of pains.pain_points) expect(point).toMatchObject({ quotes: [], mentions: 0, basis: "inference" });
  });

  it("shows it on its share link checked too", async () => {
    const { db, userId, validationId } = await storedBeforeTheChecks();
    const { url } = await shareReport(db, userId, validationId, { includeQuotes: true });
    const shared = await findSharedReport(db, new URL(url).pathname.split("/").pop()!);
    expect(shared).toMatchObject({
      kind: "iv",
      report: { kind: "iv", demo: true, schema_version: REPORT_SCHEMA_VERSION },
    });
    clean(shared);
  });
});
