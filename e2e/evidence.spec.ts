import { expect, test, type Page } from "@playwright/test";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, keepScreenshot } from "./checks";

const IDEA = "A booking app for independent dog groomers that sends reminders and takes deposits for appointments.";
const EVIDENCE = [
  "We tried Booksy but the reminders went out at 3am and clients still missed appointments.",
  "Half my no-shows are people who forgot, a deposit for each booking would fix that overnight.",
  "I keep bookings in a paper diary because every groomer app wants a monthly fee I can't justify.",
].join("\n");

/**
 * Opens the evidence panel once the page has loaded its scripts (what is typed before hydration can be lost, and a
 * click before it is replayed later).
 */
async function openEvidencePanel(page: Page) {
  await page.waitForLoadState("networkidle");
  const toggle = page.getByRole("button", { name: /Customer evidence \(optional\)/ });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

async function pasteEvidence(page: Page) {
  await openEvidencePanel(page);
  const field = page.getByLabel("Customer evidence", { exact: true });
  await field.fill(EVIDENCE);
  await expect(page.getByText(`${EVIDENCE.length.toLocaleString("en-GB")} / 20,000`)).toBeVisible();
}

test("a founder pastes customer evidence, sees checked quotes with their labels in each report, saves and reopens", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribe(page);

  // Pain points from the tool page, with evidence: quotes from the evidence, labelled, and the rest inferred.
  await page.getByRole("link", { name: "Pain Points" }).click();
  // Wait for the tool page itself: the dashboard has an evidence panel too, and it must not be the one opened.
  await expect(page).toHaveURL(/\/app\/pain-points$/);
  // The panel opening proves the page is hydrated, so what is typed next stays typed.
  await pasteEvidence(page);
  await page.getByLabel("Describe your business idea").fill(IDEA);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Identify Pain Points" }).click();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
  const quotes = page.locator("blockquote");
  await expect(quotes.first()).toBeVisible();
  for (const quote of await quotes.allInnerTexts()) expect(EVIDENCE).toContain(quote.trim().replace(/^“|”$/g, ""));
  await expect(page.getByText("From your evidence").first()).toBeVisible();
  await expect(page.getByText("Inferred").first()).toBeVisible();
  await expect(page.getByText(/No customer evidence was given/)).toBeHidden();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, { path: "test-results/evidence-pain-points.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: "test-results/evidence-pain-points-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Save, then reopen from Load Reports: the quotes come back.
  await page.getByRole("button", { name: "Save Report" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Report saved successfully!" })).toBeVisible();
  await page.getByRole("button", { name: "← Back to prompt" }).click();
  await page.getByRole("button", { name: "Load Reports" }).click();
  const dialog = page.getByRole("dialog", { name: "Load Reports" });
  await dialog.getByRole("tab", { name: "Pain Points" }).click();
  await dialog.getByRole("listitem").first().getByRole("button").first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("From your evidence").first()).toBeVisible();
  await expect(page.locator("blockquote").first()).toBeVisible();

  // The validation: factor labels and confidence, competitors labelled by source, next steps with thresholds.
  await page.getByRole("link", { name: "Idea Validation" }).click();
  await expect(page).toHaveURL(/\/app\/validator$/);
  // The panel opening proves the page is hydrated, so what is typed next stays typed.
  await pasteEvidence(page);
  await page.getByLabel("Describe your business idea").fill(IDEA);
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("heading", { name: "Competitors and alternatives" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Named in your evidence")).toBeVisible();
  await expect(page.getByText("From the model's general knowledge — check it").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /Next steps/ })).toBeVisible();
  await expect(page.getByText(/Pass if/).first()).toBeVisible();
  await expect(page.getByText(/Confidence: (low|medium|high)/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, { path: "test-results/evidence-validation.png", fullPage: true });

  // The strategy: the customers' own words, and a first experiment per channel.
  await page.getByRole("link", { name: "Marketing Strategy" }).click();
  await expect(page).toHaveURL(/\/app\/market$/);
  // The panel opening proves the page is hydrated, so what is typed next stays typed.
  await pasteEvidence(page);
  await page.getByLabel("Describe your business idea").fill(IDEA);
  await page.getByRole("button", { name: "Generate Strategy" }).click();
  await expect(page.getByRole("heading", { name: "In your customers' words" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "First experiment per channel" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});

test("without evidence the pain-point report says once that its pain points are inferred", async ({ page }) => {
  await subscribe(page);
  await page.getByRole("link", { name: "Pain Points" }).click();
  // Wait for the tool page itself: the dashboard has an evidence panel too, and it must not be the one opened.
  await expect(page).toHaveURL(/\/app\/pain-points$/);
  await openEvidencePanel(page);
  await page.getByLabel("Describe your business idea").fill(IDEA);
  await page.getByRole("button", { name: "Identify Pain Points" }).click();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/No customer evidence was given/)).toHaveCount(1);
  await expect(page.locator("blockquote")).toHaveCount(0);
});

test("evidence over 20,000 characters is refused in the form, with how much to cut", async ({ page }) => {
  await subscribe(page);
  await page.getByRole("link", { name: "Pain Points" }).click();
  // Wait for the tool page itself: the dashboard has an evidence panel too, and it must not be the one opened.
  await expect(page).toHaveURL(/\/app\/pain-points$/);
  await openEvidencePanel(page);
  await page.getByLabel("Describe your business idea").fill(IDEA);
  await page.getByLabel("Customer evidence", { exact: true }).fill("x".repeat(20_050));
  await expect(page.getByRole("button", { name: "Identify Pain Points" })).toBeDisabled();
  await expect(page.getByText(/50/).first()).toBeVisible();
});

test("the evidence panel works from the keyboard alone", async ({ page }) => {
  await subscribe(page);
  await page.getByRole("link", { name: "Pain Points" }).click();
  // Wait for the tool page itself: the dashboard has an evidence panel too, and it must not be the one opened.
  await expect(page).toHaveURL(/\/app\/pain-points$/);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Describe your business idea").focus();
  await page.keyboard.type(IDEA);
  await page.keyboard.press("Tab");
  const toggle = page.getByRole("button", { name: /Customer evidence \(optional\)/ });
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Customer evidence", { exact: true })).toBeFocused();
  await page.keyboard.type(EVIDENCE.split("\n")[0]!);
  await expect(page.getByText(/\/ 20,000/)).toBeVisible();
  // Escape-free path to the submit button: Tab past the file picker, then Enter.
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press("Tab");
    if (
      await page
        .getByRole("button", { name: "Identify Pain Points" })
        .evaluate((button) => button === document.activeElement)
    )
      break;
  }
  await expect(page.getByRole("button", { name: "Identify Pain Points" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("From your evidence").first()).toBeVisible({ timeout: 30_000 });
});
