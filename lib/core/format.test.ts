import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("writes day, long month, year and 24-hour time in en-GB, UK time", () => {
    expect(formatDateTime("2026-11-22T15:07:00Z")).toBe("22 November 2026 at 15:07");
    // British Summer Time is an hour ahead of UTC.
    expect(formatDateTime(new Date("2026-07-01T23:30:00Z"))).toBe("2 July 2026 at 00:30");
  });
});
