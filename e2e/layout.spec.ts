import { expect, test, type Page } from "@playwright/test";
import { subscribe } from "./helpers";
import { PUBLIC_PAGES } from "./public-pages";

// Issue 24: every report page scrolled sideways (an empty screen-reader line in the action bar made it 1,759 px wide at
// 1440). No page may be wider than the window, at the two widths of docs/ARCHITECTURE.md's "Tests".
const WIDTHS = [1440, 390];
const IDEAS = [
  "A booking app for dog groomers that fills last-minute cancellations from a waitlist, paid per filled slot.",
  "Meal kits for night-shift nurses, delivered before their shift starts and priced per week.",
];

/** Checks the page at both widths: the document is never wider than the window. `ready` waits for what must show. */
async function expectNoSidewaysScroll(page: Page, name: string, ready?: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (ready) await ready();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${name} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
  }
}

test("public and auth pages fit the window at 1440 and 390 px", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, path);
  }
});

test("app pages with a report shown, the library, idea, compare and share pages fit the window at 1440 and 390 px", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await subscribe(page);
  await expectNoSidewaysScroll(page, "/app/dashboard");

  // Two ideas, each validated from the dashboard; the first also gets its pain points and marketing strategy.
  const tools = [
    { button: "Generate Idea Validation", path: "/app/validator", done: "Strategic Insights" },
    { button: "Generate Pain Points", path: "/app/pain-points", done: "Potential Market Gap" },
    { button: "Generate Marketing Strategy", path: "/app/market", done: "Timeline" },
  ];
  for (const [index, idea] of IDEAS.entries()) {
    for (const tool of index === 0 ? tools : tools.slice(0, 1)) {
      await page.goto("/app/dashboard");
      await page.getByLabel("Describe Your Business Idea").fill(idea);
      await page.getByRole("button", { name: tool.button }).click();
      await expect(page).toHaveURL(new RegExp(`${tool.path}$`));
      await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
    }
  }

  // Each tool page with its report (the tool shows its last report again from the history).
  for (const tool of tools) {
    await page.goto(tool.path);
    const done = page.getByRole("heading", { name: tool.done, exact: true });
    await expectNoSidewaysScroll(page, `${tool.path} with a report`, () =>
      expect(done).toBeVisible({ timeout: 15_000 }),
    );
    await expect(page.getByRole("group", { name: "Report actions" })).toBeVisible();
  }

  const { data: ideas } = (await (await page.request.get("/api/data/ideas")).json()) as { data: { id: string }[] };
  expect(ideas.length).toBeGreaterThanOrEqual(2);
  await page.goto("/app/ideas");
  await expectNoSidewaysScroll(page, "/app/ideas", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible());
  for (const idea of ideas) {
    await page.goto(`/app/ideas/${idea.id}`);
    await expectNoSidewaysScroll(page, `/app/ideas/${idea.id}`, () =>
      expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    );
  }
  await page.goto(`/app/ideas/compare?ids=${ideas.map((idea) => idea.id).join(",")}`);
  await expectNoSidewaysScroll(page, "/app/ideas/compare", () => expect(page.getByRole("table")).toBeVisible());
  await page.goto("/app/billing");
  await expectNoSidewaysScroll(page, "/app/billing");

  // A share page, as a stranger opens it.
  await page.goto("/app/validator");
  await expect(page.getByRole("heading", { name: "Strategic Insights" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Create link" }).click();
  const url = await page.getByRole("dialog").getByLabel("Read-only link").inputValue();
  const stranger = await browser.newContext();
  const reader = await stranger.newPage();
  await reader.goto(url);
  await expectNoSidewaysScroll(reader, "/share/…", () =>
    expect(reader.getByRole("heading", { level: 1 })).toBeVisible(),
  );
  await stranger.close();
});
