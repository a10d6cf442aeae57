import { describe, expect, it } from "vitest";
import { applyPatch, diffText, isTextPatch } from "./stream-patch";

describe("report stream patches", () => {
  it("send only what changed after the common beginning, and rebuild the same text", () => {
    const states = [
      {},
      { title: "Shift" },
      { title: "ShiftPlate" },
      { title: "ShiftPlate", scores: { timing: { score: 8 } } },
      { title: "ShiftPlate", scores: { timing: { score: 8, reason: "Staff wellbeing is a priority" } } },
    ].map((state) => JSON.stringify(state));
    let browser = "";
    let previous = "";
    let sent = 0;
    for (const next of states) {
      const patch = diffText(previous, next);
      sent += patch[1].length;
      browser = applyPatch(browser, patch);
      expect(browser).toBe(next);
      previous = next;
    }
    // Each step resends only the closing brackets and the new words, not the report so far.
    expect(sent).toBeLessThan(states.at(-1)!.length + 40);
    expect(diffText(states[1]!, states[2]!)).toEqual([15, 'Plate"}']);
  });

  it("rewrites from where a state differs, not only at the end", () => {
    const patch = diffText('{"score":7.5,"tag":"Promising"}', '{"score":8,"tag":"Strong"}');
    expect(patch).toEqual([9, '8,"tag":"Strong"}']);
    expect(applyPatch('{"score":7.5,"tag":"Promising"}', patch)).toBe('{"score":8,"tag":"Strong"}');
  });

  it("never splits a character outside the basic plane between two patches", () => {
    const before = JSON.stringify({ idea: "Caf\u00e9 for \u{1F436}" });
    const after = JSON.stringify({ idea: "Caf\u00e9 for \u{1F431}" });
    const patch = diffText(before, after);
    expect(JSON.parse(JSON.stringify(patch))).toEqual(patch);
    expect(patch[1].startsWith("\u{1F431}")).toBe(true);
    expect(applyPatch(before, patch)).toBe(after);
  });

  it("recognises a patch and refuses anything else", () => {
    expect(isTextPatch([3, "abc"])).toBe(true);
    for (const value of [null, [], [-1, "a"], [1.5, "a"], ["1", "a"], [1, 2], { at: 1, text: "a" }])
      expect(isTextPatch(value)).toBe(false);
  });
});
