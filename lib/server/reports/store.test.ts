import { describe, expect, it } from "vitest";
import { listTitle } from "./store";

describe("listTitle", () => {
  it("uses the report's title", () => {
    expect(listTitle({ title: " Meal kits for nurses ", idea_summary: "x" })).toBe("Meal kits for nurses");
  });

  it("falls back to the first 80 characters of the idea summary, with an ellipsis only when cut", () => {
    expect(listTitle({ idea_summary: "a".repeat(100) })).toBe(`${"a".repeat(80)}…`);
    expect(listTitle({ idea_summary: "a".repeat(80) })).toBe("a".repeat(80));
    expect(listTitle({})).toBe("Untitled report");
  });
});
