import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD, COMMON_PASSWORD_STEM, commonPasswordProblem, passwordStem } from "./password-list";

describe("known passwords, as NIST SP 800-63B asks", () => {
  it.each([
    ["Password123!", "password"],
    ["Welcome2024!", "welcome"],
    ["P@ssw0rd1", "password"],
    ["  !!Qwerty99 ", "qwerty"],
    ["correct horse battery", "correcthorsebattery"],
    ["Pass-word-2024", "password"],
    ["p a s s w o r d 1", "password"],
    ["Password_Password1", "password"],
    ["Paaassword!", "password"],
  ])("%s has the stem %s", (password, stem) => {
    expect(passwordStem(password)).toBe(stem);
  });

  it("refuses the list's passwords as typed, and common words and names decorated at their ends", () => {
    expect(commonPasswordProblem("iloveyou")).toBe(COMMON_PASSWORD);
    expect(commonPasswordProblem("LaunchLens2026!")).toBe(COMMON_PASSWORD);
    for (const password of ["Password123!", "Qwerty123!", "Welcome2024!", "Michael1985", "Football#7", "L@unchLens!"])
      expect(commonPasswordProblem(password), password).toBe(COMMON_PASSWORD_STEM);
  });

  it("sees through separators inside a known password and a word typed twice", () => {
    for (const password of [
      "Pass-word-2024",
      "p a s s w o r d 1",
      "Password_Password1",
      "Q.w.e.r.t.y.2024",
      "Dragon Dragon Dragon!",
      "Sunshiiine99",
    ])
      expect(commonPasswordProblem(password), password).toBe(COMMON_PASSWORD_STEM);
  });

  it("accepts passphrases and words that are not known passwords, whatever is added to them", () => {
    for (const password of [
      "correct horse battery",
      "password of mine at launch",
      "hunter2-password",
      "Zebra-Kettle-Lantern-93",
      "tram7-orbit",
      "Lantern_Kettle_Lantern",
      "my dog eats pass words",
      "Bookkeeper-Oasis-2024",
      "otter otter river 88",
    ])
      expect(commonPasswordProblem(password), password).toBeNull();
  });
});
