import { expect, test, type Locator, type Page } from "@playwright/test";
import { CAFE_EVIDENCE, CAFE_IDEA } from "../test/chat/fixtures";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths, keepScreenshot } from "./checks";

// Issue 28: ask the report. The offline demo model answers from the report and the evidence, and proposes a rescore.
const CAFES = CAFE_IDEA;
const EVIDENCE = CAFE_EVIDENCE;
const SHOTS = "test-results/chat";

const panel = (page: Page) => page.getByRole("region", { name: "Ask about this report" });

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 200; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable with Tab");
}

async function shootPanel(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(panel(page), { path: `${SHOTS}/${name}-panel-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a founder asks about a validation from the keyboard, reads a grounded answer, finds the thread after a reload and accepts a rescore", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await subscribe(page);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /Customer evidence \(optional\)/ }).click();
  await page.getByLabel("Customer evidence", { exact: true }).fill(EVIDENCE);
  await page.getByLabel("Describe Your Business Idea").fill(CAFES);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await expect(page).toHaveURL(/\/app\/validator$/);
  await expect(page.getByRole("button", { name: "Save Report" }).first()).toBeVisible({ timeout: 30_000 });

  // Suggested questions come from the report: its weakest factor first.
  await expect(panel(page).getByRole("list", { name: "Suggested questions" }).getByRole("button")).not.toHaveCount(0);
  await expect(panel(page).getByRole("button", { name: /^Why is .+ only [\d.]+\/10/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, "the empty conversation");
  await shootPanel(page, "empty");

  // Keyboard only: Shift+Enter is a new line, Enter sends; focus stays in the box.
  const box = panel(page).getByLabel("Your question");
  await tabTo(page, box);
  await page.keyboard.type("What should I fix first?");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("Be specific.");
  await expect(box).toHaveValue("What should I fix first?\nBe specific.");
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  const conversation = panel(page).getByRole("list", { name: "Conversation" });
  await expect(conversation.getByText("What should I fix first?")).toBeVisible();
  await expect(panel(page).getByText("The answer is ready.")).toBeAttached({ timeout: 15_000 });
  await expect(conversation.getByText(/^Demo answer/)).toBeVisible();
  await expect(conversation.getByText("From your evidence").first()).toBeVisible();
  await expect(conversation.locator("q").first()).toBeVisible();
  await expect(box).toBeFocused();
  await expectNoAxeViolations(page, "a streamed answer");
  await shootPanel(page, "answer");

  // After a reload the tool page restores its report, and the thread comes back from the server.
  await page.reload();
  await expect(
    panel(page)
      .getByRole("list", { name: "Conversation" })
      .getByText(/^Demo answer/),
  ).toBeVisible();

  // Shared with the conversation ticked, the link shows the thread read-only; downloads offer it too.
  await expect(page.getByRole("checkbox", { name: /Include the conversation/ })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await keepScreenshot(page.getByRole("group", { name: "Report actions" }).first(), {
    path: `${SHOTS}/actions-390.png`,
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  // Keyboard only: open Share, tick the conversation with Space, create the link with Enter.
  await tabTo(page, page.getByRole("button", { name: /^Share/ }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Share this report" });
  const tick = dialog.getByRole("checkbox", { name: "Include the conversation (2 messages)" });
  await tabTo(page, tick);
  await page.keyboard.press("Space");
  await expect(tick).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: "Create link" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("It shows the conversation.")).toBeVisible();
  await expect(dialog.getByLabel("Read-only link")).toBeFocused();
  await expectNoAxeViolations(page, "the share dialog with the conversation");
  await keepScreenshot(dialog, { path: `${SHOTS}/share-dialog-1280.png` });
  await page.setViewportSize({ width: 390, height: 900 });
  await keepScreenshot(page, { path: `${SHOTS}/share-dialog-390.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  const link = await dialog.getByLabel("Read-only link").inputValue();
  await page.keyboard.press("Escape");
  const reader = await page.context().newPage();
  await reader.goto(new URL(link).pathname);
  const shared = reader.getByRole("region", { name: "Questions about this report" });
  await expect(shared.getByText("What should I fix first?")).toBeVisible();
  await expect(shared.getByText(/^Demo answer/)).toBeVisible();
  await expectNoAxeViolations(reader, "a shared conversation");
  for (const width of [1440, 390]) {
    await reader.setViewportSize({ width, height: 900 });
    await keepScreenshot(shared, { path: `${SHOTS}/shared-conversation-${width}.png` });
  }
  await reader.close();

  // A rescore proposed as a card; accepting it opens the new version with the factor the founder's.
  await panel(page).getByLabel("Your question").fill("I disagree: Low competition should be higher, rescore it.");
  await panel(page).getByLabel("Your question").press("Enter");
  const card = panel(page).getByText("Proposed rescore").locator("..");
  await expect(card.getByText(/^Low competition: [\d.]+ → [\d.]+/)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, "a proposed rescore");
  await shootPanel(page, "rescore");
  await card.getByRole("button", { name: "Accept as a new version" }).click();
  await expect(page).toHaveURL(/\/app\/reports\/[0-9a-f-]+$/);
  await expect(page.getByRole("link", { name: "Version 2" })).toBeVisible();
  await expect(page.getByText("Your rescore").first()).toBeVisible();
  await shootAtCheckedWidths(page, SHOTS, "rescored-version", { checkWidth: true });
});
