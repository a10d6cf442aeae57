import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";
import { latestMail, subscribe } from "./helpers";

// Issue 44: a new founder's walk-through of pitch pages. The offer step already tracked gets the page attached to its
// experiment; the draft takes the step's price and leaves the benefits to the founder; an empty headline is refused at
// the field; a visitor who joins sees the thank-you alone; deleting offers the sign-ups first; when the plan ends the
// card, the banner and the e-mail say the page is closed, and the plan-only actions say why they are unavailable.
const LEAF_LEDGER =
  "LeafLedger: a subscription app that tells houseplant owners when to water, using a photo of the soil.";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const SHOTS = "test-results/pitch-walk";

test("a founder's walk through pitch pages, with a plan and after it ends", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const email = await subscribe(page);
  await page.getByLabel("Describe Your Business Idea").fill(LEAF_LEDGER);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await expect(page.getByRole("button", { name: "Save Report" }).first()).toBeVisible({ timeout: 30_000 });

  // The offer step is tracked first: the pitch page then measures that experiment, not a second one.
  await page.getByRole("button", { name: /^Track this: Publish a one-page offer/ }).click();
  await page
    .getByRole("dialog", { name: "Track an experiment" })
    .getByRole("button", { name: "Track experiment" })
    .click();
  await expect(page.getByRole("link", { name: /^Tracked: Publish a one-page offer/ })).toBeVisible();

  const offer = page.getByRole("button", { name: /^Test with a pitch page: Publish a one-page offer/ });
  const stepPrice = /\$\d+ a month/.exec((await offer.getAttribute("aria-label"))!)![0];
  await offer.click();
  const dialog = page.getByRole("dialog", { name: "Draft a pitch page" });
  await expect(dialog.getByText(/^This step is already tracked as the experiment/)).toBeVisible();
  await expect(dialog.getByLabel("Price (optional)")).toHaveValue(stepPrice);
  await expect(dialog.getByLabel("Benefit 1 (optional)")).toHaveValue("");
  const subheading = dialog.getByLabel("Subheading");
  expect(await subheading.evaluate((element) => element.tagName)).toBe("TEXTAREA");
  await expect(dialog.getByText(/^\d+\/200 characters$/)).toBeVisible();

  // An empty headline is refused at the field, before anything is sent.
  const headline = dialog.getByLabel("Headline", { exact: true });
  await headline.fill("");
  await dialog.getByRole("button", { name: "Save as draft" }).click();
  await expect(dialog.getByText("Give the page a headline.")).toBeVisible();
  await expect(headline).toBeFocused();
  await expect(headline).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "the draft dialog with an empty headline");
  await shootAtCheckedWidths(page, SHOTS, "draft-dialog-error", { fullPage: false });
  await headline.fill("Never drown a houseplant again");
  await dialog.getByLabel("Benefit 1 (optional)").fill("Know when to water from one photo of the soil");
  await dialog.getByLabel("Unique visitors before it is judged").fill("10");
  await dialog.getByRole("button", { name: "Save as draft" }).click();
  await page.getByRole("link", { name: /Pitch page drafted/ }).click();
  await expect(page).toHaveURL(/\/app\/ideas\/[0-9a-f-]+$/);
  const ideaUrl = page.url();
  await expect(page.getByRole("listitem").filter({ hasText: "Landing page sign-up rate" })).toHaveCount(1);

  const card = page.getByRole("listitem", { name: "Pitch page: Never drown a houseplant again" });
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(card.getByText("Live", { exact: true })).toBeVisible();
  const path = new URL((await card.getByRole("link", { name: /\/p\// }).textContent())!).pathname;
  expect(path).toMatch(/^\/p\/never-drown-a-houseplant-again-[0-9a-f]{10}$/);

  // A visitor joins (no script): the thank-you takes the form's place.
  const visitorContext = await page
    .context()
    .browser()!
    .newContext({
      userAgent: PHONE,
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.31" },
      javaScriptEnabled: false,
    });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${baseURL}${path}`);
  await visitor.getByLabel("Your e-mail address").fill("ivy@example.com");
  await visitor.waitForTimeout(2_100);
  await visitor.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(visitor.getByRole("status")).toHaveText("Thank you: you are on the list.");
  await expect(visitor.getByLabel("Your e-mail address")).toHaveCount(0);
  // axe runs in the page, so it reads the same answer in a browser with script (the founder's, not counted).
  await page.goto(new URL(visitor.url()).pathname + new URL(visitor.url()).search);
  await expect(page.getByRole("status")).toHaveText("Thank you: you are on the list.");
  await expectNoAxeViolations(page, "the public page after joining");
  await shootAtCheckedWidths(page, SHOTS, "public-joined", { checkWidth: true });

  // Deleting offers the sign-ups first.
  await page.goto(ideaUrl);
  await expect(card.getByTestId("pitch-figure")).toContainText("1 sign-up");
  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this pitch page?" });
  await expect(confirm.getByRole("link", { name: "Download sign-ups (CSV)" })).toHaveAttribute(
    "href",
    /\/signups\?format=csv$/,
  );
  await expectNoAxeViolations(page, "the delete dialog with sign-ups");
  await shootAtCheckedWidths(page, SHOTS, "delete-dialog", { fullPage: false });
  await confirm.getByRole("button", { name: "Keep it" }).click();

  // The plan ends (local billing's clock): the page closes to visitors, and everything the founder reads says so.
  const ended = await page.evaluate(
    async () => (await fetch("/api/dev/billing/end-period", { method: "POST" })).status,
  );
  expect(ended).toBe(200);
  // Local billing records the plan's end (and sends its e-mail) where the founder lands: the plans.
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
  await visitor.goto(`${baseURL}${path}`);
  await expect(visitor.getByText("This page is closed and no longer takes sign-ups.")).toBeVisible();
  await page.goto(ideaUrl);
  await expect(page.getByRole("heading", { name: "You have no active plan" })).toBeVisible();
  await expect(page.getByText(/^Your live pitch page is closed to visitors/)).toBeVisible();
  await expect(card.getByText("Closed to visitors", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Your plan ended, so visitors read that this page is closed/)).toBeVisible();
  await expect(card.getByText("Live", { exact: true })).toHaveCount(0);
  const draft = page.getByRole("button", { name: "Draft a pitch page" });
  await expect(draft).toHaveAttribute("aria-disabled", "true");
  await expect(draft).toHaveAccessibleDescription(/pitch pages needs? a plan.*Choose a plan/);
  await expect(card.getByRole("button", { name: "Edit words" })).toHaveAttribute("aria-disabled", "true");
  await draft.click({ force: true });
  await expect(page.getByRole("dialog", { name: "Draft a pitch page" })).toHaveCount(0);
  await expectNoAxeViolations(page, "the idea page after the plan ended");
  await shootAtCheckedWidths(page, SHOTS, "idea-plan-ended", { checkWidth: true, scrollToTop: true });

  const mail = await latestMail(page.request, email);
  expect(mail.subject).toBe("Your LaunchLens plan has ended");
  expect(mail.text).toContain("Your live pitch page is closed to visitors");
  await visitorContext.close();
});

test("without a plan, a next step's pitch page is shown unavailable with the reason, never offered then refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await subscribe(page);
  await page.getByLabel("Describe Your Business Idea").fill(LEAF_LEDGER);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await expect(page.getByRole("button", { name: "Save Report" }).first()).toBeVisible({ timeout: 30_000 });
  const history = await page.evaluate(async () => (await fetch("/api/data/history?kind=iv")).json());
  const [report] = (history as { data: { id: string }[] }).data;
  expect(await page.evaluate(async () => (await fetch("/api/dev/billing/end-period", { method: "POST" })).status)).toBe(
    200,
  );
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);

  await page.goto(`/app/reports/${report!.id}`);
  const offer = page.getByRole("button", { name: /^Test with a pitch page: Publish a one-page offer/ });
  await expect(offer).toHaveAttribute("aria-disabled", "true");
  await expect(offer).toHaveAccessibleDescription(/^Pitch pages need a plan\. Choose a plan$/);
  await offer.click({ force: true });
  await expect(page.getByRole("dialog", { name: "Draft a pitch page" })).toHaveCount(0);
  await expectNoAxeViolations(page, "a report's next steps without a plan");
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The step itself (its pass line, its actions and the reason), wherever the long report puts it.
    await offer.locator("xpath=ancestor::li[1]").screenshot({ path: `${SHOTS}/next-step-no-plan-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
