import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";
import { LEAF_LEDGER } from "./pitch-helpers";

// Issue 48: from "change something" to a pivot that can be tested. LeafLedger's demo validation makes Monetisation
// potential its riskiest factor; a landing page's sign-ups at 8 of 500 fail it, and the verdict says change something.
const SHOTS = "test-results/pivots";

const origin = () => new URL(String(test.info().project.use.baseURL)).origin;

async function post(page: Page, path: string, data: unknown, status = 200) {
  const answer = await page.request.post(path, { data, headers: { origin: origin() } });
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as { id: string; idea_id: string; url: string };
}

/** LeafLedger validated, with its strategy and pain points, and a failed price test on its riskiest factor. */
async function ideaThatMustChange(page: Page): Promise<{ ideaId: string; validationId: string }> {
  await subscribe(page);
  const { idea_id: ideaId, id: validationId } = await post(page, "/api/data/reports", {
    kind: "iv",
    prompt: LEAF_LEDGER,
  });
  for (const kind of ["ms", "pp"])
    await post(page, "/api/data/reports", { kind, prompt: LEAF_LEDGER, idea_id: ideaId });
  const experiment = await post(
    page,
    `/api/data/ideas/${ideaId}/experiments`,
    {
      hypothesis: "Houseplant owners sign up for the offer.",
      cost_usd: 150,
      due_date: "2030-01-31",
      metric: "Landing page sign-up rate",
      comparator: ">=",
      target: 4,
      unit: "%",
      factor: "monetization_potential",
    },
    201,
  );
  await post(page, `/api/data/experiments/${experiment.id}/results`, { value: 8, denominator: 500 }, 201);
  return { ideaId, validationId };
}

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable with Tab");
}

async function looked(page: Page, state: string, name: string, fullPage = true) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, state);
  await shootAtCheckedWidths(page, SHOTS, name, { checkWidth: true, fullPage });
}

test("a measured failure gets concrete changes; one becomes a validated variant, compared with its parent", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { ideaId, validationId } = await ideaThatMustChange(page);
  await page.goto(`/app/ideas/${ideaId}`);
  await expect(
    page.getByRole("region", { name: "Decision" }).getByText("Change something", { exact: true }),
  ).toBeVisible();

  // The page opens with the decision first: the verdict and its reason, the result as it came in, the grade.
  const digest = page.getByRole("region", { name: /^At a glance/ });
  await expect(digest).toContainText("Monetisation potential, the riskiest factor, failed: 8 of 500 (1.6%)");
  await expect(digest.getByRole("listitem")).toHaveText([
    /· Monetisation potential: 8 of 500 \(1\.6%\) against Landing page sign-up rate ≥ 4% Failed\s*reported by you: said$/,
  ]);
  await expect(digest).toContainText("6.3 (Promising), one version so far.");
  await expect(digest).toContainText("None planned");
  // Its one-page PDF, read back as text and kept as a picture to look at.
  const pdf = await page.request.get(`/api/data/reports/${validationId}/export?format=pdf&digest=1`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const file = test.info().outputPath("digest.pdf");
  writeFileSync(file, await pdf.body());
  expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/^Pages:\s+1$/m);
  const words = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(words).toContain("Decision digest");
  expect(words).toContain("Verdict: Change something.");
  expect(words).toContain("The grade over versions 6.3 (Promising), one version so far.");
  if (process.env.E2E_SCREENSHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    execFileSync("pdftoppm", ["-png", "-r", "60", file, `${SHOTS}/digest-pdf`]);
  }

  // A share with the decision leads with the same digest.
  const { url } = await post(page, `/api/data/reports/${validationId}/share`, { include_experiments: true }, 201);
  await page.goto(new URL(url).pathname);
  const shared = page.getByRole("region", { name: /^At a glance/ });
  await expect(shared).toContainText("8 of 500 (1.6%) against Landing page sign-up rate ≥ 4%");
  await looked(page, "the shared decision digest", "shared-digest");
  await page.goto(`/app/ideas/${ideaId}`);

  // What to change, asked for with the keyboard: every change cites the failure in its own figures.
  const changes = page.getByRole("region", { name: "What to change" });
  await tabTo(page, changes.getByRole("button", { name: "Propose changes" }));
  await page.keyboard.press("Enter");
  await expect(changes.getByRole("status")).toHaveText(
    "4 changes proposed from your reports' own words, checked by code.",
  );
  const proposals = changes.getByRole("listitem");
  await expect(proposals).toHaveCount(4);
  for (const proposal of await proposals.all()) {
    await expect(proposal).toContainText("Monetisation potential failed: 8 of 500 (1.6%)");
    await expect(proposal).toContainText("Answers: “Houseplant owners sign up for the offer.”");
  }
  await looked(page, "the idea page with its proposed changes", "proposals");

  // Try the price change: the founder edits the description, keeps the first test aimed at the line that failed.
  const price = proposals.filter({ hasText: "What it costs or how it earns" });
  const title = (await price.getByRole("heading").textContent()) ?? "";
  expect(title).toMatch(/^Charge \$[\d.]+ a month instead of \$[\d.]+ a month$/);
  // By keyboard alone: to the change's button, through the form, to its submit button.
  await tabTo(page, price.getByRole("button", { name: /^Try this change/ }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Try this change" });
  await expect(dialog.getByLabel("Variant's title")).toBeFocused();
  await expect(dialog.getByLabel("Metric")).toHaveValue("Landing page sign-up rate");
  await expect(dialog.getByLabel("Target")).toHaveValue("4");
  await looked(page, "the Try this change form", "try-dialog", false);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("LeafLedger, half price");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("The idea, changed")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(
    "LeafLedger at half the price: a plant-watering app that reads a photo of the soil, for a few dollars a month.",
  );
  await tabTo(page, dialog.getByRole("button", { name: "Make the variant" }));
  await page.keyboard.press("Enter");

  // The variant's page: its lineage, its first test, validated like any idea.
  await expect(page).not.toHaveURL(new RegExp(ideaId));
  const lineage = page.getByRole("region", { name: "Pivots" });
  await expect(lineage).toContainText(`A pivot of LeafLedger: ${title}`);
  await expect(page.getByRole("listitem").filter({ hasText: "Landing page sign-up rate ≥ 4%" })).toBeVisible();
  await page.getByRole("button", { name: "Run all three" }).click();
  const reports = page.getByRole("region", { name: "Reports" });
  await expect(reports.getByText(/^Version 1 ·/)).toHaveCount(3, { timeout: 60_000 });
  await looked(page, "the variant's page", "variant");

  // Compare opens the parent and the variant side by side: the change, the grade, the verdict, the results.
  await lineage.getByRole("link", { name: "Compare with LeafLedger" }).click();
  const table = page.getByRole("region", { name: "Comparison table" });
  await expect(table.getByRole("rowheader", { name: /^LeafLedger / })).toContainText("The original idea");
  await expect(table.getByRole("rowheader", { name: /^LeafLedger, half price/ })).toContainText(`The change: ${title}`);
  await expect(table.getByRole("rowheader", { name: /^LeafLedger / })).toContainText("1 failed");
  await looked(page, "compare with a variant", "compare");

  // The list shows the variant under its parent; deleting the parent asks what becomes of it.
  await page.goto("/app/ideas");
  await expect(page.getByRole("listitem").filter({ hasText: "A pivot of LeafLedger" })).toBeVisible();
  await looked(page, "the idea list with a variant", "list");
  await page.goto(`/app/ideas/${ideaId}`);
  await page.getByRole("button", { name: "Delete idea" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this idea?" });
  await expect(confirm.getByLabel("Keep its variant as an idea of its own")).toBeChecked();
  await confirm.getByLabel(/Delete its variant too/).check();
  await looked(page, "deleting a parent", "delete-parent", false);
  await confirm.getByRole("button", { name: "Keep it" }).click();
});
