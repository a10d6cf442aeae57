import { expect, test, type Page } from "@playwright/test";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";

// Issue 36, "One workspace per idea": the idea page runs all three reports at once, each streaming in its card, beside
// the decision; the report page shows the decision too; a share link is copied again without replacing it, and a
// validation's share can carry the experiments and the decision.
const IDEA =
  "ClinicFill: a waitlist tool for physiotherapy clinics that fills cancelled slots by texting patients on the list.";
const SHOTS = "test-results/workspace";

async function accessible(page: Page, state: string) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, state);
}

async function validatedIdea(page: Page): Promise<{ id: string; idea_id: string }> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post("/api/data/reports", {
    data: { kind: "iv", prompt: IDEA },
    headers: { origin },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { id: string; idea_id: string };
}

test("the idea page runs all three reports at once beside the decision, named by its short name", async ({ page }) => {
  test.setTimeout(120_000);
  await subscribe(page);
  const validation = await validatedIdea(page);
  await page.goto(`/app/ideas/${validation.idea_id}`);
  await expect(page.getByRole("heading", { level: 1, name: "ClinicFill" })).toBeVisible();
  const reports = page.getByRole("region", { name: "Reports" });
  const decision = page.getByRole("region", { name: "Decision" });
  await expect(decision).toBeVisible();
  // Beside each other on a wide screen: the decision to the right of the reports, their tops level.
  await page.setViewportSize({ width: 1440, height: 900 });
  const [left, right] = [await reports.boundingBox(), await decision.boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  expect(Math.abs(right!.y - left!.y)).toBeLessThan(80);
  await expect(reports.getByText("Not run yet for this idea.")).toHaveCount(2);

  // From the keyboard: the button takes the focus and Enter runs all three.
  await reports.getByRole("button", { name: "Run all three" }).focus();
  await page.keyboard.press("Enter");
  // Three streams at once: each card says it is writing, then each has its report.
  for (const label of ["Pain Points", "Marketing Strategy"])
    await expect(reports.getByRole("link", { name: `Open ${label}` })).toBeVisible({ timeout: 60_000 });
  await expect(reports.getByText(/^Version 2 ·/)).toBeVisible({ timeout: 60_000 });
  await expect(reports.getByText("Not run yet for this idea.")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/app/ideas/${validation.idea_id}$`));
  const ideas = (await (await page.request.get("/api/data/ideas")).json()) as {
    data: { title: string; reports: Record<string, { version: number } | null> }[];
  };
  expect(ideas.data).toMatchObject([
    { title: "ClinicFill", reports: { pp: { version: 1 }, ms: { version: 1 }, iv: { version: 2 } } },
  ]);
  await accessible(page, "the idea page after running all three");
  await shootAtCheckedWidths(page, SHOTS, "idea-workspace", { checkWidth: true });

  // The report page shows the idea's decision too, with the way back to its experiments.
  await reports.getByRole("link", { name: "Open Idea Validation" }).click();
  const summary = page.getByRole("region", { name: "The idea's decision" });
  await expect(summary.getByText("Keep going", { exact: true })).toBeVisible();
  await accessible(page, "the report page with its decision");
  await shootAtCheckedWidths(page, SHOTS, "report-decision", { checkWidth: true });
});

test("a share link is copied again without replacing it, and can carry the experiments and the decision", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await subscribe(page);
  const validation = await validatedIdea(page);
  await page.goto(`/app/reports/${validation.id}`);
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this report" });
  await dialog.getByLabel("Include the experiments and the decision").check();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const link = dialog.getByLabel("Read-only link");
  await expect(link).toHaveValue(/\/share\//);
  const url = await link.inputValue();
  await expect(dialog.getByText("It shows the experiments and the decision.")).toBeVisible();
  await page.keyboard.press("Escape");

  // Reloaded and opened again: the same link, to copy, and it still works.
  await page.reload();
  await page.getByRole("button", { name: "Shared" }).click();
  await expect(dialog.getByLabel("Read-only link")).toHaveValue(url);
  await expect(dialog.getByText("You can copy it again here until you stop sharing.")).toBeVisible();
  // The choices start from what the live link shows: nothing asks for a new link.
  await expect(dialog.getByLabel("Include the experiments and the decision")).toBeChecked();
  await expect(dialog.getByText("Create a new link to apply your choices.")).toHaveCount(0);
  await accessible(page, "the share dialog showing the live link again");
  await shootAtCheckedWidths(page, SHOTS, "share-again", { fullPage: false });

  const reader = await (await browser.newContext()).newPage();
  await reader.goto(url);
  const shared = reader.getByRole("region", { name: "Decision" });
  await expect(shared.getByText("Keep going", { exact: true })).toBeVisible();
  await expect(reader.getByText(IDEA)).toHaveCount(0);
  await accessible(reader, "a share with the decision");
  await shootAtCheckedWidths(reader, SHOTS, "shared-decision", { checkWidth: true });
});
