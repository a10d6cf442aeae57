import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTER_MESSAGE,
  NAME_LINK_MESSAGE,
  normalisedPersonName,
  personName,
  plainText,
  SINGLE_LINE_MESSAGE,
  singleLineText,
} from "./text";

describe("plainText", () => {
  const name = plainText().trim().min(1, "Required.").max(10, "Too long.");

  it("accepts ordinary text, tabs and line breaks, and any script", () => {
    expect(name.parse(" Ada\tL. ")).toBe("Ada\tL.");
    expect(plainText().parse("line one\r\nline two\n")).toBe("line one\r\nline two\n");
    expect(plainText().parse("Zoë 東京 🚀 مرحبا")).toBe("Zoë 東京 🚀 مرحبا");
  });

  it.each(["\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\u000b", "\ud800", "x\udc00y"])(
    "refuses %j with one clear message",
    (value) => {
      const result = name.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTER_MESSAGE]);
    },
  );
});

describe("singleLineText", () => {
  const title = singleLineText().trim().min(1, "Required.").max(10, "Too long.");

  it.each([
    ["a\r\nb", "a b"],
    [" a \n\n b ", "a b"],
    ["a\tb", "a b"],
    ["a\u000b\u000cb", "a b"],
    ["a\u0085b\u2028c\u2029d", "a b c d"],
    ["\nTitle\n", "Title"],
    ["Zoë 🚀", "Zoë 🚀"],
  ])("makes %j one line: %j", (value, expected) => {
    expect(title.parse(value)).toBe(expected);
  });

  it.each(["\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\u0080", "\u009b", "\u202e", "\u2066x", "\ud800"])(
    "refuses %j",
    (value) => {
      const result = title.safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([SINGLE_LINE_MESSAGE]);
    },
  );

  it("counts the normalised text against max", () => {
    expect(title.safeParse("123456789\r\n").success).toBe(true);
    expect(title.safeParse("12345678901").success).toBe(false);
  });
});

describe("personName", () => {
  it.each([
    "Ada Lovelace",
    "J.R.R. Tolkien",
    "Dr. Who",
    "Ada L.",
    "O'Brien-Smith",
    "José Ñ. García",
    "東京 太郎",
    "a.b",
  ])("accepts %j", (value) => {
    expect(personName.parse(value)).toBe(value);
  });

  it.each([
    "https://evil.example",
    "hxxp://x",
    "mailto://x",
    "www.evil",
    "Visit WWW.example",
    "evil.example/x",
    "evil.com",
    "Ada (evil.co.uk)",
    "evil．com",
    "evil。com",
    "x 10.0.0.1",
    "St.John",
  ])("refuses %j as a link", (value) => {
    expect(personName.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([NAME_LINK_MESSAGE]);
  });

  it("normalises a provider's name without refusing it", () => {
    expect(normalisedPersonName(" Grace\r\n\u0000Hopper\u202e ")).toBe("Grace Hopper");
    expect([...normalisedPersonName("😀".repeat(150))]).toHaveLength(100);
    expect(normalisedPersonName("\n\t")).toBe("");
  });
});
