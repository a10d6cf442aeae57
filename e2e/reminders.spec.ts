import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";
import { latestMail, subscribe } from "./helpers";

const SHOTS = "test-results/reminders";
mkdirSync(SHOTS, { recursive: true });
// scripts/e2e-server.mjs sets it on the journeys' server.
const CRON_SECRET = "e2e-only-cron-secret-0123456789";

test("an overdue experiment is e-mailed; the e-mail's page turns reminders off; Your Account turns them on", async ({
  page,
}) => {
  const email = await subscribe(page, "Ada Founder");
  const validation = await page.request.post("/api/data/validate-idea", {
    data: { userPrompt: "BeanCount: a stock and ordering app for independent cafes that predicts milk orders." },
  });
  expect(validation.status()).toBe(200);
  const { idea_id } = (await validation.json()) as { idea_id: string };
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post(`/api/data/ideas/${idea_id}/experiments`, {
    data: {
      hypothesis: "Cafe owners would pay for automatic ordering",
      cost_usd: 0,
      due_date: yesterday,
      metric: "Owners who would pay",
      comparator: ">=",
      target: 8,
      unit: "of 20 asked",
    },
  });
  expect(created.status()).toBe(201);

  expect((await page.request.get("/api/cron/reminders")).status()).toBe(401);
  const cron = await page.request.get("/api/cron/reminders", {
    headers: { authorization: `Bearer ${CRON_SECRET}` },
  });
  expect(cron.status()).toBe(200);
  const mail = await latestMail(page.request, email);
  expect(mail.subject).toBe("An experiment is past its due date");
  expect(mail.text).toContain("Cafe owners would pay for automatic ordering");
  const link = new URL(/(http\S+\/reminders\/unsubscribe\?token=\S+)/.exec(mail.text)![1]!);

  // Opening the link changes nothing; the button does.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Experiment reminders" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const settingsNow = async () =>
    ((await (await page.request.get("/api/data/settings")).json()) as { experiment_reminders: boolean })
      .experiment_reminders;
  expect(await settingsNow()).toBe(true);
  await expectNoAxeViolations(page, "the unsubscribe page");
  await shootAtCheckedWidths(page, SHOTS, "unsubscribe", { checkWidth: true });

  await page.getByRole("button", { name: "Stop experiment reminders" }).click();
  const done = page.getByRole("heading", { level: 1, name: "Reminders are off" });
  await expect(done).toBeFocused();
  await expect(page.getByRole("status")).toContainText("Experiment reminders are off.");
  expect(await settingsNow()).toBe(false);
  await expectNoAxeViolations(page, "the unsubscribe page, done");
  await shootAtCheckedWidths(page, SHOTS, "unsubscribe-done", { checkWidth: true });

  // Your Account shows the setting off, and turns it back on.
  await page.getByRole("link", { name: "Open Your Account" }).click();
  const account = page.getByRole("dialog", { name: "Your Account" });
  const reminders = account.getByRole("checkbox", { name: "Experiment reminders" });
  await expect(reminders).not.toBeChecked();
  await expect(reminders).toBeEnabled();
  await reminders.check();
  await expect(reminders).toBeChecked();
  await expect(reminders).toBeFocused();
  await expect.poll(settingsNow).toBe(true);
  await expectNoAxeViolations(page, "Your Account with the reminder setting");
  await shootAtCheckedWidths(page, SHOTS, "account-reminders", { fullPage: false });
});
