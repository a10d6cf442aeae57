/**
 * A cookie the browser's scripts may read, set beside the session cookies and cleared with them: it tells the static
 * pages to show "Dashboard" rather than "Log In", and tells the proxy that a refresh is worth trying (the refresh cookie
 * itself only travels to /api/auth). It grants nothing; forging it changes a link or costs a redirect. On https it is
 * `__Host-ll_signed_in` (see cookies.ts), so no sibling subdomain can plant it.
 */
export const SIGNED_IN_COOKIE = "ll_signed_in";
export const HOST_SIGNED_IN_COOKIE = `__Host-${SIGNED_IN_COOKIE}`;

/** Whether a `document.cookie` string holds the marker, under either name. Safe in the browser (no server imports). */
export function hasSignedInMarker(cookieString: string): boolean {
  const pairs = cookieString.split(/;\s*/);
  return pairs.includes(`${HOST_SIGNED_IN_COOKIE}=1`) || pairs.includes(`${SIGNED_IN_COOKIE}=1`);
}
