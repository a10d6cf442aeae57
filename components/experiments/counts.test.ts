import { describe, expect, it } from "vitest";
import { experimentCounts } from "./counts";

const counts = (over: Partial<Record<"planned" | "running" | "passed" | "failed" | "abandoned", number>>) => ({
  planned: 0,
  running: 0,
  passed: 0,
  failed: 0,
  abandoned: 0,
  ...over,
});

describe("experimentCounts", () => {
  it("names what passed, failed and is due, leaving out what is zero", () => {
    expect(experimentCounts({ counts: counts({ passed: 1, failed: 2, planned: 2, running: 1 }), overdue: 1 })).toBe(
      "1 passed · 2 failed · 3 due (1 overdue)",
    );
    expect(experimentCounts({ counts: counts({ failed: 1 }), overdue: 0 })).toBe("1 failed");
    expect(experimentCounts({ counts: counts({ abandoned: 2 }), overdue: 0 })).toBe("2 abandoned");
    expect(experimentCounts({ counts: counts({}), overdue: 0 })).toBe("No experiments yet");
  });
});
