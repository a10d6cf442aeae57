import { describe, expect, it } from "vitest";
import { diffCounts, wordDiff } from "./word-diff";

describe("the word-level diff of an idea's text between two versions", () => {
  it("marks added and removed words and keeps the rest, ignoring whitespace", () => {
    expect(wordDiff("An app for  cafés\nin Leeds.", "An app for cafés in Leeds.")).toEqual([
      { kind: "same", text: "An app for cafés in Leeds." },
    ]);
    expect(wordDiff("Cafés pay $19 a month.", "Cafés pay $29 a month, billed yearly.")).toEqual([
      { kind: "same", text: "Cafés pay" },
      { kind: "removed", text: "$19" },
      { kind: "added", text: "$29" },
      { kind: "same", text: "a" },
      { kind: "removed", text: "month." },
      { kind: "added", text: "month, billed yearly." },
    ]);
  });

  it("handles empty texts and whole rewrites", () => {
    expect(wordDiff("", "")).toEqual([]);
    expect(wordDiff("", "A new idea")).toEqual([{ kind: "added", text: "A new idea" }]);
    expect(wordDiff("Old words here", "")).toEqual([{ kind: "removed", text: "Old words here" }]);
    expect(wordDiff("one two", "three four")).toEqual([
      { kind: "removed", text: "one two" },
      { kind: "added", text: "three four" },
    ]);
  });

  it("rebuilds both texts from its parts, and counts the words that changed", () => {
    const before = "KitchenCount counts stock from a photo of the shelf and orders from suppliers every Monday.";
    const after =
      "KitchenCount counts stock from one photo of each shelf, orders from suppliers and flags waste every Monday.";
    const parts = wordDiff(before, after);
    const text = (kinds: string[]) =>
      parts
        .filter((part) => kinds.includes(part.kind))
        .map((part) => part.text)
        .join(" ");
    expect(text(["same", "removed"])).toBe(before);
    expect(text(["same", "added"])).toBe(after);
    expect(diffCounts(parts)).toEqual({ added: 6, removed: 4 });
  });

  it("stays quick on the longest prompts (4,000 characters) even when every word changed", () => {
    const long = (seed: string) => Array.from({ length: 700 }, (_, index) => `${seed}${index}`).join(" ");
    const started = performance.now();
    const parts = wordDiff(long("a"), long("b"));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(diffCounts(parts)).toEqual({ added: 700, removed: 700 });
  });
});
