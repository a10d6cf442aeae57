import { expect, test } from "@playwright/test";
import { subscribe } from "./helpers";
test("report shots", async ({ page }) => {
  test.setTimeout(90_000);
  await subscribe(page);
  await page.goto("/app/validator");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Describe your business idea").fill("A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.");
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("button", { name: "Save Report" })).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: "/tmp/shots/iv-1440.png" });
  await page.screenshot({ path: "/tmp/shots/iv-1440-full.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/shots/iv-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: "/tmp/shots/iv-print.png", fullPage: true });
});
