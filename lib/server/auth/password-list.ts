import "server-only";
import commonPasswords from "./common-passwords.json";

/**
 * Passwords everyone tries first (NIST SP 800-63B 3.1.1.2: refuse values from lists of commonly used or compromised
 * passwords), checked offline against a list shipped in the repository: the 17,950 passwords of 8 to 128 characters
 * in @zxcvbn-ts/language-common's list of common passwords (see common-passwords.LICENSE.txt), compared without case,
 * plus the service's own name. A list in the repository rather than the package: one JSON file with no runtime
 * dependency, and an update is a reviewable diff.
 */
const common = new Set<string>(commonPasswords);

export const COMMON_PASSWORD =
  "This password is one of the most common ones and would be guessed quickly. Choose another: a few unrelated words work well.";

export function isCommonPassword(password: string): boolean {
  const folded = password.trim().toLowerCase();
  return common.has(folded) || folded.replace(/[^a-z]/g, "") === "launchlens";
}
