import { describe, expect, it } from "vitest";
import { changedALot, ideaSimilarity, ideaWords, normaliseIdeaText, retainedWords } from "./idea-text";

const KITCHEN_COUNT =
  "KitchenCount: an inventory app for small restaurant kitchens that counts stock from a photo of the shelf and orders from suppliers.";
const SHIFT_SWAP =
  "ShiftSwap: an app for hospital nurses to swap shifts with colleagues without going through the ward manager.";
const TUTOR_LOOP =
  "TutorLoop: a marketplace matching GCSE students with university tutors for weekly online maths sessions.";
const RENT_PROOF =
  "RentProof: tenants upload rent receipts and get a verified payment history to show future landlords.";

describe("the rule that decides whether a text is still the same idea", () => {
  it("reads words without case, punctuation, function words or plural s", () => {
    expect([...ideaWords("The Kitchens, and THE kitchen: counts!")]).toEqual(["kitchen", "count"]);
    expect(normaliseIdeaText("  An   idea\n\tfor  Cafés ")).toBe("an idea for cafés");
    // "business" keeps its double s; short words keep their s.
    expect([...ideaWords("business bus")]).toEqual(["business", "bus"]);
  });

  it("scores the same words 1 and unrelated ideas near 0", () => {
    expect(ideaSimilarity(KITCHEN_COUNT, `  ${KITCHEN_COUNT.toUpperCase()} `)).toBe(1);
    expect(ideaSimilarity("", "")).toBe(1);
    expect(ideaSimilarity(KITCHEN_COUNT, SHIFT_SWAP)).toBeLessThan(0.1);
    expect(retainedWords("", KITCHEN_COUNT)).toBe(1);
  });

  it("asks when a different idea is typed over an earlier one (issue 24's ShiftSwap, TutorLoop and RentProof)", () => {
    for (const other of [SHIFT_SWAP, TUTOR_LOOP, RENT_PROOF]) {
      expect(changedALot(KITCHEN_COUNT, other)).toBe(true);
      expect(changedALot(other, KITCHEN_COUNT)).toBe(true);
    }
    expect(changedALot(KITCHEN_COUNT, "")).toBe(true);
  });

  it("does not ask for an edit: a reworded sentence, a price added, or a paragraph of detail", () => {
    const reworded =
      "KitchenCount: a stock-taking app for small restaurant kitchens; staff photograph the shelves and it counts the stock and reorders from suppliers.";
    const priced = `${KITCHEN_COUNT} Restaurants pay $49 a month per site.`;
    const elaborated = `${KITCHEN_COUNT} Most independent places still count on paper every Sunday night, waste two hours of a chef's time, over-order dairy and run out of herbs midweek; the app learns the usual par levels, flags what is short before the Monday delivery and sends one order per supplier in their own format.`;
    for (const edit of [KITCHEN_COUNT, reworded, priced, elaborated])
      expect(changedALot(KITCHEN_COUNT, edit)).toBe(false);
    // The elaboration shares under a third of its words with the original: it is the retained words that keep it.
    expect(ideaSimilarity(KITCHEN_COUNT, elaborated)).toBeLessThan(1 / 3);
    expect(retainedWords(KITCHEN_COUNT, elaborated)).toBe(1);
  });

  it("asks for a pivot that keeps some words but changes the customer and the product", () => {
    const bars =
      "BarCount: an inventory app for cocktail bars that counts bottles from a photo and orders from distributors.";
    expect(ideaSimilarity(KITCHEN_COUNT, bars)).toBeLessThan(1 / 3);
    expect(changedALot(KITCHEN_COUNT, bars)).toBe(true);
  });
});
