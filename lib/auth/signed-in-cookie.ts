/**
 * A cookie the browser's scripts may read, set beside the session cookies and cleared with them: it only tells the
 * static pages to show "Dashboard" rather than "Log In". It grants nothing; forging it changes a link.
 */
export const SIGNED_IN_COOKIE = "ll_signed_in";
