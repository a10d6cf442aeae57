import { expect, test, type Page } from "@playwright/test";
import { latestCode, register, subscribe, typeCode } from "./helpers";
import { expectNoAxeViolations } from "./checks";
import { PUBLIC_PAGES } from "./public-pages";

async function expectAccessible(page: Page, state: string) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, state);
}

// A few pages per test: each axe run takes seconds here, and the 16 pages at one width ran past two minutes in one test
// on one busy core. Smaller tests also spread over both workers.
const PAGES_PER_TEST = 6;
for (const width of [1280, 390]) {
  for (let first = 0; first < PUBLIC_PAGES.length; first += PAGES_PER_TEST) {
    const pages = PUBLIC_PAGES.slice(first, first + PAGES_PER_TEST);
    test(`public and sign-in pages ${pages[0]} to ${pages.at(-1)}, signed out, at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path);
        await expectAccessible(page, `${path} at ${width} px`);
      }
    });
  }
}

test("the landing's phone menu, open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: /menu/i }).first().click();
  await expectAccessible(page, "the landing's phone menu");
});

test("the verify page and choose-plan, before a plan", async ({ page }) => {
  const email = await register(page, "Axe Tester");
  await expectAccessible(page, "/auth/verify after registering");
  await typeCode(page, await latestCode(page.request, email));
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
  await expectAccessible(page, "/auth/choose-plan");
});

test("the signed-in app: every page, modal, tab and report state", async ({ page, browser }) => {
  // 2.2 min in a fresh-clone run with the other worker busy.
  test.setTimeout(240_000);
  await subscribe(page);
  await expectAccessible(page, "the dashboard");

  for (const [path, button] of [
    ["/app/pain-points", "Identify Pain Points"],
    ["/app/market", "Generate Strategy"],
    ["/app/validator", "Validate Idea"],
  ] as const) {
    await page.goto(path);
    await expectAccessible(page, `${path}, the form`);
    await page
      .getByLabel("Describe your business idea")
      .fill("A booking app for independent dog groomers that fills last-minute cancellations.");
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, `${path}, the finished report`);
  }
  // The last report's heading took the focus when it finished.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  await page.getByRole("button", { name: "Save Report" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Create link" }).click();
  await expectAccessible(page, "the share dialog with a link");
  const shareUrl = await page.getByLabel("Read-only link").inputValue();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Load Reports" }).click();
  for (const tab of ["Recent", "Pain Points", "Marketing Strategy", "Idea Validation"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expectAccessible(page, `Load Reports, ${tab}`);
  }
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expectAccessible(page, "Load Reports, confirming a delete");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Settings" }).click();
  await expectAccessible(page, "Your Account");
  await page.keyboard.press("Escape");

  for (const path of ["/app/ideas", "/app/billing"]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
  await page.goto("/app/ideas");
  await page
    .getByRole("link", { name: /Booking app/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Rename" })).toBeVisible();
  await expectAccessible(page, "an idea's page");
  await page.getByRole("button", { name: "Rename" }).click();
  await expectAccessible(page, "renaming an idea");

  // Printing shows the report alone.
  await page.goto("/app/validator");
  await page.waitForLoadState("networkidle");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("complementary", { name: "Side menu" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Load Reports" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // At 390 px: the drawer open, and the report.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, "the validator report at 390 px");
  await page.getByRole("button", { name: "Toggle menu" }).click();
  await expectAccessible(page, "the menu drawer at 390 px");

  const reader = await (await browser.newContext()).newPage();
  await reader.goto(shareUrl);
  await expectAccessible(reader, "a shared report, signed out");
});
