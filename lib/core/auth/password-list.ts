import commonPasswords from "./common-passwords.json";
import commonStems from "./common-password-stems.json";
import { COMMON_PASSWORD, COMMON_PASSWORD_STEM } from "./password-messages";

export { COMMON_PASSWORD, COMMON_PASSWORD_STEM };

/**
 * Passwords everyone tries first (NIST SP 800-63B 3.1.1.2: refuse values from lists of commonly used or compromised
 * passwords), checked offline against lists shipped in the repository, both from @zxcvbn-ts/language-common 4.1.3's
 * list of common passwords (see common-passwords.LICENSE.txt): its 17,950 passwords of 8 to 128 characters, and its
 * 23,959 entries of 4 to 7 letters, the words and names a guesser decorates. A password is refused when, without case,
 * it is on the first list, or when its stem is on either: the password without the digits and symbols at its ends, the
 * separators inside it (spaces, dashes, underscores, dots…) and repeats collapsed, with the usual look-alike characters
 * read as letters ("P@ssw0rd1!" → "password", "Pass-word-2024" → "password", "Password_Password1" → "password",
 * "Welcome2024!" → "welcome"). The service's own name counts too. Lists in the repository rather than the package: no runtime dependency, and an
 * update is a reviewable diff.
 */
const common = new Set<string>(commonPasswords);
const stems = new Set<string>(commonStems);

const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/**
 * The password's stem: case folded, digits and symbols at the ends cut, then the separators inside (any space,
 * punctuation or symbol but the look-alikes @ and $) dropped, look-alike characters read as letters, a run of one
 * character (three or more) read once and a word said again and again read once.
 */
export function passwordStem(password: string): string {
  return password
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")
    .replace(/[^\p{L}\p{N}@$]+/gu, "")
    .replace(/[013457@$]/g, (character) => LOOK_ALIKES[character]!)
    .replace(/(.)\1{2,}/gu, "$1")
    .replace(/^(.+?)\1+$/u, "$1");
}

/** Why this password is refused (one of the messages above), or null when it is not a known one. */
export function commonPasswordProblem(password: string): string | null {
  const folded = password.trim().toLowerCase();
  if (common.has(folded) || folded.replace(/[^a-z]/g, "") === "launchlens") return COMMON_PASSWORD;
  const stem = passwordStem(password);
  if (stem.length >= 4 && (common.has(stem) || stems.has(stem) || stem === "launchlens")) return COMMON_PASSWORD_STEM;
  return null;
}
