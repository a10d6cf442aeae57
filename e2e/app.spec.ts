import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, subscribe } from "./helpers";

const IDEA =
  "A meal-prep subscription for night-shift nurses, delivered to hospital lockers before each shift, at $9 a meal.";

async function saveReport(page: Page) {
  await page.getByRole("button", { name: "Save Report" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Report saved successfully!" })).toBeVisible();
  await expect(page.getByText("Report saved successfully!")).toBeHidden({ timeout: 4_000 });
}

test("a founder runs all three tools from the dashboard, saves, reopens and deletes reports", async ({ page }) => {
  // Three generations, three saves with their toasts and the library: about 25 s alone, within the default 60 s.
  await subscribe(page);
  await expect(page.getByRole("heading", { name: "Welcome, Ada" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeHidden();

  // Idea validation, started from the dashboard: it streams in, then can be saved.
  await page.getByLabel("Describe Your Business Idea").fill(IDEA);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await expect(page).toHaveURL(/\/app\/validator$/);
  await expect(page.getByRole("main").getByText("Idea Validation", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Strategic Insights" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Demo report\./)).toBeVisible();
  await expect(page.getByText(/\d+(\.\d)? \/ 10$/).first()).toBeVisible();
  for (const heading of ["Summary", "Scores", "Monetisation Report"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("meter", { name: "Overall score" })).toBeVisible();
  await saveReport(page);

  // The pain-point tool from its own page: the form is prefilled from the dashboard's prompt.
  await page.getByRole("link", { name: "Pain Points" }).click();
  const prompt = page.getByLabel("Describe your business idea");
  await expect(prompt).toHaveValue(IDEA);
  await page.getByRole("button", { name: "Identify Pain Points" }).click();
  await expect(page.getByRole("heading", { name: "Potential Market Gap" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pain Points", exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 20_000 });
  await saveReport(page);

  // The marketing strategy from the dashboard.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.getByLabel("Describe Your Business Idea").fill(IDEA);
  await page.getByRole("button", { name: "Generate Marketing Strategy" }).click();
  await expect(page).toHaveURL(/\/app\/market$/);
  await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 20_000 });
  await saveReport(page);

  // Each report stays in its slot while the user moves between pages.
  await page.getByRole("link", { name: "Idea Validation" }).click();
  await expect(page.getByRole("heading", { name: "Strategic Insights" })).toBeVisible();
  // Back to prompt empties that page only.
  await page.getByRole("button", { name: "← Back to prompt" }).click();
  await expect(page.getByRole("button", { name: "Validate Idea" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeHidden();

  // Load Reports opens on the tab of the page; a saved report opens at its own address.
  await page.getByRole("button", { name: "Load Reports" }).click();
  const dialog = page.getByRole("dialog", { name: "Load Reports" });
  await expect(dialog.getByRole("tab", { name: "Idea Validation" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText(/\d{1,2} November 2026 at \d\d:\d\d/).first()).toBeVisible();
  await dialog.getByRole("listitem").first().getByRole("button").first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Strategic Insights" })).toBeVisible();

  // Escape closes the modal; deleting the only strategy leaves the empty state.
  await page.getByRole("button", { name: "Load Reports" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Focus goes back to what opened the modal; a click on the overlay closes it too.
  await expect(page.getByRole("button", { name: "Load Reports" })).toBeFocused();
  await page.getByRole("button", { name: "Load Reports" }).click();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Load Reports" }).click();
  await dialog.getByRole("tab", { name: "Marketing Strategy" }).click();
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  // One click never destroys a saved report: it asks, with Keep focused, and Keep keeps it.
  await dialog.getByRole("button", { name: /^Delete / }).click();
  await expect(dialog.getByRole("button", { name: "Keep" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  await dialog.getByRole("button", { name: /^Delete / }).click();
  await dialog.getByRole("button", { name: /for good$/ }).click();
  await expect(dialog.getByText("No reports found for this category.")).toBeVisible();
  await expect(dialog.getByText("Page 1 of 1")).toBeVisible();
  await dialog.getByRole("tab", { name: "Pain Points" }).click();
  await expect(dialog.getByRole("listitem")).toHaveCount(1);

  // The tabs follow the ARIA tabs pattern: arrows move and open, Home and End jump, only the open tab is in the Tab order.
  const tab = (name: string) => dialog.getByRole("tab", { name });
  await tab("Pain Points").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Marketing Strategy")).toBeFocused();
  await expect(tab("Marketing Strategy")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tab("Idea Validation")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tab("Recent")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Idea Validation")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab("Recent")).toHaveAttribute("aria-selected", "true");
  await expect(tab("Pain Points")).toHaveAttribute("tabindex", "-1");
});

test.describe("at 800 px wide", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("the side menu starts closed, opens from the toolbar and closes after a choice", async ({ page }) => {
    await subscribe(page);
    const menu = page.getByRole("complementary", { name: "Side menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Toggle menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Marketing Strategy" }).click();
    await expect(page).toHaveURL(/\/app\/market$/);
    await expect(menu).toBeHidden();
  });
});

test("the side menu is open on a wide screen and stays open after a choice", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await subscribe(page);
  const menu = page.getByRole("complementary", { name: "Side menu" });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Pain Points" }).click();
  await expect(page).toHaveURL(/\/app\/pain-points$/);
  await expect(menu).toBeVisible();
});

test("Your Account: change password, log out, log in again, delete the account", async ({ page }) => {
  const email = await subscribe(page, "Grace Hopper");
  await page.getByRole("button", { name: "Settings" }).click();
  const account = page.getByRole("dialog", { name: "Your Account" });
  await expect(account.getByText("Grace Hopper")).toBeVisible();

  await account.getByLabel("Current password").fill("not my password");
  await account.getByLabel("New password").fill("a brand new passphrase");
  await account.getByRole("button", { name: "Change Password" }).click();
  await expect(account.getByRole("alert")).toHaveText("Your current password is incorrect.");
  await account.getByLabel("Current password").fill(PASSWORD);
  await account.getByLabel("New password").fill("a brand new passphrase");
  await account.getByRole("button", { name: "Change Password" }).click();
  await expect(account.getByRole("status")).toHaveText("Password changed successfully");

  await page.evaluate(() => sessionStorage.setItem("searchPrompt_pp", "left over"));
  await account.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a brand new passphrase");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.getByRole("button", { name: "Settings" }).click();
  // Deleting asks for the password in the app's own dialog (no browser confirm): a wrong one deletes nothing.
  await page.getByRole("dialog", { name: "Your Account" }).getByRole("button", { name: "Delete Account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(confirm).toContainText("This cannot be undone.");
  await expect(confirm.getByLabel("Password", { exact: true })).toBeFocused();
  await confirm.getByLabel("Password", { exact: true }).fill("not my password");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("That password is incorrect, so your account was not deleted.");
  await expect(confirm.getByLabel("Password", { exact: true })).toBeFocused();
  await confirm.getByLabel("Password", { exact: true }).fill("a brand new passphrase");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account has been deleted." })).toBeVisible();
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a brand new passphrase");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
});

test("a tool shows the server's message and keeps the prompt when it is too short", async ({ page }) => {
  await subscribe(page);
  await page.goto("/app/validator");
  await page.getByLabel("Describe your business idea").fill("Too short");
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Describe your idea in at least 10 characters so there is something to analyse.",
  );
  await expect(page.getByLabel("Describe your business idea")).toHaveValue("Too short");
});

// The idea's text a form starts from is kept in the tab's session storage (Dashboard's draft, each tool's last prompt).
for (const { path, label, key } of [
  { path: "/app/dashboard", label: "Describe Your Business Idea", key: "dashboardPrompt" },
  { path: "/app/validator", label: "Describe your business idea", key: "searchPrompt_eval" },
]) {
  test(`${path}: the idea's field takes typing only once it holds its kept text, which never runs into new words`, async ({
    page,
  }) => {
    await subscribe(page);
    await page.evaluate(([name, text]) => sessionStorage.setItem(name!, text!), [key, IDEA]);
    // The page's scripts held back, as on a slow machine: the field arrives as HTML first, without the kept text.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "commit" });
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveValue("");
    await expect(field).not.toBeEditable();
    release();
    await expect(field).toBeEditable();
    await expect(field).toHaveValue(IDEA);
    await field.fill("A laundry pick-up service for students, paid per bag.");
    await expect(field).toHaveValue("A laundry pick-up service for students, paid per bag.");
  });
}

test("the landing shows Dashboard instead of Log In and Create Account to a signed-in browser, and again after logging out", async ({
  page,
}) => {
  await subscribe(page);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/app/dashboard");
  await expect(nav.getByRole("link", { name: "Log In" })).toHaveCount(0);
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("dialog", { name: "Your Account" }).getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Log In" })).toBeVisible();
});

test.describe("at 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu drawer takes the focus, keeps it inside, and Escape returns it to the menu button", async ({
    page,
  }) => {
    await subscribe(page);
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await toggle.click();
    const menu = page.getByRole("complementary", { name: "Side menu" });
    await expect(menu.getByRole("link", { name: "LaunchLens" })).toBeFocused();
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
