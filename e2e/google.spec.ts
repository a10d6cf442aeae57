import { expect, test } from "@playwright/test";
import { ports } from "./ports";

// This server has Google sign-in configured against a local OpenID Connect stand-in (scripts/oauth-mock.mjs), which
// vouches for grace.google@example.com.
test.use({ baseURL: `http://127.0.0.1:${ports.google}` });
// Both journeys sign in as the stand-in's one Google account: one after the other, each ending with it deleted.
test.describe.configure({ mode: "serial" });

test("Continue with Google creates a verified account and signs it in", async ({ page }) => {
  await page.goto("/auth/register");
  await page.getByRole("link", { name: "Continue with Google" }).click();

  // A new account has no plan yet.
  await expect(page).toHaveURL(/\/auth\/choose-plan$/, { timeout: 15_000 });
  await expect(page.getByText("Signed in as grace.google@example.com")).toBeVisible();
  const user = await (await page.request.get("/api/auth/user")).json();
  expect(user).toMatchObject({
    full_name: "Grace Google",
    email: "grace.google@example.com",
    email_verified: true,
    google_linked: true,
    has_password: false,
  });
  // next-auth's own cookie is gone: the LaunchLens session is the only one.
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(["ll_access", "ll_auth_refresh"]));
  expect(names.filter((name) => name.includes("next-auth.session-token"))).toEqual([]);

  // Without a plan, Your Account is open; an account without a password deletes itself after a fresh Google sign-in
  // (this one is seconds old), with no password to ask for.
  await page.goto("/app/ideas#account");
  await page.getByRole("dialog", { name: "Your Account" }).getByRole("button", { name: "Delete Account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(confirm).toContainText("needs a sign-in with Google in the last 10 minutes");
  await expect(confirm.getByLabel("Password", { exact: true })).toHaveCount(0);
  await expect(confirm.getByRole("button", { name: "Keep my account" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);
});

test("a free try run before Continue with Google opens as the new account's first idea", async ({ page }) => {
  const origin = `http://127.0.0.1:${ports.google}`;
  // The server's stamp of the form appearing, and the minimum a person takes after it (3 s).
  const { stamp } = (await (await page.request.get("/api/try/stamp")).json()) as { stamp: string };
  await page.waitForTimeout(3_000);
  const tried = await page.request.post("/api/try", {
    data: { prompt: "A tool that turns a café's till sales into next week's milk and bean order.", stamp },
    headers: { origin, accept: "text/event-stream", "x-forwarded-for": "198.51.100.201" },
  });
  expect(tried.ok()).toBe(true);
  expect(await tried.text()).toContain("event: done");

  await page.goto("/auth/register");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/app\/ideas\/[0-9a-f-]+\?from=try$/, { timeout: 15_000 });
  // No evidence was given, so the banner names none; the trial the sign-up promised has started.
  await expect(
    page.getByText(/Your free validation is saved in your library: it is version 1 of this idea\. With your plan/),
  ).toBeVisible();
  await expect(page.getByText("You have no active plan")).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("ll_try");

  await page.goto("/app/ideas#account");
  await page.getByRole("dialog", { name: "Your Account" }).getByRole("button", { name: "Delete Account" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete your account?" })
    .getByRole("button", { name: "Delete my account" })
    .click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);
});
