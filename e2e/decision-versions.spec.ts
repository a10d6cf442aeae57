import { expect, test, type Locator, type Page } from "@playwright/test";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, keepScreenshot } from "./checks";

// Issue 36, cases 1, 5 and 8: the founder's market numbers survive every later version, recorded results are counted
// once and never become the founder's evidence, and every version says why it was made and compares with any other.
// Each journey is checked at 1440 px, then again at 390 px, with axe.
const CLINIC =
  "WaitLess: a waitlist tool for physiotherapy clinics that fills cancelled appointments by texting waiting patients.";
const OWN = "Interview 1: we lose about six appointments a week to late cancellations and nobody fills them.";
const SHOTS = "test-results/decision-versions";

type Input = { low: number; base: number; high: number; basis: string; model?: { base: number } };
type Segment = { name: string } & Record<(typeof KEYS)[number], Input>;
type Report = {
  id: string;
  idea_id: string;
  version: number;
  evidence?: string;
  results_evidence?: string;
  scores: Record<string, { score: number }>;
  market_size: { segments: Segment[] };
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const KEYS = ["customers", "price_per_year_usd", "reachable_share", "obtainable_share_3y"] as const;

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(path, { data, headers: { origin } });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

const validate = (page: Page, body: Record<string, unknown> = {}) =>
  post<Report>(page, "/api/data/reports", { kind: "iv", prompt: CLINIC, evidence: OWN, ...body });

async function report(page: Page, id: string): Promise<Report> {
  return (await (await page.request.get(`/api/data/reports/${id}`)).json()) as Report;
}

/** Tracks an experiment on the validation's riskiest factor and records a result that fails its pass line. */
async function recordFailure(page: Page, validation: Report) {
  const factor = Object.entries(validation.scores).sort((a, b) => a[1].score - b[1].score)[0]![0];
  const experiment = await post<{ id: string }>(page, `/api/data/ideas/${validation.idea_id}/experiments`, {
    hypothesis: "Clinic managers would pay to fill cancelled slots.",
    cost_usd: 0,
    due_date: "2030-01-01",
    metric: "Managers who pre-pay",
    comparator: ">=",
    target: 3,
    unit: "managers",
    factor,
  });
  await post(page, `/api/data/experiments/${experiment.id}/results`, { value: 0, notes: "None pre-paid." });
}

/** The market edit's body: every input as it is, with the first segment's customers changed. */
const customersBody = (
  validation: Report,
  customers: { low: number; base: number; high: number; reason?: string },
) => ({
  segments: validation.market_size.segments.map((segment, index) => ({
    name: segment.name,
    ...Object.fromEntries(
      KEYS.map((key) => [key, { low: segment[key].low, base: segment[key].base, high: segment[key].high }]),
    ),
    ...(index === 0 ? { customers } : {}),
  })),
});

async function atBothWidths(
  page: Page,
  name: string,
  check: () => Promise<void> = async () => {},
  detail: Locator = versionsSection(page),
) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await check();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, `${name} at ${width} px`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await keepScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // The part the journey is about, alone, to look at closely.
    await keepScreenshot(detail, { path: `${SHOTS}/${name}-detail-${width}.png` });
  }
}

const versionsSection = (page: Page) => page.getByRole("region", { name: /^Version \d+ of \d+/ });
const market = (page: Page) => page.locator("section#section-market-size");

async function fill(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

test("case 1: the founder's market inputs carry into the re-validation until they go back to the model's", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await subscribe(page);
  const first = await validate(page);
  const segment = first.market_size.segments[0]!.name;
  const proposed = first.market_size.segments[0]!.customers;

  // The founder changes the customer count in the editor and saves it as version 2.
  await page.goto(`/app/reports/${first.id}`);
  const mine = { low: proposed.low * 3, base: proposed.base * 3, high: proposed.high * 3 };
  await fill(market(page).getByLabel(`Customers, high, ${segment}`), String(mine.high));
  await fill(market(page).getByLabel(`Customers, base, ${segment}`), String(mine.base));
  await fill(market(page).getByLabel(`Customers, low, ${segment}`), String(mine.low));
  await market(page).getByPlaceholder("Why this number? (optional)").fill("We counted the clinics in the region.");
  await market(page).getByRole("button", { name: "Save as new version" }).click();
  await expect(page.getByRole("heading", { name: /^Version 2 of 2/ })).toBeVisible();
  await expect(
    versionsSection(page).getByText(`Market inputs edited by you: Customers (${segment}).`).first(),
  ).toBeVisible();

  // A failed result, then "Re-validate with my results" from the idea's page.
  await recordFailure(page, first);
  await page.goto(`/app/ideas/${first.idea_id}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Re-validate with my results" }).click();
  // The idea's page runs it in place: version 3 is stored when it finishes.
  const listed = async () =>
    ((await (await page.request.get(`/api/data/reports/${first.id}/versions`)).json()) as { data: { id: string }[] })
      .data;
  await expect.poll(async () => (await listed()).length, { timeout: 30_000 }).toBe(3);
  const third = (await listed())[2]!.id;
  await page.goto(`/app/reports/${third}`);
  await atBothWidths(page, "case1-kept", async () => {
    await expect(versionsSection(page).getByText("Re-validated with 1 recorded result.").first()).toBeVisible();
    await expect(
      versionsSection(page).getByText(`Kept your market inputs: Customers (${segment}).`).first(),
    ).toBeVisible();
    await expect(market(page).getByLabel(`Customers, base, ${segment}`)).toHaveValue(mine.base.toLocaleString("en-US"));
  });
  await atBothWidths(page, "case1-kept-market", undefined, market(page).locator("table").first());

  // Back to the model's number, per input: version 4 says so, and the carried number is gone.
  await page.setViewportSize({ width: 1440, height: 900 });
  await market(page)
    .getByRole("button", { name: new RegExp(`^Use the model's number .* for customers, ${escaped(segment)}`) })
    .click();
  await expect(market(page).getByLabel(`Customers, base, ${segment}`)).toHaveValue(
    proposed.base.toLocaleString("en-US"),
  );
  await market(page).getByRole("button", { name: "Save as new version" }).click();
  await expect(page.getByRole("heading", { name: /^Version 4 of 4/ })).toBeVisible();
  await atBothWidths(page, "case1-cleared", async () => {
    await expect(
      versionsSection(page).getByText(`Back to the model's figures: Customers (${segment}).`).first(),
    ).toBeVisible();
  });
});

test("case 5: a re-run from a re-validated version holds only the founder's evidence, and results count once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await subscribe(page);
  const first = await validate(page);
  await recordFailure(page, first);
  const revalidated = await validate(page, { idea_id: first.idea_id, with_results: true });
  expect(revalidated.evidence).toBe(OWN);
  expect(revalidated.results_evidence).toMatch(/^Experiment results the founder recorded/);

  await page.goto(`/app/reports/${revalidated.id}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /^Re-run/ }).click();
  await expect(page).toHaveURL(/\/app\/validator$/);
  const toggle = page.getByRole("button", { name: /Customer evidence/ });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  const evidence = page.getByLabel("Customer evidence", { exact: true });
  await atBothWidths(
    page,
    "case5-rerun-form",
    async () => {
      await expect(evidence).toHaveValue(OWN);
    },
    page.locator("form").first(),
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("button", { name: "Save Report" }).first()).toBeVisible({ timeout: 30_000 });
  const again = await validate(page, { idea_id: first.idea_id, with_results: true });
  expect(again.evidence).toBe(OWN);
  expect(again.results_evidence!.match(/^- FAILED/gm)).toHaveLength(1);
  const idea = (await (await page.request.get(`/api/data/ideas/${first.idea_id}`)).json()) as { evidence?: string };
  expect(idea.evidence).toBe(OWN);
  const rerun = await report(
    page,
    (await (await page.request.get(`/api/data/reports/${again.id}/versions`)).json()).data[2].id,
  );
  expect(rerun.evidence).toBe(OWN);
  // The plain re-run read the recorded results too (issue 44: a re-run never undoes them), once, apart from the evidence.
  expect(rerun.results_evidence!.match(/^- FAILED/gm)).toHaveLength(1);
});

test("case 8: each version says why it was made, and any two compare side by side", async ({ page }) => {
  test.setTimeout(180_000);
  await subscribe(page);
  const first = await validate(page);
  await validate(page, { idea_id: first.idea_id, prompt: `${CLINIC} Starting with clinics in Leeds.` });
  const segment = first.market_size.segments[0]!.name;
  const edited = await post<Report>(
    page,
    `/api/data/reports/${first.id}/market-size`,
    customersBody(first, { low: 8_000, base: 9_000, high: 10_000, reason: "We counted them." }),
  );

  await page.goto(`/app/reports/${edited.id}`);
  const section = versionsSection(page);
  await expect(section.getByText(`Market inputs edited by you: Customers (${segment}).`).first()).toBeVisible();
  // The comparison comes after the report, named by its kind.
  const compare = page.getByRole("region", { name: "Compare two versions of the Idea Validation" });
  await compare.getByLabel("Compare version").selectOption({ label: "Version 1" });
  await compare.getByLabel("with version").selectOption({ label: "Version 3" });
  const row = compare.getByRole("row", { name: new RegExp(`^Customers \\(${escaped(segment)}\\)`) });
  await atBothWidths(
    page,
    "case8-compare",
    async () => {
      await expect(compare.getByRole("columnheader", { name: "Version 1" })).toBeVisible();
      await expect(row.getByRole("cell").nth(1)).toHaveText("9,000 (yours)");
      await expect(compare.getByRole("row", { name: /^Why it was made/ })).toContainText("First version.");
      await expect(compare.getByRole("row", { name: /^Why it was made/ })).toContainText("Market inputs edited by you");
      await expect(compare.getByText("The same text.")).toBeVisible();
    },
    compare,
  );
  await compare.getByLabel("Compare version").selectOption({ label: "Version 2" });
  await expect(compare.getByRole("row", { name: /^Why it was made/ })).toContainText("Re-run with new text.");
  await expect(compare.getByText(/words? removed/)).toBeVisible();
  await atBothWidths(page, "case8-compare-text", undefined, compare);
  // The report comes first: the comparison is below its last section.
  const reportTop = (await page.locator("section#section-market-size").boundingBox())!.y;
  expect((await compare.boundingBox())!.y).toBeGreaterThan(reportTop);
});

test("a report page's Re-run is offered once the page's scripts run: pressed before, it would do nothing", async ({
  page,
}) => {
  await subscribe(page);
  const first = await validate(page);
  // The page's scripts held back, as on a slow machine: the button arrives as HTML first, without its handler.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/app/reports/${first.id}`, { waitUntil: "commit" });
  const rerun = page.getByRole("button", { name: /^Re-run/ });
  await expect(rerun).toHaveAttribute("aria-disabled", "true");
  release();
  await expect(rerun).not.toHaveAttribute("aria-disabled", "true");
  await rerun.click();
  await expect(page).toHaveURL(/\/app\/validator$/);
});
