import { describe, expect, it } from "vitest";
import { defaultTab } from "@/components/app/LoadReportsModal";
import { kindOfPath, kinds, reportKinds } from "@/lib/core/kinds";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import { generationRequest } from "./tools";

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

describe("the tools as the browser knows them", () => {
  it("keeps prompts under the first client's session-storage keys", () => {
    expect(reportKinds.map((kind) => kinds[kind].storage.prompt)).toEqual([
      "searchPrompt_pp",
      "searchPrompt_strat",
      "searchPrompt_eval",
    ]);
  });

  it("keeps each tool's customer evidence under searchEvidence_ and its slot", () => {
    expect(reportKinds.map((kind) => kinds[kind].storage.evidence)).toEqual([
      "searchEvidence_pp",
      "searchEvidence_strat",
      "searchEvidence_eval",
    ]);
  });

  it("limits evidence in the browser exactly as the server does: one constant, 20,000 characters", () => {
    expect(EVIDENCE_MAX).toBe(20_000);
  });

  it("finds the slot of a page, and the Load Reports tab that follows the route", () => {
    expect(kindOfPath("/app/pain-points")).toBe("pp");
    expect(kindOfPath("/app/market")).toBe("ms");
    expect(kindOfPath("/app/validator")).toBe("iv");
    expect(kindOfPath("/app/dashboard")).toBeNull();
    expect(defaultTab("/app/market")).toBe("ms");
    expect(defaultTab("/app/validator")).toBe("iv");
    expect(defaultTab("/app/pain-points")).toBe("pp");
    expect(defaultTab("/app/dashboard")).toBe("pp");
  });
});

describe("the request that generates a report", () => {
  it("posts every kind to POST /api/data/reports as JSON, streamed, with evidence only when there is some", () => {
    for (const kind of reportKinds) {
      for (const evidence of [undefined, "", "  \n\t "]) {
        const { url, init } = generationRequest(kind, "a b&c", evidence);
        expect(url).toBe("/api/data/reports");
        expect(init.method).toBe("POST");
        expect(headersOf(init)).toEqual({ accept: "text/event-stream", "content-type": "application/json" });
        expect(bodyOf(init)).toEqual({ kind, prompt: "a b&c" });
      }
      const withEvidence = generationRequest(kind, "idea", "  They said: too expensive.\n");
      expect(bodyOf(withEvidence.init)).toEqual({ kind, prompt: "idea", evidence: "They said: too expensive." });
    }
  });

  it("names the library's idea when a re-run belongs to one", () => {
    const id = "0b7d6a4e-8a53-4a36-9d0e-4f1ad3d2b9aa";
    expect(bodyOf(generationRequest("pp", "idea", "They said so.", id).init)).toEqual({
      kind: "pp",
      prompt: "idea",
      evidence: "They said so.",
      idea_id: id,
    });
    expect(bodyOf(generationRequest("iv", "idea", undefined, id).init)).toEqual({
      kind: "iv",
      prompt: "idea",
      idea_id: id,
    });
  });

  it("asks for the idea's experiment results only on a validation of a named idea", () => {
    const id = "0b7d6a4e-8a53-4a36-9d0e-4f1ad3d2b9aa";
    expect(bodyOf(generationRequest("iv", "idea", undefined, id, { withResults: true }).init)).toEqual({
      kind: "iv",
      prompt: "idea",
      idea_id: id,
      with_results: true,
    });
    expect(bodyOf(generationRequest("ms", "idea", undefined, id, { withResults: true }).init)).toEqual({
      kind: "ms",
      prompt: "idea",
      idea_id: id,
    });
    expect(bodyOf(generationRequest("iv", "idea", undefined, undefined, { withResults: true }).init)).toEqual({
      kind: "iv",
      prompt: "idea",
    });
  });

  it("names a survey whose answers a run of a named idea reads, of any kind", () => {
    const id = "0b7d6a4e-8a53-4a36-9d0e-4f1ad3d2b9aa";
    const survey = "5b0f3c2e-1d4a-4f6b-8c9d-0e1f2a3b4c5d";
    expect(bodyOf(generationRequest("pp", "idea", undefined, id, { surveyId: survey }).init)).toEqual({
      kind: "pp",
      prompt: "idea",
      idea_id: id,
      survey_id: survey,
    });
    expect(bodyOf(generationRequest("pp", "idea", undefined, undefined, { surveyId: survey }).init)).toEqual({
      kind: "pp",
      prompt: "idea",
    });
  });

  it("sends the longest evidence allowed whole", () => {
    const evidence = "x".repeat(EVIDENCE_MAX);
    const { init } = generationRequest("iv", "idea", evidence);
    expect((bodyOf(init) as { evidence: string }).evidence).toHaveLength(EVIDENCE_MAX);
  });
});
