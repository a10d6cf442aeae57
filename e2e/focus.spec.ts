import { expect, test, type Locator, type Page } from "@playwright/test";
import { latestMail, PASSWORD, registerAndVerify, subscribe } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths, keepScreenshot } from "./checks";

// Issue 24, section 4: the focus never drops to the page body, app pages have a skip link, login starts in the e-mail
// field, the reset page's heading says what happened, and the phone menu reaches every section. Each as a keyboard
// journey, with screenshots at 1440 and 390 px (kept out of git) and axe on each state.
const SHOTS = "test-results/copyfocus";
const IDEA = "A booking app for dog groomers that fills last-minute cancellations from a waitlist.";

const shoot = (page: Page, name: string, fullPage = true) => shootAtCheckedWidths(page, SHOTS, name, { fullPage });

/** The focus is somewhere in particular, not on the page's body. */
async function expectFocusNotOnBody(page: Page) {
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(
    true,
  );
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 12) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("login starts in the e-mail field, and the page is checked at both widths", async ({ page }) => {
  await page.goto("/auth/login");
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  await page.keyboard.type("someone@example.com");
  await expect(email).toHaveValue("someone@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, "login");
});

test("the reset page's heading says what happened: expired, incomplete, then a reset done by keyboard", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto("/auth/reset-password?token=made-up-or-expired");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This reset link has expired");
  await expect(page.getByText("Choose a new password")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "reset-expired");

  await page.goto("/auth/reset-password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This reset link is incomplete");

  const email = await registerAndVerify(page);
  const reader = await (await browser.newContext()).newPage();
  await reader.goto("/auth/forgot-password");
  await reader.getByLabel("Email").fill(email);
  await reader.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(reader.getByRole("main").getByRole("status")).toContainText("we have sent it a link");
  const link = new URL(
    /(http\S+\/auth\/reset-password\?token=\S+)/.exec((await latestMail(page.request, email)).text)![1]!,
  );
  await reader.goto(link.pathname + link.search);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await expectNoAxeViolations(reader);
  await shoot(reader, "reset-form");

  // The page is for typing a new password: the field has the focus on arrival.
  await expect(reader.getByLabel("New Password")).toBeFocused();
  await reader.keyboard.type("a brand new passphrase");
  await reader.keyboard.press("Enter");
  const heading = reader.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Password reset");
  await expect(heading).toBeFocused();
  await expect(reader.getByText("Choose a new password")).toHaveCount(0);
  await expect(reader.getByText("Your password has been reset. You can now log in to your account.")).toBeVisible();
  await expectNoAxeViolations(reader);
  await shoot(reader, "reset-done");

  // The same link again: used, so expired, said by the heading too.
  await reader.goto(link.pathname + link.search);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("This reset link has expired");
  await reader.context().close();
});

test("app pages: the skip link leads past the menu, and a wrong current password keeps the focus on that field", async ({
  page,
}) => {
  await subscribe(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  // The next Tab lands in the page itself, not in the side menu or the toolbar.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);

  await page.getByRole("button", { name: "Settings" }).click();
  const account = page.getByRole("dialog", { name: "Your Account" });
  const current = account.getByLabel("Current password");
  await current.focus();
  await page.keyboard.type("not my password");
  await page.keyboard.press("Tab");
  await tabTo(page, account.getByLabel("New password"));
  await page.keyboard.type("a brand new passphrase");
  await page.keyboard.press("Enter");
  await expect(account.getByRole("alert")).toHaveText("Your current password is incorrect.");
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expectFocusNotOnBody(page);
  // Typed over (the wrong one was selected), it goes through.
  await page.keyboard.type(PASSWORD);
  await account.getByLabel("New password").fill("a brand new passphrase");
  await account.getByRole("button", { name: "Change Password" }).press("Enter");
  await expect(account.getByText("Password changed successfully")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the share dialog: an unsaved report says it is kept 30 days and can be saved; Stop sharing keeps the focus in the dialog", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribe(page);
  await page.getByLabel("Describe Your Business Idea").fill(IDEA);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Share", exact: true }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Share this report" });
  await expect(dialog.getByText("This report is not saved.")).toBeVisible();
  await expect(
    dialog.getByText(/Unsaved reports are deleted 30 days after they are made, and a link to one stops working then\./),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "share-dialog-unsaved", false);

  // Create link, by keyboard: the focus moves to the new link, ready to copy.
  await tabTo(page, dialog.getByRole("button", { name: "Create link" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Read-only link")).toBeFocused();

  // Save from the dialog: the note goes, the toolbar says Saved, the focus stays in the dialog.
  await tabTo(page, dialog.getByRole("button", { name: "Save report" }), 20);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("This report is not saved.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
  await expectFocusNotOnBody(page);
  await shoot(page, "share-dialog-link", false);

  // Stop sharing: its button goes, and the focus moves to Create link, with the news in a status.
  await tabTo(page, dialog.getByRole("button", { name: "Stop sharing" }), 20);
  await page.keyboard.press("Enter");
  const create = dialog.getByRole("button", { name: "Create link" });
  await expect(create).toBeFocused();
  await expect(dialog.getByRole("status")).toHaveText("Sharing stopped: the old link no longer works.");
  await expect(dialog.getByRole("button", { name: "Stop sharing" })).toHaveCount(0);
  await expectFocusNotOnBody(page);
  await expectNoAxeViolations(page);
  await shoot(page, "share-dialog-stopped", false);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeFocused();
});

test.describe("the landing on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu reaches Pricing and FAQ by keyboard", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      "Features",
      "Pricing",
      "FAQ",
      "Contact",
      "Log In",
      "Create Account",
    ]);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, { path: `${SHOTS}/landing-menu-390.png` });
    await tabTo(page, menu.getByRole("link", { name: "Pricing" }));
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator("#pricing").getByRole("heading", { level: 2 })).toBeInViewport();

    await open.focus();
    await page.keyboard.press("Enter");
    await tabTo(page, menu.getByRole("link", { name: "FAQ" }));
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(page.locator("#faq").getByRole("heading", { level: 2 })).toBeInViewport();
  });
});

test("the landing's new sections, at both widths", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Research you can check, keep and share" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "landing");
  await page.locator("#library").scrollIntoViewIfNeeded();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await keepScreenshot(page.locator("#library"), { path: `${SHOTS}/landing-library-${width}.png` });
    await keepScreenshot(page.locator("#features"), { path: `${SHOTS}/landing-features-${width}.png` });
  }
});
