import { expect, test, type Locator, type Page } from "@playwright/test";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths, keepScreenshot } from "./checks";

// Issue 27: market size computed by code from assumptions the founder can see and change.
const CAFES =
  "BeanCount: a stock and ordering app for independent cafes that predicts milk and bean orders from last week's sales.";
const EVIDENCE = [
  "There are about 4,000 independent cafes in the UK and most order milk by phone.",
  "We run out of oat milk every Saturday and lose sales because of it.",
].join("\n");
const SHOTS = "test-results/market";

/** The section alone at both widths, to look at closely (the full pages are shot too). */
async function shootSection(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(section(page), { path: `${SHOTS}/${name}-section-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 120; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable with Tab");
}

/** The market-size section, and the base figure shown for one of TAM, SAM and SOM. */
const section = (page: Page) => page.locator("section#section-market-size");
const figure = (page: Page, term: "TAM" | "SAM" | "SOM") =>
  section(page).locator("dl > div").filter({ hasText: term }).locator("dd").first();

test("a founder sees TAM, SAM and SOM with their assumptions, changes one, watches the figures move and keeps it as a new version", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await subscribe(page);
  await page.waitForLoadState("networkidle");
  const toggle = page.getByRole("button", { name: /Customer evidence \(optional\)/ });
  await toggle.click();
  await page.getByLabel("Customer evidence", { exact: true }).fill(EVIDENCE);
  await page.getByLabel("Describe Your Business Idea").fill(CAFES);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await expect(page).toHaveURL(/\/app\/validator$/);
  await expect(page.getByRole("button", { name: "Save Report" }).first()).toBeVisible({ timeout: 30_000 });

  // The section: three figures computed by code, a labelled chart, and the evidence's count with its quote.
  await expect(section(page).getByRole("heading", { name: "Market size" })).toBeVisible();
  await expect(section(page).getByRole("img", { name: /^Market size bars: TAM \$[\d.]+[KMB]? a year/ })).toBeVisible();
  const customers = section(page)
    .getByLabel(/^Customers, base, /)
    .first();
  await expect(customers).toHaveValue("4,000");
  await expect(section(page).getByText("There are about 4,000 independent cafes in the UK")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, "the validation's market size");
  await section(page).scrollIntoViewIfNeeded();
  await shootAtCheckedWidths(page, SHOTS, "market-size", { checkWidth: true });
  await shootSection(page, "market-size");

  // Keyboard only: change the customer count; the figures move at once, before anything is saved.
  const somBefore = await figure(page, "SOM").innerText();
  await tabTo(page, customers);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("8000");
  // Above its own high (4,400), the base is flagged where it is typed; leaving it takes the high along (one number
  // edited, not three), and says so; the high can then be raised further.
  await expect(section(page).getByText("Keep low ≤ base ≤ high.")).toBeVisible();
  await expect(figure(page, "SOM")).toHaveText(somBefore);
  await page.keyboard.press("Tab");
  await expect(section(page).getByText("The high moved to 8,000 with the base.")).toBeVisible();
  await expect(section(page).getByText("Keep low ≤ base ≤ high.")).toBeHidden();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("9000");
  await expect(figure(page, "SOM")).not.toHaveText(somBefore);
  await expect(section(page).getByText("1 assumption changed.")).toBeVisible();
  const reason = section(page).getByPlaceholder("Why this number? (optional)");
  await tabTo(page, reason);
  await page.keyboard.type("We counted the cafes in our three cities.");

  // A share above 100 % is refused where it is typed, and the figures wait for a valid number.
  const reach = section(page)
    .getByLabel(/^Reachable at launch, high, /)
    .first();
  await reach.fill("140%");
  await expect(section(page).getByText("A share is at most 100%.")).toBeVisible();
  await expect(section(page).getByRole("button", { name: "Save as new version" })).toBeDisabled();
  await expectNoAxeViolations(page, "the market size with a wrong number");
  await shootAtCheckedWidths(page, SHOTS, "market-size-invalid", { checkWidth: true });
  await shootSection(page, "market-size-invalid");
  await reach.fill("40%");
  await expect(section(page).getByText("A share is at most 100%.")).toBeHidden();

  const save = section(page).getByRole("button", { name: "Save as new version" });
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/app\/reports\/[0-9a-f-]+$/);
  await expect(page.getByRole("link", { name: "Version 2" })).toBeVisible();
  // The report page is server-rendered: its next steps' Track this (a client component) renders there too.
  await expect(page.getByRole("button", { name: /^Track this: / }).first()).toBeVisible();
  // What changed since version 1: the SOM moved, no score did.
  await expect(page.getByText(/^SOM \$[\d.]+K → \$[\d.]+K a year\.$/)).toBeVisible();
  await expect(
    section(page)
      .getByLabel(/^Customers, base, /)
      .first(),
  ).toHaveValue("8,000");
  await expect(section(page).getByText("We counted the cafes in our three cities.")).toBeVisible();
  await expect(section(page).getByText("Your number").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, "the new version's market size");
  await section(page).scrollIntoViewIfNeeded();
  await shootAtCheckedWidths(page, SHOTS, "market-size-saved", { checkWidth: true });
  await shootSection(page, "market-size-saved");
});

test("the public example validation shows its market size, read-only", async ({ page }) => {
  await page.goto("/examples/idea-validation");
  await expect(section(page).getByRole("heading", { name: "Market size" })).toBeVisible();
  await expect(section(page).getByRole("textbox")).toHaveCount(0);
  await expect(section(page).getByText("Our trust has about 1,200 nurses working nights")).toBeVisible();
  await expectNoAxeViolations(page, "the example's market size");
  await section(page).scrollIntoViewIfNeeded();
  await shootAtCheckedWidths(page, SHOTS, "example-market-size", { checkWidth: true });
  await shootSection(page, "example-market-size");
});
