import { describe, expect, it } from "vitest";
import { variantsUnderParents } from "./lineage";

const idea = (id: string, parent_id: string | null = null) => ({ id, parent_id });

describe("the idea list with pivots", () => {
  it("puts each variant under its parent, depth first, and keeps the rest in the list's order", () => {
    const listed = [idea("v2", "p"), idea("other"), idea("p"), idea("v1", "p"), idea("vv", "v1")];
    expect(variantsUnderParents(listed).map(({ idea: { id }, depth }) => `${id}:${depth}`)).toEqual([
      "other:0",
      "p:0",
      "v2:1",
      "v1:1",
      "vv:2",
    ]);
  });

  it("lists a variant whose parent is not on the page (or deleted) where it stands", () => {
    expect(variantsUnderParents([idea("a"), idea("v", "gone")]).map((row) => row.idea.id)).toEqual(["a", "v"]);
  });

  it("loses nothing to a circle of parents", () => {
    const circle = [idea("x", "y"), idea("y", "x")];
    expect(variantsUnderParents(circle).map((row) => row.idea.id)).toEqual(["x", "y"]);
  });
});
