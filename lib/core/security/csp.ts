/**
 * The Content-Security-Policy of every page. Scripts: our own files ('self'), inline scripts carrying this response's
 * nonce (Next.js puts it on its own scripts of a dynamically rendered page, reading it from the request's policy
 * header), and the inline scripts of the prerendered pages by their sha256 hashes, since a page built ahead of time
 * cannot carry a per-response nonce. Without the hashes (the build's files could not be read) the policy falls back to
 * 'unsafe-inline' for scripts, which browsers ignore as soon as a nonce or hash is present, so it stands alone.
 */
export interface PolicyOptions {
  /** This response's nonce (base64). */
  nonce: string;
  /** 'sha256-…' sources of the prerendered pages' inline scripts; null when they could not be read. */
  scriptHashes: readonly string[] | null;
  /** `next dev`: React needs eval for its debugging aids, and nothing is prerendered. */
  development: boolean;
  /** A production server reached over HTTPS: ask the browser to upgrade any http:// subresource. */
  upgradeInsecureRequests: boolean;
  /** Cloudflare Turnstile guards the free try: its script and its frame come from challenges.cloudflare.com. */
  turnstile?: boolean;
}

/** Cloudflare Turnstile's script, frame and calls come from here (the free try, the pitch pages). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

export function contentSecurityPolicy({
  nonce,
  scriptHashes,
  development,
  upgradeInsecureRequests,
  turnstile = false,
}: PolicyOptions): string {
  const scripts = development
    ? ["'self'", `'nonce-${nonce}'`, "'unsafe-eval'"]
    : scriptHashes
      ? ["'self'", `'nonce-${nonce}'`, ...scriptHashes]
      : ["'self'", "'unsafe-inline'"];
  const directives = [
    "default-src 'self'",
    `script-src ${[...scripts, ...(turnstile ? [TURNSTILE_ORIGIN] : [])].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    ...(turnstile ? [`frame-src ${TURNSTILE_ORIGIN}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function freshNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The policy for API answers (JSON, never a document that runs anything), set in next.config.ts. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
