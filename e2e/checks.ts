import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe-core finds nothing on the page as it is now; `state` names it in the failure. */
export async function expectNoAxeViolations(page: Page, state?: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found, state ? `axe violations on ${state}` : undefined).toEqual([]);
}

/**
 * Screenshots at the two checked widths (1440 and 390 px, docs/ARCHITECTURE.md "Tests"; `fullPage: false` for a
 * dialog: the window only) into `folder`, kept out of git, then back to the desktop size. `checkWidth`: fail when the
 * page is wider than the window at either width.
 */
export async function shootAtCheckedWidths(
  page: Page,
  folder: string,
  name: string,
  { fullPage = true, scrollToTop = false, checkWidth = false } = {},
) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (fullPage && scrollToTop) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage });
    if (checkWidth) {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width} px is wider than the window`,
      ).toBeLessThanOrEqual(width);
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
