import { describe, expect, it } from "vitest";
import { groupThousands, numberText, readNumber } from "./numbers";

describe("readNumber", () => {
  it.each([
    // [typed, locale, value or the message's start]
    ["2.4", "en-US", 2.4],
    ["2,4", "en-US", "Write 2.4 with a point"],
    ["2,4", "de-DE", 2.4],
    ["2.4", "de-DE", "Write 2,4 with a comma"],
    ["3.5%", "en-GB", 3.5],
    ["3,5 %", "fr-FR", 3.5],
    ["1 200", "en-US", 1200],
    ["1 200", "fr-FR", 1200],
    ["1\u202f200,5", "fr-FR", 1200.5],
    ["1,200", "en-US", 1200],
    ["1,200", "de-DE", 1.2],
    ["1.200", "de-DE", 1200],
    ["1,200.75", "en-US", 1200.75],
    ["1.200,75", "de-DE", 1200.75],
    ["$1,200", "en-US", 1200],
    ["12,34", "en-US", "Write 12.34 with a point"],
    ["1,2345", "en-US", "Write 1.2345 with a point"],
    [".5", "en-US", 0.5],
    ["0", "en-US", 0],
    ["1.2.3", "en-US", "A number has one decimal mark"],
    ["12 34", "en-US", "Write the number without spaces"],
    ["", "en-US", "Enter a number."],
    ["abc", "en-US", "Enter a number, like"],
    ["-3", "en-US", "Enter a number of 0 or more."],
    ["4", undefined, 4],
    ["2,4", "not a locale!", "Write 2.4 with a point"],
  ] as const)("%s in %s", (typed, locale, expected) => {
    const read = readNumber(typed, locale);
    if (typeof expected === "number") expect(read).toEqual({ ok: true, value: expected, percent: typed.includes("%") });
    else expect(read.ok ? read.value : read.message).toMatch(new RegExp(`^${expected.replace(/[.$]/g, "\\$&")}`));
  });

  it("shows a number back in the locale's decimal mark", () => {
    expect(numberText(2.4, "de-DE")).toBe("2,4");
    expect(numberText(1200.5, "en-US")).toBe("1200.5");
    expect(readNumber(numberText(0.1 + 0.2, "fr-FR"), "fr-FR")).toEqual({ ok: true, value: 0.3, percent: false });
  });
});

describe("groupThousands", () => {
  it("writes whole numbers as toLocaleString('en-US') does", () => {
    for (const value of [0, 7, 999, 1_000, 12_000, 999_999, 1_234_567, -4_500])
      expect(groupThousands(value)).toBe(value.toLocaleString("en-US"));
  });
});
