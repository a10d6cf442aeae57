import { describe, expect, it } from "vitest";
import { EVIDENCE_LEFT_OUT, evidenceRedactor } from "./evidence-spans";

const EVIDENCE =
  "Maria: We run out of oat milk every Saturday and lose sales because of it.\nI don't trust the supplier's app.";
const redact = evidenceRedactor(EVIDENCE);

describe("evidence spans left out of free text", () => {
  it("replaces a run of 8 words or more, with the marks around it, whatever its case, quotes and spaces", () => {
    expect(redact("As Maria said, 'we RUN out of  oat milk every\nsaturday and lose sales.' So fix it.")).toBe(
      `As Maria said, ${EVIDENCE_LEFT_OUT} So fix it.`,
    );
    expect(redact("They told us «We run out of oat milk every Saturday»!")).toBe(`They told us ${EVIDENCE_LEFT_OUT}!`);
  });

  it("reads apostrophes alike and follows the evidence across its lines", () => {
    expect(redact("because of it. I don’t trust the supplier’s app")).toBe(EVIDENCE_LEFT_OUT);
  });

  it("keeps shorter runs, common phrases, and everything when there is no evidence", () => {
    const short = "They run out of oat milk every Saturday, it seems.";
    expect(redact(short)).toBe(short);
    expect(evidenceRedactor(null)(EVIDENCE)).toBe(EVIDENCE);
    expect(evidenceRedactor("")(EVIDENCE)).toBe(EVIDENCE);
  });
});
