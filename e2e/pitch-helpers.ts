import { expect, type Locator, type Page } from "@playwright/test";
import { subscribe } from "./helpers";

/** The idea the pitch-page journeys validate: its demo validation's second next step is a landing page's sign-ups. */
export const LEAF_LEDGER =
  "LeafLedger: a subscription app that tells houseplant owners when to water, using a photo of the soil.";
export const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** A subscribed founder validates LeafLedger and opens the pitch page's draft from its next step. */
export async function pitchDraftFromNextStep(page: Page): Promise<Locator> {
  await subscribe(page);
  await page.getByLabel("Describe Your Business Idea").fill(LEAF_LEDGER);
  await page.getByRole("button", { name: "Generate Idea Validation" }).click();
  await expect(page.getByRole("button", { name: "Save Report" }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: /^Test with a pitch page: Publish a one-page offer/ }).click();
  const dialog = page.getByRole("dialog", { name: "Draft a pitch page" });
  await expect(dialog.getByLabel("Headline", { exact: true })).not.toHaveValue("");
  return dialog;
}

/** Saves the dialog's page as a draft, goes to its idea and publishes it: its card, public path and the idea's URL. */
export async function saveAndPublish(page: Page, dialog: Locator) {
  await dialog.getByRole("button", { name: "Save as draft" }).click();
  await page.getByRole("link", { name: /Pitch page drafted/ }).click();
  const card = page.getByRole("listitem", { name: /^Pitch page:/ });
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(card.getByText("Live", { exact: true })).toBeVisible();
  const path = new URL((await card.getByRole("link", { name: /\/p\// }).textContent()) ?? "").pathname;
  return { card, path, ideaUrl: page.url() };
}
