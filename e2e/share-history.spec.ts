import { expect, test, type Page } from "@playwright/test";
import { subscribe } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";

// One sentence, so the demo model quotes it whole in its summary: the share page must not.
const IDEA = "A booking app for dog groomers that fills last-minute cancellations from a waitlist.";
const OTHER_IDEA = "Meal kits for night-shift nurses, delivered before their shift starts and priced per week.";
// Other people's words, names, addresses and figures: what a founder pastes and may not pass on.
const EVIDENCE = [
  "Maria Lopez (maria.lopez@example.com), dog groomer: our booking app never fills last-minute cancellations from the waitlist, and I lose $340 a week.",
  "Groomers at Paws Corner spend two hours every Friday phoning clients on the waitlist to fill cancelled booking slots.",
  "Tom Baker said the waitlist is a paper list and cancellations cost him 6 slots a week.",
].join("\n");
const PRIVATE = ["maria.lopez@example.com", "Maria Lopez", "$340", "Paws Corner", "Tom Baker"];
const SHOTS = "test-results/share-history";

const shoot = (page: Page, name: string, fullPage = true) => shootAtCheckedWidths(page, SHOTS, name, { fullPage });

/** Goes to a tool page and back to its form (the tool shows its last report again once the history answers). */
async function toolForm(page: Page, path: string, kind: string) {
  const history = page.waitForResponse((response) => response.url().includes(`/api/data/history?kind=${kind}`));
  await page.goto(path);
  const { data } = (await (await history).json()) as { data: unknown[] };
  if (data.length > 0) await page.getByRole("button", { name: "← Back to prompt" }).click();
  const newIdea = page.getByRole("button", { name: "Start a new idea" });
  if (await newIdea.isVisible()) await newIdea.click();
  await page.waitForLoadState("networkidle");
}

test("a share link shows neither the evidence's quotes nor the idea as typed, unless the founder includes the quotes", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await subscribe(page);
  await toolForm(page, "/app/pain-points", "pp");
  const toggle = page.getByRole("button", { name: /Customer evidence \(optional\)/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Customer evidence", { exact: true }).fill(EVIDENCE);
  await page.getByLabel("Describe your business idea").fill(IDEA);
  await page.getByRole("button", { name: "Identify Pain Points" }).click();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
  const quotes = (await page.locator("blockquote").allInnerTexts()).map((quote) => quote.trim().replace(/^“|”$/g, ""));
  expect(quotes.length).toBeGreaterThan(1);
  expect(quotes.some((quote) => PRIVATE.some((word) => quote.includes(word)))).toBe(true);
  await expect(page.getByText(`Your idea: “${IDEA}”`)).toBeVisible();

  // The dialog says what the link leaves out, and offers the quotes, off.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByText(
      /your idea as you typed it and the evidence you pasted, and the quotes taken from it and who said them unless you include them/,
    ),
  ).toBeVisible();
  const include = dialog.getByRole("checkbox", {
    name: `Include the ${quotes.length} quotes from your customer evidence`,
  });
  await expect(include).not.toBeChecked();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const url = await dialog.getByLabel("Read-only link").inputValue();
  await expect(dialog.getByRole("status")).toContainText("This link leaves the quotes out.");
  await expectNoAxeViolations(page);
  await shoot(page, "dialog-default", false);

  // What a stranger gets: the page's HTML holds no quote, no name or address from the evidence, and not the idea.
  const stranger = await browser.newContext();
  const reader = await stranger.newPage();
  expect((await reader.goto(url))!.status()).toBe(200);
  const html = await reader.content();
  for (const text of [...quotes, ...PRIVATE, IDEA, "Your idea:"]) expect(html).not.toContain(text);
  await expect(
    reader.getByText(`This copy leaves out the ${quotes.length} quotes from the customer evidence`),
  ).toBeVisible();
  await expect(reader.locator("blockquote")).toHaveCount(0);
  await expectNoAxeViolations(reader);
  await shoot(reader, "page-default");

  // Opting in takes a new link: it shows the quotes (still not the idea), and the first link is gone.
  await include.check();
  await expect(dialog.getByText("Create a new link to apply your choices.")).toBeVisible();
  await dialog.getByRole("button", { name: "Create a new link" }).click();
  await expect(dialog.getByRole("status")).toContainText("This link shows the quotes.");
  const quotedUrl = await dialog.getByLabel("Read-only link").inputValue();
  expect(quotedUrl).not.toBe(url);
  await expect(dialog.getByText("Create a new link to apply your choices.")).toHaveCount(0);
  expect((await reader.goto(url))!.status()).toBe(404);
  await reader.goto(quotedUrl);
  await expect(reader.locator("blockquote")).toHaveCount(quotes.length);
  const quotedHtml = await reader.content();
  for (const quote of quotes) expect(quotedHtml).toContain(quote.replaceAll("&", "&amp;"));
  expect(quotedHtml).not.toContain(IDEA);
  await expectNoAxeViolations(reader);
  await shoot(reader, "page-with-quotes");
  await stranger.close();
});

test("Recent deletes an unsaved report: asked first, announced, gone from the list, its tool and the next visit", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await subscribe(page);
  const titles: string[] = [];
  for (const idea of [IDEA, OTHER_IDEA]) {
    await toolForm(page, "/app/validator", "iv");
    await page.getByLabel("Describe your business idea").fill(idea);
    await page.getByRole("button", { name: "Validate Idea" }).click();
    await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
    titles.push((await page.getByRole("heading", { level: 1 }).first().innerText()).trim());
  }
  const [kept, unwanted] = titles as [string, string];

  await page.getByRole("button", { name: "Load Reports" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Recent" }).click();
  await expect(dialog.getByText(unwanted)).toBeVisible();
  await expect(dialog.getByText("delete one you do not want kept")).toBeVisible();

  // Delete asks first, with Keep (the safe choice) focused.
  await dialog.getByRole("button", { name: `Delete ${unwanted}`, exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Keep" })).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, "recent-confirm", false);
  await dialog.getByRole("button", { name: `Delete ${unwanted} for good` }).click();

  await expect(dialog.getByRole("status")).toHaveText(`Deleted “${unwanted}”.`);
  const rows = dialog.getByRole("listitem");
  await expect(rows.filter({ hasText: unwanted })).toHaveCount(0);
  await expect(rows.filter({ hasText: kept })).toHaveCount(1);
  // The focus, on a button that is gone, moves to the row that took its place.
  await expect(
    dialog.getByRole("button", { name: new RegExp(`^${kept.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, "recent-deleted", false);

  // The tool no longer shows the deleted report; history stays on; the next visit restores the one kept.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1, name: unwanted })).toHaveCount(0);
  await expect(page.getByLabel("Describe your business idea")).toBeVisible();
  const settings = await page.request.get("/api/data/settings");
  expect(await settings.json()).toMatchObject({ keep_history: true });
  const history = (await (await page.request.get("/api/data/history")).json()) as { data: { title: string }[] };
  expect(history.data.map((item) => item.title)).toEqual([kept]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: kept })).toBeVisible({ timeout: 10_000 });

  // The last one too: the list says it is empty, and the focus goes back to the tab.
  await page.getByRole("button", { name: "Load Reports" }).click();
  await dialog.getByRole("tab", { name: "Recent" }).click();
  await dialog.getByRole("button", { name: `Delete ${kept}`, exact: true }).click();
  await dialog.getByRole("button", { name: `Delete ${kept} for good` }).click();
  await expect(dialog.getByRole("status")).toHaveText(`Deleted “${kept}”.`);
  await expect(dialog.getByText("Reports you generate appear here")).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Recent" })).toBeFocused();
});
