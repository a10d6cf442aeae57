import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, freshNonce } from "./csp";
import {
  buildScriptHashes,
  forgetScriptHashes,
  inlineScriptHashes,
  prerenderedScriptHashes,
} from "@/lib/server/security/script-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows scripts by nonce and by the prerendered pages' hashes, and nothing inline besides", () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: "abc",
        scriptHashes: ["'sha256-x'"],
        development: false,
        upgradeInsecureRequests: true,
      }),
    );
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc'", "'sha256-x'"]);
    expect(policy).toMatchObject({
      "default-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "upgrade-insecure-requests": [],
    });
  });

  it("uses nonce and eval in development, and 'unsafe-inline' alone when the hashes are unknown", () => {
    const dev = directives(
      contentSecurityPolicy({ nonce: "n", scriptHashes: [], development: true, upgradeInsecureRequests: false }),
    );
    expect(dev["script-src"]).toEqual(["'self'", "'nonce-n'", "'unsafe-eval'"]);
    expect(dev["upgrade-insecure-requests"]).toBeUndefined();
    const fallback = directives(
      contentSecurityPolicy({ nonce: "n", scriptHashes: null, development: false, upgradeInsecureRequests: false }),
    );
    expect(fallback["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("makes a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, freshNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("inline script hashes", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
    forgetScriptHashes();
    vi.restoreAllMocks();
  });

  it("hashes the text of inline scripts exactly, and skips scripts with src", () => {
    const html = `<script src="/_next/static/a.js" async=""></script><script>self.__next_f=[]</script><script id="x" type="module">a</script><SCRIPT>\n b \n</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha("self.__next_f=[]"), sha("a"), sha("\n b \n")]);
  });

  it("collects every prerendered page of the build once, without repeats", () => {
    dir = mkdtempSync(path.join(tmpdir(), "csp-"));
    mkdirSync(path.join(dir, "nested"));
    writeFileSync(path.join(dir, "index.html"), "<script>one</script><script>shared</script>");
    writeFileSync(path.join(dir, "nested", "page.html"), "<script>shared</script><script>two</script>");
    writeFileSync(path.join(dir, "page.rsc"), "<script>not html</script>");
    expect(prerenderedScriptHashes(dir).sort()).toEqual([sha("one"), sha("shared"), sha("two")].sort());
  });

  it("logs once and answers null when the build cannot be read", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(buildScriptHashes("/nonexistent/.next/server/app")).toBeNull();
    expect(buildScriptHashes("/nonexistent/.next/server/app")).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/unsafe-inline/);
  });
});
