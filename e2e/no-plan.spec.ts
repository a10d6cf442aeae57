import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { latestCode, PASSWORD, subscribe, typeCode } from "./helpers";
import { expectNoAxeViolations, keepScreenshot } from "./checks";

const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";

/** With SCREENSHOTS=folder, a full-page capture of each state looked at (kept out of git). */
async function shot(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await keepScreenshot(page, { path: path.join(folder, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

/** A call of our API from the page itself (its cookies, its connection), as the app's own links and buttons make it. */
async function fromPage(page: Page, path: string, method = "GET") {
  return page.evaluate(
    async ({ path, method }) => {
      const response = await fetch(path, { method, credentials: "same-origin" });
      return {
        status: response.status,
        disposition: response.headers.get("content-disposition") ?? "",
        text: await response.text(),
      };
    },
    { path, method },
  );
}

async function validate(page: Page, idea: string) {
  await page.goto("/app/validator");
  await page.getByLabel("Describe your business idea").fill(idea);
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
}

for (const width of [1440, 390]) {
  test(`cancel keeps the app to the period's end; after it the founder's work stays open, and choose-plan subscribes (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await subscribe(page, "Lapsed Founder");
    await validate(page, IDEA);
    await page.getByRole("button", { name: "Save Report" }).click();
    await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();
    const title = (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
    const [made] = (
      JSON.parse((await fromPage(page, "/api/data/history?kind=iv")).text) as {
        data: { id: string; idea_id: string }[];
      }
    ).data;

    // Cancel from Your subscription, keyboard only, in the app's own dialog: the safe choice is focused first.
    await page.goto("/app/billing");
    await page.getByRole("button", { name: "Cancel trial" }).focus();
    await page.keyboard.press("Enter");
    const cancel = page.getByRole("alertdialog", { name: "Cancel your trial?" });
    await expect(cancel).toContainText(/You keep full access until \d{1,2} \w+ \d{4} at \d\d:\d\d/);
    await expect(cancel.getByRole("button", { name: "Keep my trial" })).toBeFocused();
    await expectNoAxeViolations(page, "the cancel dialog");
    await shot(page, "cancel-dialog");
    // Escape keeps the trial and gives focus back to the button that opened the dialog.
    await page.keyboard.press("Escape");
    await expect(cancel).toBeHidden();
    await expect(page.getByRole("button", { name: "Cancel trial" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cancel.getByRole("button", { name: "Keep my trial" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(cancel.getByRole("button", { name: "Cancel trial" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cancel).toBeHidden();
    await expect(page.getByText(/Your trial is cancelled\. You keep full access until/)).toBeVisible();
    await shot(page, "billing-cancelled");

    // Still in the app until the end: the dashboard and the tools open.
    await page.goto("/app/dashboard");
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto("/app/validator");
    await expect(page).toHaveURL(/\/app\/validator$/);

    // The period ends (local billing's clock, as a month passing would).
    expect((await fromPage(page, "/api/dev/billing/end-period", "POST")).status).toBe(200);

    // The dashboard needs a plan: choose-plan, which says the trial ended once and offers a way forward.
    await page.goto("/app/dashboard");
    await expect(page).toHaveURL(/\/auth\/choose-plan$/);
    await expect(page.getByText(/free trial/i)).toHaveCount(1);
    await expect(
      page.getByText(
        /Your free trial ended on .* This is local billing: Subscribe grants the plan at once and nothing is charged\./,
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscribe (monthly)" })).toBeVisible();
    await expectNoAxeViolations(page, "choose-plan after the trial");
    await shot(page, "choose-plan-after-trial");

    // The library, without a plan: the banner says what still works; the generating pages lead to a plan.
    await page.getByRole("navigation", { name: "Your work" }).getByRole("link", { name: "Open your library" }).click();
    await expect(page).toHaveURL(/\/app\/ideas$/);
    await expect(page.getByRole("heading", { name: "You have no active plan" })).toBeVisible();
    if (width > 1050) {
      await expect(
        page.getByRole("navigation", { name: "App" }).getByRole("link", { name: /^Dashboard\W+needs a plan$/ }),
      ).toHaveAttribute("href", "/auth/choose-plan");
    }
    await page.locator(`main a[href="/app/ideas/${made!.idea_id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/ideas/${made!.idea_id}$`));
    await expect(page.getByRole("heading", { level: 3, name: /^Idea Valid/ })).toBeVisible();
    await expectNoAxeViolations(page, "an idea without a plan");
    await shot(page, "idea-without-plan");

    // Its report reads and exports (the API a report page and the export link use).
    expect((await fromPage(page, `/api/data/reports/${made!.id}`)).status).toBe(200);
    const exported = await fromPage(page, `/api/data/reports/${made!.id}/export?format=md`);
    expect(exported.status).toBe(200);
    expect(exported.disposition).toMatch(/attachment/);
    expect(exported.text).toContain(title);

    // Your Account opens without a plan; turning history off asks in the app's dialog (kept, by keyboard).
    await page.goto("/app/ideas#account");
    const account = page.getByRole("dialog", { name: "Your Account" });
    await expect(account).toBeVisible();
    await expect(account.getByRole("link", { name: "Choose a plan" })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      account.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^launchlens-data-\d{4}-\d\d-\d\d\.json$/);
    await expect(account.getByRole("status").filter({ hasText: "Your data is downloaded." })).toBeVisible();
    const keep = account.getByLabel("Keep my unsaved reports for 30 days");
    await expect(keep).toBeEnabled();
    await keep.focus();
    await page.keyboard.press("Space");
    const historyOff = page.getByRole("alertdialog", { name: "Turn off history?" });
    await expect(historyOff.getByRole("button", { name: "Keep history" })).toBeFocused();
    await expectNoAxeViolations(page, "the history dialog");
    await shot(page, "history-dialog");
    await page.keyboard.press("Enter");
    await expect(historyOff).toBeHidden();
    await expect(keep).toBeChecked();
    await expect(keep).toBeFocused();
    await expect(account).toBeVisible();

    // Delete Account asks for the password; a wrong one is refused inside the dialog, focus back on the field.
    await account.getByRole("button", { name: "Delete Account" }).focus();
    await page.keyboard.press("Enter");
    const remove = page.getByRole("alertdialog", { name: "Delete your account?" });
    const password = remove.getByLabel("Password", { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type("not my password");
    await page.keyboard.press("Enter");
    await expect(remove.getByRole("alert")).toHaveText("That password is incorrect, so your account was not deleted.");
    await expect(password).toBeFocused();
    await expectNoAxeViolations(page, "the delete-account dialog with an error");
    await shot(page, "delete-dialog");
    await page.keyboard.press("Escape");
    await expect(remove).toBeHidden();
    await expect(account.getByRole("button", { name: "Delete Account" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(account).toBeHidden();

    // Delete the report from the library's lists, without a plan.
    await page.getByRole("button", { name: "Load Reports" }).click();
    const load = page.getByRole("dialog");
    await load.getByRole("tab", { name: "Recent" }).click();
    await load.getByRole("button", { name: `Delete ${title}` }).click();
    await load.getByRole("button", { name: /for good$/ }).click();
    await expect(load.getByRole("status")).toHaveText(`Deleted “${title}”.`);
    expect((await fromPage(page, `/api/data/reports/${made!.id}`)).status).toBe(404);
    await page.keyboard.press("Escape");

    // Back to a plan: local billing's Subscribe grants it at once, nothing charged.
    await page.getByRole("link", { name: "Choose a plan" }).first().click();
    await expect(page).toHaveURL(/\/auth\/choose-plan$/);
    await page.getByRole("link", { name: "Subscribe (monthly)" }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole("heading", { name: "You have no active plan" })).toHaveCount(0);
    await page.goto("/app/billing");
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Local billing: no payment provider is set up, so this plan was granted without charge."),
    ).toBeVisible();
  });
}

test("long e-mail addresses wrap inside the verify and choose-plan cards", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/auth/register");
  const email = `a.very.long.address.for.one.founder.${Date.now()}@subdomain.of.an.example-company-with-a-long-name.example.com`;
  await page.getByLabel("Full Name").fill("Long Address");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\/verify\?token=/);
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await wide()).toBeLessThanOrEqual(390);
  await shot(page, "verify-long-email");
  await typeCode(page, await latestCode(page.request, email));
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
  await expect(page.getByTitle(email)).toBeVisible();
  expect(await wide()).toBeLessThanOrEqual(390);
  // The trial is offered once: the badge names it, the one sentence says it, the button starts it.
  await expect(page.getByText(/Start with a free 7-day trial/)).toHaveCount(1);
  await shot(page, "choose-plan-long-email");
});
