import { describe, expect, it } from "vitest";
import { IDEA_TITLE_MAX } from "@/lib/core/api/ideas";
import { distinctTitle, ideaTitle } from "./ideas";

describe("an idea's title", () => {
  it("is the whole prompt when it fits the 120 characters", () => {
    const idea = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";
    expect(ideaTitle(`  ${idea}\n`, "fallback")).toBe(idea);
  });

  it("is the prompt's first sentence when the prompt is longer", () => {
    const prompt = `KitchenCount: stock counts for small cafés in two taps. ${"It tracks what runs out and orders it again. ".repeat(4)}`;
    expect(ideaTitle(prompt, "fallback")).toBe("KitchenCount: stock counts for small cafés in two taps.");
  });

  it("is cut at a whole word, with an ellipsis, only when even the first sentence is longer", () => {
    const title = ideaTitle(`${"cancellation ".repeat(12)}end`, "fallback");
    expect(title).toBe(`${Array(9).fill("cancellation").join(" ")}…`);
    expect(title.length).toBeLessThanOrEqual(120);
  });

  it("takes the report's title for an empty prompt", () => {
    expect(ideaTitle("   ", "Pain points: dog groomers")).toBe("Pain points: dog groomers");
  });

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
