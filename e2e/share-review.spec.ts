import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";
import { registerAndVerify } from "./helpers";

// Issue 44: what a share shows of an experiment, the plan card, and the idea's and report's pages of a founder with
// results and several versions.
const SHOTS = "test-results/share-review";
const IDEA = "FillSlot: a waitlist app for physiotherapy clinics that texts patients when a cancelled slot opens up.";
const EVIDENCE =
  'Clinic manager in York: "We lose three appointments a week to late cancellations and never refill them."';
const HYPOTHESIS = "Clinic managers would pay twenty pounds a month to refill their cancelled appointments.";
const METHOD = "Call Jo Baxter on 07700 900123 or jo.baxter@example.com and ask about her clinic.";

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(path, { data, headers: { origin } });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

test("a founder's shared experiments, plan card, idea page and report page (issue 44)", async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndVerify(page);
  // The plan card lists what the plan includes.
  await expect(page.getByText("Pitch pages: a live page that counts real sign-ups for your idea")).toBeVisible();
  await expect(page.getByText(/Experiments with pass lines, and a decision on each idea/)).toBeVisible();
  await expectNoAxeViolations(page, "choose-plan");
  await shootAtCheckedWidths(page, SHOTS, "choose-plan", { checkWidth: true });
  await page.getByRole("link", { name: /Start 7-day free trial \(monthly\)/ }).click();
  // The trial has started once checkout has brought the founder into the app: only then may they generate.
  await page.waitForURL(/\/app\//);

  const first = await post<{ id: string; idea_id: string }>(page, "/api/data/reports", {
    kind: "iv",
    prompt: IDEA,
    evidence: EVIDENCE,
  });
  await post(page, "/api/data/reports", { kind: "pp", prompt: IDEA, evidence: EVIDENCE, idea_id: first.idea_id });
  await post(page, "/api/data/reports", { kind: "pp", prompt: IDEA, evidence: EVIDENCE, idea_id: first.idea_id });
  const experiment = await post<{ id: string }>(page, `/api/data/ideas/${first.idea_id}/experiments`, {
    hypothesis: HYPOTHESIS,
    method: METHOD,
    cost_usd: 0,
    due_date: "2030-01-01",
    metric: "Managers who would pay",
    comparator: ">=",
    target: 8,
    unit: "of 20 asked",
  });
  await post(page, `/api/data/experiments/${experiment.id}/results`, {
    value: 3,
    denominator: 20,
    notes: "Ring Priya back on Tuesday.",
    evidence: "Priya said she refills cancelled slots by phoning patients from a paper list.",
  });

  // The idea's page offers the re-validation for the new result; once it has run, it says why it waits.
  await page.goto(`/app/ideas/${first.idea_id}`);
  await expect(page.getByRole("heading", { name: "Reports" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/not saved: deleted 30 days after it was made unless you save it/).first()).toBeVisible();
  await page.getByRole("button", { name: "Re-validate with my results" }).click();
  await expect(page.getByText(/Version 2, the latest validation, came after every result/)).toBeVisible({
    timeout: 30_000,
  });
  // Both version lists open: two comparisons, each its own region.
  for (const summary of await page.getByText("Versions and what changed").all()) await summary.click();
  await expect(page.getByRole("region", { name: /^Compare two versions of the/ })).toHaveCount(2);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page, "the idea page with two comparisons");
  // The side menu's panel runs the page's whole height; the pitch pages follow the reports without a gap.
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect((await page.locator("#side-menu").boundingBox())!.height).toBeGreaterThanOrEqual(pageHeight - 1);
  const reports = (await page.locator("section[aria-labelledby=idea-reports]").boundingBox())!;
  const pitch = (await page.getByRole("heading", { name: "Pitch pages" }).boundingBox())!;
  expect(pitch.y - (reports.y + reports.height)).toBeLessThan(120);
  await shootAtCheckedWidths(page, SHOTS, "idea-page", { scrollToTop: true, checkWidth: true });

  // The report page: the report first, the comparison after it.
  const versions = (await (await page.request.get(`/api/data/reports/${first.id}/versions`)).json()) as {
    data: { id: string }[];
  };
  const second = versions.data[1]!.id;
  await page.goto(`/app/reports/${second}`);
  const compare = page.getByRole("region", { name: "Compare two versions of the Idea Validation" });
  await expect(compare).toBeVisible();
  const reportTop = (await page.locator("section#section-market-size").boundingBox())!.y;
  expect((await compare.boundingBox())!.y).toBeGreaterThan(reportTop);
  await expectNoAxeViolations(page, "the report page");
  await shootAtCheckedWidths(page, SHOTS, "report-page", { scrollToTop: true, checkWidth: true });

  // Its share with the experiments: the hypothesis shows, the method, notes and what people said never do.
  const link = await post<{ url: string }>(page, `/api/data/reports/${second}/share`, { include_experiments: true });
  await page.goto(new URL(link.url).pathname);
  // The experiment's own card names it (the chart and its table name it too: issue 47).
  await expect(page.getByRole("heading", { name: HYPOTHESIS })).toBeVisible();
  for (const secret of ["Jo Baxter", "07700 900123", "Priya", "paper list"])
    await expect(page.getByText(secret)).toHaveCount(0);
  await expectNoAxeViolations(page, "the shared report with experiments");
  await shootAtCheckedWidths(page, SHOTS, "shared", { checkWidth: true });
});
