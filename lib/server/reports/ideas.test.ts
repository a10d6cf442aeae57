import { describe, expect, it } from "vitest";
import { IDEA_TITLE_MAX } from "@/lib/core/api/ideas";
import { distinctTitle } from "./ideas";

describe("a new idea's name", () => {
  it("is made distinct from the founder's others, without case, within the length limit", () => {
    expect(distinctTitle("ShiftSwap", ["KitchenCount"])).toBe("ShiftSwap");
    expect(distinctTitle("ShiftSwap", ["shiftswap"])).toBe("ShiftSwap (2)");
    expect(distinctTitle("ShiftSwap", ["ShiftSwap", "ShiftSwap (2)", "ShiftSwap (4)"])).toBe("ShiftSwap (3)");
    const long = "y".repeat(IDEA_TITLE_MAX);
    const made = distinctTitle(long, [long]);
    expect(made).toHaveLength(IDEA_TITLE_MAX);
    expect(made.endsWith(" (2)")).toBe(true);
  });
});
