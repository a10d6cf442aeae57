import "server-only";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { messageOf } from "@/lib/core/errors";

// An inline script: a <script> element without a src attribute, and its text exactly as the browser hashes it.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The 'sha256-…' CSP sources of the inline scripts of one HTML document, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.push(`'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * The hashes of every inline script of the pages prerendered by this build (`<distDir>/server/app/**\/*.html`),
 * without repeats, in a stable order.
 */
export function prerenderedScriptHashes(appDir: string): string[] {
  const hashes = new Set<string>();
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();
  if (files.length === 0) throw new Error(`no prerendered pages in ${appDir}`);
  for (const file of files) {
    for (const hash of inlineScriptHashes(readFileSync(path.join(appDir, file), "utf8"))) hashes.add(hash);
  }
  return [...hashes];
}

let cached: string[] | null | undefined;

/**
 * This build's hashes, read once at first use and kept for the life of the process. When the files cannot be read (a
 * host that does not ship them next to the proxy), it says so once in the log and answers null: the policy then falls
 * back to 'unsafe-inline' for scripts rather than break the prerendered pages.
 */
export function buildScriptHashes(appDir = path.join(process.cwd(), ".next", "server", "app")): string[] | null {
  if (cached !== undefined) return cached;
  try {
    cached = prerenderedScriptHashes(appDir);
  } catch (error) {
    console.error(
      `[security] could not read the prerendered pages' inline scripts (${messageOf(error)}); ` +
        "the Content-Security-Policy allows inline scripts ('unsafe-inline') instead of nonces and hashes.",
    );
    cached = null;
  }
  return cached;
}

/** For tests: forget the cached hashes. */
export function forgetScriptHashes(): void {
  cached = undefined;
}
