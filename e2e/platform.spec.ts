import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const EXAMPLES = ["/examples", "/examples/pain-points", "/examples/marketing-strategy", "/examples/idea-validation"];

test("the public pages are prerendered as static HTML", () => {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next", "prerender-manifest.json"), "utf8"));
  for (const route of ["/", "/privacy", "/terms", ...EXAMPLES]) {
    expect(Object.keys(manifest.routes), `${route} is not static`).toContain(route);
  }
});

test("GET /api/health is a cheap liveness answer; ?deep=1 is readiness: the database up with every migration", async ({
  request,
}) => {
  const live = await request.get("/api/health");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  const ready = await request.get("/api/health?deep=1");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ok", database: "up", migrations: "applied" });
  expect(ready.headers()["cache-control"]).toBe("no-store");
});

test("robots.txt keeps crawlers out of the app and the API and points at the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/app\/$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
});

test("/favicon.ico, which browsers ask for on their own, leads to the brand icon instead of a 404", async ({
  request,
}) => {
  const redirect = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers()["location"]).toBe("/icon.svg");
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});

test("sitemap.xml lists the public pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(urls).toEqual(["/", ...EXAMPLES, "/privacy", "/terms"]);
});

test("public pages carry a description and OpenGraph metadata", async ({ page }) => {
  for (const pagePath of ["/", "/privacy", "/terms", ...EXAMPLES]) {
    await page.goto(pagePath);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /LaunchLens/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /^https?:\/\//);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "LaunchLens");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const served = await page.request.get(new URL(new URL(image!).pathname, page.url()).toString());
    expect(served.headers()["content-type"]).toBe("image/png");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\//);
  }
});

test("an unknown address shows a helpful 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveTitle("LaunchLens Home");
});

test("a page of English text fetches only the two small font files; an accented letter brings Inter's full Latin file", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname.split("/").pop()!);
  });
  await page.goto("/auth/login");
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded");
  expect(fonts.sort()).toEqual([expect.stringMatching(/^fraunces_core\./), expect.stringMatching(/^inter_core\./)]);

  await page.getByLabel("Email").fill("renée@example.com");
  await expect.poll(() => fonts.some((name) => name.startsWith("inter_latin_wght_normal"))).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].some((face) => face.family === "inter" && face.status === "loaded")),
    )
    .toBe(true);
});
