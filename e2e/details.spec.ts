import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths, keepScreenshot } from "./checks";

// Issue 24, section 4's smaller points: Load Reports' focus and tabs, the evidence file picker, the compare table,
// search inside reports' text, whole titles, and printing.

const SHOTS = "test-results/details";
mkdirSync(SHOTS, { recursive: true });

const IDEAS = [
  "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.",
  "Meal kits for night-shift nurses, delivered before their shift starts and priced per week.",
  "A marketplace that matches dog owners with trusted sitters in their own street.",
];
const CAFE_IDEA = "A weekly dairy delivery for independent cafés that never runs out before the morning rush.";
const CAFE_EVIDENCE = [
  "Our café runs out of oat milk every Saturday before the morning rush.",
  "We run out of oat milk by ten and lose the morning rush to the chain next door.",
  "The wholesaler delivers once a week, so by Friday the oat milk has run out.",
].join("\n");

const shoot = (page: Page, name: string, fullPage = true) =>
  shootAtCheckedWidths(page, SHOTS, name, { fullPage, scrollToTop: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Made = { id: string; idea_id: string; title: string };
const paths = { pp: "create-report", ms: "market-plan", iv: "validate-idea" } as const;

/** A report made and saved through the API as the signed-in page (the tool pages are not what these journeys test). */
async function savedReport(page: Page, kind: keyof typeof paths, userPrompt: string, evidence?: string): Promise<Made> {
  const headers = { origin: new URL(page.url()).origin };
  const made = await page.request.post(`/api/data/${paths[kind]}`, {
    data: { userPrompt, ...(evidence ? { evidence } : {}) },
    headers,
  });
  expect(made.status()).toBe(200);
  const body = (await made.json()) as Made & { data?: Made };
  const report = kind === "pp" ? body.data! : body;
  expect((await page.request.post(`/api/data/reports/${report.id}/save`, { headers })).status()).toBe(201);
  return report;
}

test("Load Reports keeps the keyboard's place after Keep and Delete, and shows all four tabs on a phone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribe(page);
  const made: Made[] = [];
  for (const idea of IDEAS) made.push(await savedReport(page, "pp", idea));
  // Newest first in the list.
  const [newest, middle, oldest] = [...made].reverse() as [Made, Made, Made];
  // Whole titles: the demo model no longer cuts "Pain points: A booking app … from a waitlist" at 60 characters.
  expect(oldest.title).toBe(`Pain points: ${IDEAS[0]!.replace(/\.$/, "")}`);

  await page.goto("/app/pain-points");
  await page.getByRole("button", { name: "Load Reports" }).click();
  const dialog = page.getByRole("dialog", { name: "Load Reports" });
  await expect(dialog.getByRole("tab", { name: "Pain Points" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("listitem")).toHaveCount(3);
  const openButton = (report: Made) => dialog.getByRole("button", { name: new RegExp(`^${escape(report.title)}`) });
  const deleteButton = (report: Made) => dialog.getByRole("button", { name: `Delete ${report.title}`, exact: true });
  // The whole title shows, wrapped, not cut to two lines.
  await expect(openButton(oldest)).toContainText(oldest.title);

  // Keep: the question goes, and the focus is back on the Delete button that asked it.
  await deleteButton(middle).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Keep" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Keep" })).toHaveCount(0);
  await expect(deleteButton(middle)).toBeFocused();

  // Delete: while the server works, the focus stays on the button, which says so; then it moves to the next row.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/data/reports/*", async (route) => {
    if (route.request().method() === "DELETE") await held;
    await route.continue();
  });
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+Tab");
  const confirm = dialog
    .getByRole("group", { name: `Delete ${middle.title}?` })
    .getByRole("button")
    .first();
  await expect(confirm).toHaveAccessibleName(`Delete ${middle.title} for good`);
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveAccessibleName(`Deleting… ${middle.title} for good`);
  await expect(confirm).toBeFocused();
  await shoot(page, "load-reports-deleting", false);
  await expect(confirm).toBeFocused();
  release();
  await expect(dialog.getByRole("status")).toHaveText(`Deleted “${middle.title}”.`);
  await expect(dialog.getByRole("listitem")).toHaveCount(2);
  await expect(openButton(oldest)).toBeFocused();
  await page.unroute("**/api/data/reports/*");
  await expectNoAxeViolations(page);

  // The last row: the focus goes to the one before it; the last of all: to the tab.
  await deleteButton(oldest).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  await expect(openButton(newest)).toBeFocused();
  await deleteButton(newest).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("No reports found for this category.")).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Pain Points" })).toBeFocused();
  await page.keyboard.press("Escape");

  // On a phone every tab is in sight, whole, without scrolling the tab list.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Load Reports" }).click();
  for (const name of ["Recent", "Pain Points", "Marketing Strategy", "Idea Validation"]) {
    await expect(dialog.getByRole("tab", { name })).toBeInViewport({ ratio: 1 });
  }
  const tablist = dialog.getByRole("tablist");
  expect(await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, { path: `${SHOTS}/load-reports-tabs-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await keepScreenshot(page, { path: `${SHOTS}/load-reports-tabs-1440.png` });
});

test("the evidence file picker is a button reached and opened from the keyboard, and names the file chosen", async ({
  page,
}) => {
  await subscribe(page);
  await page.goto("/app/pain-points");
  await page.waitForLoadState("networkidle");
  const toggle = page.getByRole("button", { name: /Customer evidence \(optional\)/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("No file chosen")).toBeVisible();

  // From the evidence field, the next Tab stop is the picker; its visible button shows the focus ring.
  await page.getByLabel("Customer evidence", { exact: true }).focus();
  await page.keyboard.press("Tab");
  const picker = page.getByLabel("Add a .txt, .csv or .md file");
  await expect(picker).toBeFocused();
  const button = page.locator("label", { hasText: "Add a .txt, .csv or .md file" });
  await expect(button).toBeVisible();
  expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(40);
  await keepScreenshot(page, {
    path: `${SHOTS}/file-picker-focus-1440.png`,
    clip: { x: 0, y: Math.max(0, box.y - 260), width: 1280, height: 380 },
  });

  // Space opens the browser's file chooser, as it would for a mouse click on the button.
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (
    await chooser
  ).setFiles({ name: "cafe-interviews.txt", mimeType: "text/plain", buffer: Buffer.from(CAFE_EVIDENCE) });
  await expect(page.getByRole("status").filter({ hasText: "Added cafe-interviews.txt" })).toBeVisible();
  await expect(page.getByText("cafe-interviews.txt", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Customer evidence", { exact: true })).toHaveValue(CAFE_EVIDENCE);
  await expect(picker).toHaveAccessibleDescription(/cafe-interviews\.txt/);
  await expectNoAxeViolations(page);
  await shoot(page, "file-picker");
});

test("compare fits three ideas at 1440, scrolls on a phone with a hint and the idea column in place, and marks the best values", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribe(page);
  const made: Made[] = [];
  for (const idea of IDEAS) made.push(await savedReport(page, "iv", idea));
  const scores = await Promise.all(
    made.map(
      async (report) =>
        ((await (await page.request.get(`/api/data/reports/${report.id}`)).json()) as { overall_score: number })
          .overall_score,
    ),
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/ideas/compare?ids=${made.map((report) => report.idea_id).join(",")}`);
  const region = page.getByRole("region", { name: "Comparison table" });
  const table = region.getByRole("table");
  await expect(table.getByRole("rowheader")).toHaveCount(3);
  await keepScreenshot(page, { path: `${SHOTS}/compare-1440.png`, fullPage: true });
  // At 1440 every column is in sight: the table fits its box, and no hint is needed.
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(table.getByRole("columnheader", { name: /Monthly revenue/ })).toBeInViewport({ ratio: 1 });
  await expect(table.getByRole("columnheader", { name: /SOM \(3 years\)/ })).toBeInViewport({ ratio: 1 });
  await expect(page.getByText("Scroll the table sideways")).toHaveCount(0);
  // Each validation's SOM (issue 27): its base, with its range beneath.
  for (const cell of await table.locator("tbody tr td:last-of-type").allTextContents())
    expect(cell).toMatch(/^\$[\d.]+[KMB]?( \(best\))?range \$[\d.]+[KMB]?–\$[\d.]+[KMB]?$/);

  // The best overall score is marked on its idea in words; each column's best value carries a tick and "(best)".
  const top = Math.max(...scores);
  const winners = made.filter((_, index) => scores[index] === top);
  await expect(table.getByText("Best overall")).toHaveCount(winners.length);
  // Rows are named by each idea's short name, as the library names it.
  const names = new Map(
    ((await (await page.request.get("/api/data/ideas")).json()) as { data: { id: string; title: string }[] }).data.map(
      (idea) => [idea.id, idea.title],
    ),
  );
  for (const winner of winners)
    await expect(
      table
        .getByRole("row")
        .filter({ hasText: names.get(winner.idea_id)! })
        .getByText("Best overall"),
    ).toBeVisible();
  const overallCells = table.locator("tbody tr td:first-of-type");
  for (const [index, text] of (await overallCells.allInnerTexts()).entries()) {
    const best = (await overallCells.nth(index).textContent())!.includes("(best)");
    expect(best, `overall ${text}`).toBe(Number(text.replace(/[^\d.]/g, "")) === top && new Set(scores).size > 1);
  }
  await expect(table.getByText("(best)").first()).toBeAttached();
  await expectNoAxeViolations(page);

  // On a phone the table scrolls in its own box: a hint says so, and the idea column stays at the left edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText("Scroll the table sideways to see every column")).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/compare-390.png`, fullPage: true });
  // The page itself never scrolls sideways (the words for screen readers in the cells included).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const header = table.getByRole("rowheader").first();
  const before = (await header.boundingBox())!.x;
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  // Scrolled to the end (a fraction of a pixel aside).
  await expect(table.getByRole("columnheader", { name: /SOM \(3 years\)/ })).toBeInViewport({ ratio: 0.98 });
  expect(Math.abs((await header.boundingBox())!.x - before)).toBeLessThan(2);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, { path: `${SHOTS}/compare-390-scrolled.png`, fullPage: true });
});

test("search finds a saved report by words inside it and shows where", async ({ page }) => {
  test.setTimeout(90_000);
  await subscribe(page);
  const cafe = await savedReport(page, "pp", CAFE_IDEA, CAFE_EVIDENCE);
  await page.goto("/app/ideas");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Search ideas and saved reports").fill("oat milk");
  await expect(page.getByRole("status").filter({ hasText: "0 ideas and 1 saved report match." })).toBeVisible();
  const found = page.getByRole("region", { name: "Saved reports" }).getByRole("listitem");
  await expect(found).toHaveCount(1);
  await expect(found.getByRole("link", { name: cafe.title })).toBeVisible();
  // The words around the match, the match marked.
  await expect(found.locator("mark").first()).toHaveText(/oat milk/i);
  await expect(found).toContainText("Found in the report:");
  await expectNoAxeViolations(page);
  await shoot(page, "search-snippet");
});

test("a pain point report that is still being written says its market gap is coming, not that there is none", async ({
  page,
}) => {
  await subscribe(page);
  // The server's stream, held open after its first patch (title and summary written, the gap not yet): the browser's
  // fetch of POST /api/data/reports answers it, at the network edge.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, location.href).pathname !== "/api/data/reports") return original(input, init);
      const partial = JSON.stringify({
        title: "Pain points: oat milk rounds for cafés",
        idea_summary: "A weekly oat milk round for independent cafés.",
      });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`event: patch\ndata: ${JSON.stringify([0, partial])}\n\n`));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    };
  });
  await page.goto("/app/pain-points");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Describe your business idea").fill(CAFE_IDEA);
  await page.getByRole("button", { name: "Identify Pain Points" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pain points: oat milk rounds for cafés" })).toBeVisible();
  const gap = page.locator("section", { has: page.getByRole("heading", { name: "Potential Market Gap" }) });
  await expect(gap.getByText("Writing the market gap…")).toBeVisible();
  await expect(page.getByText("No market gap identified.")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, "streaming-gap");
});

/** Each page of a PDF: its text as pdftotext reads it, and how far down the page its lowest word ends (0 to 1). */
function pagesOf(file: string): { text: string; filled: number }[] {
  const boxes = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  return [...boxes.matchAll(/<page width="[\d.]+" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((match, index) => {
    const bottoms = [...match[2]!.matchAll(/yMax="([\d.]+)"/g)].map((word) => Number(word[1]));
    return {
      text: execFileSync("pdftotext", ["-layout", "-f", String(index + 1), "-l", String(index + 1), file, "-"], {
        encoding: "utf8",
      }),
      filled: bottoms.length > 0 ? Math.max(...bottoms) / Number(match[1]) : 0,
    };
  });
}

test("printing a report breaks long cards across pages, keeps headings with their text and leaves no page blank", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribe(page);
  const painPoints = await savedReport(page, "pp", CAFE_IDEA, CAFE_EVIDENCE);
  // A validation with long sections (as a real model writes them): cards of half a page and more, the ones the old
  // print rules pushed whole to the next page.
  const made = await savedReport(page, "iv", IDEAS[0]!, CAFE_EVIDENCE);
  const { id, created_at, kind, idea_id, version, saved, shared, evidence, ...content } = (await (
    await page.request.get(`/api/data/reports/${made.id}`)
  ).json()) as Record<string, unknown>;
  void [id, created_at, kind, idea_id, version, saved, shared, evidence];
  const sentence =
    "Cafés that run short on a Saturday lose the morning rush to the chain next door, and they say so unprompted. ";
  const long = {
    ...content,
    summary: sentence.repeat(12).trim(),
    strategic_insights: Array.from({ length: 8 }, (_, index) => `${index + 1}. ${sentence.repeat(3).trim()}`),
    monetization_report: { ...(content.monetization_report as object), notes: sentence.repeat(12).trim() },
  };
  const stored = await page.request.post("/api/data/save-validator-report", {
    data: { data: long },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(stored.status()).toBe(201);
  const validation = (await stored.json()) as Made;
  for (const [path, name, title] of [
    ["/app/validator", "print-validation", validation.title],
    ["/app/pain-points", "print-pain-points", painPoints.title],
  ] as const) {
    // The tool page shows its newest report again.
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    const headings = (await page.locator("main h2").allInnerTexts()).map((text) => text.trim());
    expect(headings.length).toBeGreaterThan(2);
    await page.emulateMedia({ media: "print" });
    const file = `${SHOTS}/${name}.pdf`;
    writeFileSync(
      file,
      await page.pdf({
        format: "A4",
        printBackground: true,
        margin: { top: "16mm", bottom: "16mm", left: "14mm", right: "14mm" },
      }),
    );
    await page.emulateMedia({ media: "screen" });
    const pages = pagesOf(file);
    const report: string[] = [];
    for (const [index, { text, filled }] of pages.entries()) {
      const lines = text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      // No blank page, and no page left mostly empty because the next card would not fit on it (the last excepted).
      if (lines.length === 0) report.push(`page ${index + 1} is blank`);
      else if (index < pages.length - 1 && filled < 0.7)
        report.push(`page ${index + 1} is filled only to ${Math.round(filled * 100)}%`);
      // A heading is never the last line of a page.
      if (index < pages.length - 1 && headings.includes(lines.at(-1) ?? ""))
        report.push(`page ${index + 1} ends with the heading ${lines.at(-1)}`);
    }
    expect(report, name).toEqual([]);
    execFileSync("pdftoppm", ["-png", "-r", "50", file, `${SHOTS}/${name}`]);
  }
});
