import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** axe-core finds nothing on the page as it is now; `state` names it in the failure. */
export async function expectNoAxeViolations(page: Page, state?: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found, state ? `axe violations on ${state}` : undefined).toEqual([]);
}

/** Screenshots are for a person reviewing a screen (`E2E_SCREENSHOTS=1`); no assertion reads them, so runs skip them. */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === "1";

/** A screenshot of the page or of one element, written only when screenshots are wanted. */
export async function keepScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } },
) {
  if (!screenshotsWanted) return;
  if ("goto" in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}

/**
 * Screenshots at the two checked widths (1440 and 390 px, docs/ARCHITECTURE.md "Tests"; `fullPage: false` for a
 * dialog: the window only) into `folder`, kept out of git, then back to the desktop size, when screenshots are wanted.
 * `checkWidth`: fail when the page is wider than the window at either width (checked on every run).
 */
export async function shootAtCheckedWidths(
  page: Page,
  folder: string,
  name: string,
  { fullPage = true, scrollToTop = false, checkWidth = false } = {},
) {
  if (!screenshotsWanted && !checkWidth) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (fullPage && scrollToTop) await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, { path: `${folder}/${name}-${width}.png`, fullPage });
    if (checkWidth) {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width} px is wider than the window`,
      ).toBeLessThanOrEqual(width);
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
