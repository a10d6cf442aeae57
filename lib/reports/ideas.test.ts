import { describe, expect, it } from "vitest";
import { distinctTitle, IDEA_TITLE_MAX, ideaTitle } from "./ideas";

describe("idea titles", () => {
  it("takes a new idea's title from the start of its text", () => {
    expect(ideaTitle("  KitchenCount:   stock by photo ", "Report")).toBe("KitchenCount: stock by photo");
    expect(ideaTitle("x".repeat(100), "Report")).toBe(`${"x".repeat(80)}…`);
    // A long text is cut after a whole word, without the punctuation before the cut.
    expect(ideaTitle("KitchenCount: an inventory app for small restaurant kitchens that counts stock from a photo, and more.", "Report")).toBe(
      "KitchenCount: an inventory app for small restaurant kitchens that counts stock…",
    );
    expect(ideaTitle(`${"a".repeat(79)}, then more words`, "Report")).toBe(`${"a".repeat(79)}…`);
    expect(ideaTitle("", "The report's title")).toBe("The report's title");
  });

  it("makes a title distinct from the founder's others, without case, within the length limit", () => {
    expect(distinctTitle("ShiftSwap", ["KitchenCount"])).toBe("ShiftSwap");
    expect(distinctTitle("ShiftSwap", ["shiftswap"])).toBe("ShiftSwap (2)");
    expect(distinctTitle("ShiftSwap", ["ShiftSwap", "ShiftSwap (2)", "ShiftSwap (4)"])).toBe("ShiftSwap (3)");
    const long = "y".repeat(IDEA_TITLE_MAX);
    const made = distinctTitle(long, [long]);
    expect(made).toHaveLength(IDEA_TITLE_MAX);
    expect(made.endsWith(" (2)")).toBe(true);
  });
});
