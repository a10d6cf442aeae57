import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("renders every section under one h1, with landmarks", async ({ page }) => {
    await expect(page).toHaveTitle("LaunchLens Home");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    for (const name of [
      "Everything you need to decide whether to build",
      "Find the problem people will pay to solve",
      "A plan you can start on Monday",
      "Validate Your Idea Free",
      "One plan, every report",
      "Questions founders ask",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }

    const features = page.locator("#features").getByRole("heading", { level: 3 });
    // What the product does: it reads the evidence a founder pastes (it fetches nothing), and keeps a library.
    await expect(features).toHaveText([
      "Evidence you paste",
      "Pain Points",
      "Market gap",
      "Idea Validation",
      "Marketing Strategy",
      "Library, compare and share",
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "Research you can check, keep and share" })).toBeVisible();
    // The sample report is real content, shaped like the product's own reports.
    await expect(page.getByText("Potential Market Gap")).toBeVisible();
    await expect(page.getByRole("meter", { name: "Overall score" })).toHaveAttribute("aria-valuenow", "7.1");
    // The hero is a still of the real validation header (the example's figures), its chart readable as text.
    await expect(
      page.getByRole("img", { name: /^Factor scores out of 10, highest first: Market demand 8\.5, Timing 8\.0,/ }),
    ).toBeVisible();
    await expect(page.locator(".hero-still").getByText("Example", { exact: true })).toBeVisible();
  });

  test("Start Planning leads to account creation", async ({ page }) => {
    const link = page.getByRole("link", { name: "Start Planning" });
    await expect(link).toHaveAttribute("href", "/auth/register");
    await link.click();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test("See Pricing scrolls to the pricing section", async ({ page }) => {
    const pricing = page.locator("#pricing");
    await expect(pricing).not.toBeInViewport();
    await page.getByRole("link", { name: "See Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(pricing.getByRole("heading", { name: "One plan, every report" })).toBeInViewport();
  });

  test("the billing toggle switches between monthly and yearly prices", async ({ page }) => {
    const pricing = page.locator("#pricing");
    const monthly = pricing.getByRole("radio", { name: "Monthly" });
    const yearly = pricing.getByRole("radio", { name: /Yearly/ });

    await expect(monthly).toBeChecked();
    await expect(pricing.getByText("$6", { exact: true })).toBeVisible();
    await expect(pricing.getByText("Billed monthly")).toBeVisible();
    await expect(pricing.getByText("$60 billed yearly")).toBeHidden();
    await expect(pricing.getByText("7-day free trial")).toBeVisible();
    await expect(pricing.getByText(/cancel anytime/i)).toBeVisible();

    await pricing.locator("label", { hasText: "Yearly" }).click();
    await expect(yearly).toBeChecked();
    await expect(pricing.getByText("$5", { exact: true })).toBeVisible();
    await expect(pricing.getByText("$60 billed yearly")).toBeVisible();
    await expect(pricing.getByText("$6", { exact: true })).toBeHidden();

    // Keyboard: arrow keys move between the two radio buttons.
    await yearly.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(monthly).toBeChecked();
    await expect(pricing.getByText("Billed monthly")).toBeVisible();
  });

  test("the FAQ answers open and close as disclosure widgets", async ({ page }) => {
    const question = page.locator("#faq summary", { hasText: "How does the 7-day free trial work?" });
    const answer = page.getByText(/If you cancel before the trial ends, you are not charged/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.press("Enter");
    await expect(answer).toBeHidden();
  });

  test("navbar and footer links go where they should", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/auth/login");
    await expect(nav.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/auth/register");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "hello@launchlens.app" })).toHaveAttribute(
      "href",
      "mailto:hello@launchlens.app",
    );
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveTitle("LaunchLens Privacy Policy");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveTitle("LaunchLens Terms of Service");
    await page.getByRole("banner").getByRole("link", { name: "LaunchLens" }).click();
    await expect(page).toHaveTitle("LaunchLens Home");
  });
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the pop-up menu offers Features, Pricing, FAQ and Contact and closes when used", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pricing" })).toBeHidden();

    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link")).toHaveText([
      "Features",
      "Pricing",
      "FAQ",
      "Contact",
      "Log In",
      "Create Account",
    ]);
    await expect(menu.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/auth/login");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole("link", { name: "Features" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#features").getByRole("heading", { level: 2 })).toBeInViewport();

    await open.click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "hello@launchlens.app" })).toBeInViewport();
  });

  test("nothing is wider than the screen, down to 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/", "/privacy", "/terms"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test("the landing links to complete example reports, labelled as examples, that pass axe and are indexable", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: /See a full example report/ }).click();
  await expect(page).toHaveURL(/\/examples\/idea-validation$/);
  await expect(page.getByText("Example report.", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ShiftPlate");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  for (const name of ["Pain Points", "Marketing Strategy", "Idea Validation"]) {
    await page.getByRole("navigation", { name: "Example reports" }).getByRole("link", { name }).click();
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("blockquote").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  }
});
