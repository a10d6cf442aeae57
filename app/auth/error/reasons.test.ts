import { describe, expect, it } from "vitest";
import { authErrorReason, GENERIC_REASON } from "./reasons";

describe("authErrorReason", () => {
  it("names the known codes", () => {
    expect(authErrorReason("AccessDenied")).toBe("The sign-in was cancelled or refused.");
    expect(authErrorReason(["OAuthCallback", "AccessDenied"])).toMatch(/did not complete/);
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "unknown"])(
    "answers the generic sentence, a string, for %j",
    (code) => {
      expect(authErrorReason(code)).toBe(GENERIC_REASON);
    },
  );

  it("says nothing without an error", () => {
    expect(authErrorReason(undefined)).toBeNull();
    expect(authErrorReason("")).toBeNull();
    expect(authErrorReason([])).toBeNull();
  });
});
