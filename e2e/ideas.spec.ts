import { expect, test, type Page } from "@playwright/test";
import type { ReportKind } from "../lib/core/kinds/kind";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";

// Issue 24, section 1: the founder ran KitchenCount, went back, typed other ideas, and they were filed as its versions.
const KITCHEN_COUNT =
  "KitchenCount: an inventory app for small restaurant kitchens that counts stock from a photo of the shelf and orders from suppliers.";
const PRICED = " Restaurants pay $49 a month per site.";
const SHIFT_SWAP =
  "ShiftSwap: an app for hospital nurses to swap shifts with colleagues without going through the ward manager.";
const SHOTS = "test-results/ideas";

type Idea = { id: string; title: string; reports: Record<ReportKind, { id: string; version: number } | null> };

async function expectAccessible(page: Page, state: string) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, state);
}

const shoot = (page: Page, name: string, fullPage = true) =>
  shootAtCheckedWidths(page, SHOTS, name, { fullPage, checkWidth: true });

const ideasOf = async (page: Page) =>
  ((await (await page.request.get("/api/data/ideas")).json()) as { data: Idea[] }).data;

async function finished(page: Page) {
  await expect(page.getByRole("button", { name: "Save Report" }).first()).toBeVisible({ timeout: 30_000 });
}

/** Presses Tab until the element has focus (at most 60 times): the way a keyboard user reaches it. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, key = "Tab") {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error("not reachable with Tab");
}

test("a re-run is filed under the idea the form names; a different idea is asked about and filed as new; every version has its address", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await subscribe(page);

  // KitchenCount from the dashboard.
  await page.getByLabel("Describe Your Business Idea").fill(KITCHEN_COUNT);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await expect(page).toHaveURL(/\/app\/validator$/);
  await finished(page);

  // Back to prompt: the form says which idea a run belongs to and holds that idea's text.
  await page.getByRole("button", { name: "← Back to prompt" }).click();
  const prompt = page.getByLabel("Describe your business idea");
  await expect(prompt).toHaveValue(KITCHEN_COUNT);
  await expect(page.getByText("Re-running:")).toBeVisible();
  await expect(page.getByText("This run becomes version 2 of its Idea Validation")).toBeVisible();
  await expect(page.getByRole("button", { name: "Switch idea" })).toBeVisible();
  await expectAccessible(page, "the tool form re-running an idea");
  await shoot(page, "tool-rerunning");

  // A clearly different idea typed over it: the founder is asked, and a new idea is made.
  await prompt.fill(SHIFT_SWAP);
  await page.getByRole("button", { name: "Validate Idea" }).click();
  const question = page.getByRole("group", { name: /Is this still “KitchenCount/ });
  await expect(question).toBeVisible();
  await expect(question).toBeFocused();
  await expectAccessible(page, "the question: same idea or a new one");
  await shoot(page, "tool-asking");
  await question.getByRole("button", { name: "No, it is a new idea" }).click();
  await finished(page);
  let ideas = await ideasOf(page);
  expect(ideas.map((idea) => idea.title)).toEqual([
    expect.stringMatching(/^ShiftSwap/),
    expect.stringMatching(/^KitchenCount/),
  ]);
  const [shiftSwap, kitchenCount] = ideas as [Idea, Idea];
  expect(shiftSwap.reports.iv!.version).toBe(1);
  expect(kitchenCount.reports.iv!.version).toBe(1);

  // The same text again: no question, the same idea, version 2.
  await page.getByRole("button", { name: "← Back to prompt" }).click();
  await expect(page.getByText("Re-running:")).toBeVisible();
  await expect(prompt).toHaveValue(SHIFT_SWAP);
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await finished(page);
  await expect(page.getByRole("group", { name: /Is this still/ })).toHaveCount(0);
  ideas = await ideasOf(page);
  expect(ideas).toHaveLength(2);
  expect(ideas.find((idea) => idea.id === shiftSwap.id)!.reports.iv!.version).toBe(2);

  // The same text twice from the dashboard makes no second KitchenCount.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.getByLabel("Describe Your Business Idea").fill(KITCHEN_COUNT);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await finished(page);
  ideas = await ideasOf(page);
  expect(ideas.map((idea) => idea.title).filter((title) => title.startsWith("KitchenCount"))).toHaveLength(1);
  expect(ideas.find((idea) => idea.id === kitchenCount.id)!.reports.iv!.version).toBe(2);

  // Version 1 of ShiftSwap opens at its own address from the idea page.
  await page.goto(`/app/ideas/${shiftSwap.id}`);
  await page.getByText("Versions and what changed").click();
  await page.getByRole("link", { name: "Version 1 of Idea Validation" }).click();
  await expect(page).toHaveURL(`/app/reports/${shiftSwap.reports.iv!.id}`);
  await expect(page.getByText("This is an earlier version.")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: /^ShiftSwap/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Version 1", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: /Open the latest, version 2/ }).click();
  await expect(page.getByText("What changed since version 1")).toBeVisible();
  await expect(page.getByText("Re-run with the same text and evidence.").first()).toBeVisible();

  // KitchenCount re-run from its report page with a price added: an edit, so no question; its version shows the words.
  await page.goto(`/app/ideas/${kitchenCount.id}`);
  await page.getByRole("link", { name: "Open Idea Validation" }).click();
  await expect(page).toHaveURL(/\/app\/reports\//);
  await page.getByRole("button", { name: "Re-run in Idea Validation" }).click();
  await expect(page).toHaveURL(/\/app\/validator$/);
  await expect(page.getByText("Re-running:")).toBeVisible();
  await expect(prompt).toHaveValue(KITCHEN_COUNT);
  await prompt.fill(KITCHEN_COUNT + PRICED);
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await finished(page);
  await page.getByRole("link", { name: /^Open report page · version 3/ }).click();
  await expect(page).toHaveURL(/\/app\/reports\//);
  await expect(page.getByText("What changed since version 2")).toBeVisible();
  await expect(page.locator("ins").first()).toHaveText(/Restaurants pay \$49 a month per site\./);
  await expect(page.getByText("7 words added").first()).toBeVisible();
  await expectAccessible(page, "a report's own page");
  await shoot(page, "report-page");

  await page.goto(`/app/ideas/${kitchenCount.id}`);
  await expect(page.getByText(KITCHEN_COUNT + PRICED)).toBeVisible();
  await page.getByText("Versions and what changed").click();
  await expect(page.getByRole("link", { name: "Version 3 of Idea Validation" })).toBeVisible();
  await expect(page.locator("ins").first()).toBeVisible();
  await expectAccessible(page, "the idea page with its versions");
  await shoot(page, "idea-page");

  // Load Reports opens a report at its address too.
  await page.getByRole("button", { name: "Load Reports" }).click();
  const dialog = page.getByRole("dialog", { name: "Load Reports" });
  await dialog.getByRole("tab", { name: "Recent" }).click();
  await dialog.getByRole("listitem").first().getByRole("button").first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/reports\/[0-9a-f-]{36}$/);
  const address = page.url();

  // Nobody else can open it, and an unknown report is a 404 page as well.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await subscribe(other, "Other Founder");
  const refused = await other.goto(address);
  expect(refused!.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Report not found" })).toBeVisible();
  await expect(other.getByText(KITCHEN_COUNT)).toHaveCount(0);
  expect((await other.goto(`/app/reports/${crypto.randomUUID()}`))!.status()).toBe(404);
  expect((await other.goto("/app/reports/not-a-report"))!.status()).toBe(404);
  await expectAccessible(other, "the report 404");
  await stranger.close();
});

test("from the keyboard alone: switch idea, answer the question, open a version", async ({ page }) => {
  test.setTimeout(240_000);
  await subscribe(page);
  for (const text of [KITCHEN_COUNT, SHIFT_SWAP]) {
    await page.goto("/app/dashboard");
    await page.getByLabel("Describe Your Business Idea").fill(text);
    await page.getByRole("button", { name: "Generate Idea Validation" }).click();
    await finished(page);
  }
  await page.getByRole("button", { name: "← Back to prompt" }).click();
  await expect(page.getByText("Re-running:")).toBeVisible();

  // Switch to KitchenCount: the dialog lists the founder's ideas; the form then holds its text.
  const switchIdea = page.getByRole("button", { name: "Switch idea" });
  await tabTo(page, switchIdea);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose an idea" });
  await expect(dialog).toBeVisible();
  const choice = dialog.getByRole("button", { name: /^KitchenCount/ });
  await tabTo(page, choice);
  await expectAccessible(page, "the idea switcher");
  await shoot(page, "idea-switcher", false);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const prompt = page.getByLabel("Describe your business idea");
  await expect(prompt).toHaveValue(KITCHEN_COUNT);
  await expect(prompt).toBeFocused();
  // The dialog's close event comes with the next frame, after the choice may have filled the field: it stays there.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(prompt).toBeFocused();

  // A different idea typed: the question takes the focus; Tab reaches its answers.
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(SHIFT_SWAP.replace("ShiftSwap", "RotaSwap"));
  await tabTo(page, page.getByRole("button", { name: "Validate Idea" }));
  await page.keyboard.press("Enter");
  const question = page.getByRole("group", { name: /Is this still “KitchenCount/ });
  await expect(question).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "No, it is a new idea" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "Yes, a new version of it" })).toBeFocused();
  await page.keyboard.press("Enter");
  await finished(page);
  const kitchen = (await ideasOf(page)).find((idea) => idea.title.startsWith("KitchenCount"))!;
  expect(kitchen.reports.iv!.version).toBe(2);

  // Its version link leads to the report's address; the version list there is reachable with Tab.
  // The finished report's heading has the focus; its actions are above it.
  await tabTo(page, page.getByRole("link", { name: /^Open report page · version 2/ }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/app/reports/${kitchen.reports.iv!.id}`);
  await tabTo(
    page,
    page.getByRole("navigation", { name: /Versions of this/ }).getByRole("link", { name: "Version 1", exact: true }),
  );
  await page.keyboard.press("Enter");
  await expect(page.getByText("This is an earlier version.")).toBeVisible();
});

test("a run under an idea deleted meanwhile (another tab) is refused, and the form then starts a new idea", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribe(page);
  await page.getByLabel("Describe Your Business Idea").fill(KITCHEN_COUNT);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await finished(page);
  await page.getByRole("button", { name: "← Back to prompt" }).click();
  await expect(page.getByText("Re-running:")).toBeVisible();

  const [idea] = await ideasOf(page);
  const gone = await page.request.delete(`/api/data/delete-report/iv/${idea!.reports.iv!.id}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(gone.status()).toBe(200);

  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("not in your library any more");
  await expect(page.getByText("New idea:")).toBeVisible();
  await expect(page.getByLabel("Describe your business idea")).toHaveValue(KITCHEN_COUNT);
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await finished(page);
  const ideas = await ideasOf(page);
  expect(ideas).toHaveLength(1);
  expect(ideas[0]!.id).not.toBe(idea!.id);
});
