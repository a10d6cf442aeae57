import { describe, expect, it } from "vitest";
import { loadEnv } from "@/lib/server/env";
import { HttpError } from "./errors";
import { allowedOrigins, appUrl, assertNotCrossSite, safeRedirectTarget } from "./origin";

const APP = "http://localhost:3000";

describe("safeRedirectTarget", () => {
  it.each([
    "/.//evil.com",
    "/app/..//evil.example/phish",
    "//evil.com",
    "///evil.com",
    "\\\\evil.com",
    "/\\evil.com",
    "\\/evil.com",
    "/\t/evil.com",
    "\t//evil.com",
    "/\n/evil.com",
    "https://evil.com/app",
    "http:evil.com",
    "javascript:alert(1)",
    "data:text/html,hi",
    "%2F%2Fevil.com",
    "/%2F%2Fevil.com",
    "/%2e%2e//evil.com",
    "/app/%2e%2e/%2e%2e//evil.com",
    "http://localhost:3000@evil.com/",
    " //evil.com",
  ])("keeps %j on our origin", (value) => {
    const target = safeRedirectTarget(value);
    expect(target.origin).toBe(APP);
    // Serialised, the answer can never be read as protocol-relative or as another host.
    expect(target.href.startsWith(`${APP}/`)).toBe(true);
    expect(target.href.slice(APP.length)).not.toMatch(/^\/[/\\]/);
  });

  it("keeps a path of our own, with its query, and resolves dot segments", () => {
    expect(safeRedirectTarget("/app/market?tab=2").href).toBe(`${APP}/app/market?tab=2`);
    expect(safeRedirectTarget("/app/../auth/login").href).toBe(`${APP}/auth/login`);
  });

  it("falls back to the dashboard for nothing or another site", () => {
    expect(safeRedirectTarget(null).href).toBe(`${APP}/app/dashboard`);
    expect(safeRedirectTarget("https://evil.com/").href).toBe(`${APP}/app/dashboard`);
  });
});

describe("origins", () => {
  const env = (vars: Record<string, string>) =>
    loadEnv({ AUTH_SECRET: "s".repeat(32), ...vars }, { canWrite: () => true });

  it("come from APP_URL and the host's deployment URLs, never from the request", () => {
    expect(allowedOrigins(env({ NODE_ENV: "production", APP_URL: "https://launchlens.app" }))).toEqual(
      new Set(["https://launchlens.app"]),
    );
    const preview = env({
      NODE_ENV: "production",
      APP_URL: "https://launchlens.app",
      VERCEL_URL: "ll-abc123.vercel.app",
      VERCEL_BRANCH_URL: "ll-git-x.vercel.app",
    });
    expect(allowedOrigins(preview)).toEqual(
      new Set(["https://launchlens.app", "https://ll-abc123.vercel.app", "https://ll-git-x.vercel.app"]),
    );
  });

  it("accept the other spellings of a loopback APP_URL in development only", () => {
    expect(allowedOrigins(env({ APP_URL: "http://localhost:3000" }))).toContain("http://127.0.0.1:3000");
    expect(allowedOrigins(env({ NODE_ENV: "production", APP_URL: "http://localhost:3000" }))).not.toContain(
      "http://127.0.0.1:3000",
    );
  });

  it("refuse another site even when X-Forwarded-Host claims to be it", () => {
    const forged = new Request(`${APP}/api/x`, {
      method: "POST",
      headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example", host: "evil.example" },
    });
    expect(() => assertNotCrossSite(forged)).toThrow(HttpError);
    const ours = new Request(`${APP}/api/x`, {
      method: "POST",
      headers: { origin: APP, "x-forwarded-host": "evil.example" },
    });
    expect(() => assertNotCrossSite(ours)).not.toThrow();
    const fetchMetadata = new Request(`${APP}/api/x`, { method: "POST", headers: { "sec-fetch-site": "cross-site" } });
    expect(() => assertNotCrossSite(fetchMetadata)).toThrow(HttpError);
  });

  it("appUrl builds on APP_URL and refuses anything but a path", () => {
    expect(appUrl("/auth/login?x=1").href).toBe(`${APP}/auth/login?x=1`);
    expect(() => appUrl("//evil.com")).toThrow();
    expect(() => appUrl("https://evil.com")).toThrow();
  });
});
