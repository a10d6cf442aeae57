import { describe, expect, it } from "vitest";
import { claimedIdeaNote } from "./policy";

describe("the kept try's banner", () => {
  it("names the customer evidence only when some was given", () => {
    expect(claimedIdeaNote({ evidence: true, hasPlan: true })).toContain("with the customer evidence you gave");
    expect(claimedIdeaNote({ evidence: false, hasPlan: true })).not.toMatch(/evidence/);
  });

  it("never says experiments need a plan: only the other tools and questions do", () => {
    expect(claimedIdeaNote({ evidence: false, hasPlan: false })).toBe(
      "Your free validation is saved in your library: it is version 1 of this idea. Plan its experiments and record what you measure at any time; with a plan you can also run the pain points and marketing strategy and ask it questions.",
    );
    expect(claimedIdeaNote({ evidence: false, hasPlan: true })).toMatch(
      /With your plan you can run the pain points and marketing strategy and ask it questions; plan its experiments/,
    );
  });
});
