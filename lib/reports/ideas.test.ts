import { describe, expect, it } from "vitest";
import { ideaTitle } from "./ideas";

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
});
