import { describe, expect, it } from "vitest";
import { loginDelayMs } from "./login";

describe("loginDelayMs", () => {
  it("adds nothing for the first ten failures on an address", () => {
    for (let failures = 0; failures < 10; failures++) expect(loginDelayMs(failures)).toBe(0);
  });

  it("starts at 250 ms and doubles every five failures", () => {
    expect(loginDelayMs(10)).toBe(250);
    expect(loginDelayMs(14)).toBe(250);
    expect(loginDelayMs(15)).toBe(500);
    expect(loginDelayMs(20)).toBe(1000);
    expect(loginDelayMs(25)).toBe(2000);
  });

  it("never holds an answer longer than 3 s", () => {
    expect(loginDelayMs(30)).toBe(3000);
    expect(loginDelayMs(1_000_000)).toBe(3000);
  });
});
