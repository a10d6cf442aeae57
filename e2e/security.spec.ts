import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { subscribe } from "./helpers";

/**
 * The Content-Security-Policy in a real browser: no page may log an error or a policy violation, dynamic pages carry
 * a fresh nonce, prerendered pages are allowed their inline scripts by hash, and the usual headers are all there.
 */

/** Records console errors, uncaught errors and CSP violations from the page's first script on. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const seen = ((window as unknown as { __violations?: string[] }).__violations ??= []);
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return async () => {
    // Let hydration and any late script run before looking.
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
    return [...problems, ...violations.map((v) => `csp: ${v}`)];
  };
}

/** The page has hydrated: React attached its handlers (a client component reacted). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll("script").length > 0 && "__next_f" in self);
}

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

test.describe("Content-Security-Policy in the browser", () => {
  for (const path of [
    "/",
    "/privacy",
    "/terms",
    "/auth/login",
    "/auth/register",
    "/auth/forgot-password",
    "/no-such-page",
  ]) {
    test(`${path} runs with no CSP violation or console error`, async ({ page }) => {
      const problems = await watch(page);
      const response = await page.goto(path);
      expect(response!.headers()["content-security-policy"]).toBeTruthy();
      await hydrated(page);
      // The browser reports the 404 page's own status as a failed load; that one is expected.
      const expected = path === "/no-such-page" ? /status of 404/ : null;
      expect((await problems()).filter((p) => !expected?.test(p))).toEqual([]);
    });
  }

  test("the signed-in app runs with no CSP violation, through client navigation too", async ({ page }) => {
    const problems = await watch(page);
    await subscribe(page, "Strict Founder");
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome, Strict" })).toBeVisible();
    // The toolbar's Settings dialog is a client component: it only opens once React has hydrated under the policy.
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Your Account" })).toBeVisible();
    expect(await problems()).toEqual([]);
  });
});

test.describe("security headers", () => {
  test("a dynamic page has a fresh nonce on every response, on its scripts too, and no inline allowance", async ({
    page,
    request,
  }) => {
    const first = (await request.get("/auth/login")).headers()["content-security-policy"]!;
    const second = (await request.get("/auth/login")).headers()["content-security-policy"]!;
    const nonceOf = (policy: string) =>
      directive(policy, "script-src")
        .find((s) => s.startsWith("'nonce-"))
        ?.slice(7, -1);
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(directive(first, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(first, "script-src")).not.toContain("'unsafe-eval'");

    const response = await page.goto("/auth/login");
    const nonce = nonceOf(response!.headers()["content-security-policy"]!);
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((s) => ({ src: s.src, nonce: s.nonce, inline: !s.src })),
    );
    expect(scripts.filter((s) => s.inline).length).toBeGreaterThan(0);
    for (const script of scripts.filter((s) => s.inline)) expect(script.nonce).toBe(nonce);
  });

  test("the prerendered landing page is allowed its inline scripts by hash, and is still served static", async ({
    request,
  }) => {
    const response = await request.get("/");
    const policy = response.headers()["content-security-policy"]!;
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) {
      expect(directive(policy, "script-src")).toContain(
        `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
      );
    }
    // Static HTML carries no nonce of its own; the one in the header is for nothing on this page.
    expect(html).not.toMatch(/nonce="[^"]+"/);
    expect(response.headers()["x-nextjs-prerender"] ?? response.headers()["x-nextjs-cache"]).toBeTruthy();
  });

  test("pages get the full policy and the usual headers; HSTS in production", async ({ request }) => {
    const headers = (await request.get("/privacy")).headers();
    const policy = headers["content-security-policy"]!;
    for (const expected of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(expected);
    }
    expect(headers).toMatchObject({
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
    });
  });

  test("API answers forbid everything and are never stored", async ({ request }) => {
    const headers = (await request.get("/api/health")).headers();
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("the app gate is unchanged: no session goes to log in, with no policy needed on the redirect", async ({
    request,
  }) => {
    const response = await request.get("/app/dashboard", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe("/auth/login");
  });
});

test.describe("the sign-in error page", () => {
  for (const code of ["__proto__", "constructor", "toString"]) {
    test(`?error=${code} answers the generic message, not a 500`, async ({ page }) => {
      const response = await page.goto(`/auth/error?error=${code}`);
      expect(response!.status()).toBe(200);
      await expect(page.getByText("Something went wrong while signing you in. Please try again.")).toBeVisible();
    });
  }
});
