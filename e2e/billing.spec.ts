import { expect, test } from "@playwright/test";
import { registerAndVerify } from "./helpers";

test("a new user picks yearly in local billing and reaches the dashboard; the trial can be managed and cancelled", async ({
  page,
  context,
}) => {
  await registerAndVerify(page, "Yearly Founder");
  await expect(
    page.getByText("Start with a free 7-day trial: no card needed, nothing is charged, and you can cancel anytime."),
  ).toBeVisible();

  await page.locator("label", { hasText: "Yearly" }).click();
  await expect(page.getByText("$60 billed yearly")).toBeVisible();
  await page.getByRole("link", { name: "Start 7-day free trial (yearly)" }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Yearly" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Trial: 7 days left" })).toBeVisible();

  await page.getByRole("button", { name: "Settings" }).click();
  const [subscriptionTab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("dialog", { name: "Your Account" }).getByRole("button", { name: "Manage Subscription" }).click(),
  ]);
  await expect(subscriptionTab).toHaveURL(/\/app\/billing$/);
  await expect(subscriptionTab.getByText("Free trial", { exact: true })).toBeVisible();
  await expect(subscriptionTab.getByText("Trial ends")).toBeVisible();
  await expect(subscriptionTab.getByText("Yearly", { exact: true })).toBeVisible();
  await expect(subscriptionTab.getByText("$60 a year ($5 a month)")).toBeVisible();
  await expect(subscriptionTab.getByText("(7 days left)")).toBeVisible();
  await expect(
    subscriptionTab.getByText("Local billing: your free trial needs no card, and nothing is charged."),
  ).toBeVisible();

  // Cancelling asks in the app's own dialog (no browser confirm) and keeps the trial to its end.
  await subscriptionTab.getByRole("button", { name: "Cancel trial" }).click();
  const confirm = subscriptionTab.getByRole("alertdialog", { name: "Cancel your trial?" });
  await expect(confirm).toContainText("You keep full access until");
  await confirm.getByRole("button", { name: "Cancel trial" }).click();
  await expect(confirm).toBeHidden();
  await expect(subscriptionTab.getByText(/Your trial is cancelled\. You keep full access until/)).toBeVisible();
  await expect(subscriptionTab.getByRole("button", { name: "Cancel trial" })).toHaveCount(0);
  // Changed one's mind: Keep my trial undoes it, and it can be cancelled again.
  await subscriptionTab.getByRole("button", { name: "Keep my trial" }).click();
  await expect(subscriptionTab.getByRole("button", { name: "Cancel trial" })).toBeVisible();
  await expect(subscriptionTab.getByText(/Your trial is cancelled/)).toHaveCount(0);
  await subscriptionTab.getByRole("button", { name: "Cancel trial" }).click();
  await confirm.getByRole("button", { name: "Cancel trial" }).click();
  await expect(subscriptionTab.getByText(/Your trial is cancelled\. You keep full access until/)).toBeVisible();
  // Still in the app until then.
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole("link", { name: /^Cancelled: access until / })).toBeVisible();
});

test("back from checkout, the page moves on by itself once the trial is recorded", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/auth/choose-plan?checkout=success");
  await expect(page.getByText("Activating your free trial")).toBeVisible();
  // The trial is recorded elsewhere (here: the local checkout, as Stripe's webhook would), not by this page.
  const started = await page.request.get("/api/billing/checkout?interval=month", { maxRedirects: 0 });
  expect(started.status()).toBe(303);
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 10_000 });
});

test("back from checkout before the plan is recorded, Next asks for one", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/auth/choose-plan?checkout=success");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(
    page.getByRole("main").getByRole("alert").filter({ hasText: "Please select a plan to continue" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/choose-plan\?checkout=success$/);
});
