import { describe, expect, it } from "vitest";
import { defaultTab } from "@/components/app/LoadReportsModal";
import { generationRequest, slotOfPath, tools } from "./tools";

describe("the tools as the browser knows them", () => {
  it("keeps prompts under SPEC.md's session-storage keys", () => {
    expect([tools.pp.storageKey, tools.strat.storageKey, tools.eval.storageKey]).toEqual([
      "searchPrompt_pp",
      "searchPrompt_strat",
      "searchPrompt_eval",
    ]);
  });

  it("finds the slot of a page, and the Load Reports tab that follows the route", () => {
    expect(slotOfPath("/app/pain-points")).toBe("pp");
    expect(slotOfPath("/app/market")).toBe("strat");
    expect(slotOfPath("/app/validator")).toBe("eval");
    expect(slotOfPath("/app/dashboard")).toBeNull();
    expect(defaultTab("/app/market")).toBe("ms");
    expect(defaultTab("/app/validator")).toBe("iv");
    expect(defaultTab("/app/pain-points")).toBe("pp");
    expect(defaultTab("/app/dashboard")).toBe("pp");
  });

  it("asks for a stream on the contract's calls", () => {
    expect(generationRequest("pp", "a b").url).toBe("/api/data/create-report?search=a%20b");
    const validation = generationRequest("eval", "idea");
    expect(validation.url).toBe("/api/data/validate-idea");
    expect(JSON.parse(String(validation.init.body))).toEqual({ userPrompt: "idea" });
    expect((validation.init.headers as Record<string, string>).accept).toBe("text/event-stream");
  });
});
