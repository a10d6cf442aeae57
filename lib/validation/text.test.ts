import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, plainText } from "./text";

describe("plainText", () => {
  const name = plainText().trim().min(1, "Required.").max(10, "Too long.");

  it("accepts ordinary text, tabs and line breaks, and any script", () => {
    expect(name.parse(" Ada\tL. ")).toBe("Ada\tL.");
    expect(plainText().parse("line one\r\nline two\n")).toBe("line one\r\nline two\n");
    expect(plainText().parse("Zoë 東京 🚀 مرحبا")).toBe("Zoë 東京 🚀 مرحبا");
  });

  it.each(["\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\u000b", "\ud800", "x\udc00y"])("refuses %j with one clear message", (value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });
});
