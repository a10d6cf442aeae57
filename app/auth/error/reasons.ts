/** What the error page says for each error code next-auth or our Google flow puts in `?error=`. */
const reasons: Record<string, string> = {
  GoogleNotConfigured: "Google sign-in is not configured on this server. Please log in with your e-mail and password.",
  GoogleEmailNotVerified: "Google did not confirm that e-mail address, so we cannot sign you in with it.",
  AccessDenied: "The sign-in was cancelled or refused.",
  OAuthCallback: "Google sign-in did not complete. Please try again.",
  Configuration: "Sign-in is misconfigured on this server.",
};

export const GENERIC_REASON = "Something went wrong while signing you in. Please try again.";

/**
 * The sentence for an `?error=` value, or null without one. Only the table's own entries count: `__proto__`,
 * `constructor` or `toString` are not codes, and reading them off a plain object would hand React an object.
 */
export function authErrorReason(error: string | string[] | undefined): string | null {
  const code = Array.isArray(error) ? error[0] : error;
  if (!code) return null;
  return Object.hasOwn(reasons, code) ? reasons[code]! : GENERIC_REASON;
}
