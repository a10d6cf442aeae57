import { expect, test } from "@playwright/test";
import { latestCode, latestMail, PASSWORD, register, registerAndVerify, typeCode } from "./helpers";

test("register, verify with the e-mailed code, survive a reload, log out and log back in", async ({ page }) => {
  const email = await registerAndVerify(page);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  // No plan yet: the app sends the user to choose one.
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
  // One primary action: the trial. No Next to press before a plan exists, and no card inside the card.
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Start 7-day free trial/ }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Pro" })).toBeVisible();
});

test("the code boxes take the focus; a wrong code shakes the row, says so and clears; Resend counts down from the start", async ({
  page,
}) => {
  const email = await register(page, "Grace");

  // The page opens ready to type, and Resend counts down from the start (a code was just sent).
  const first = page.getByRole("textbox", { name: "Digit 1 of 6" });
  await expect(first).toBeFocused();
  await expect(page.getByRole("button", { name: /Resend \(\d+s\)/ })).toBeDisabled();

  const code = await latestCode(page.request, email);
  const wrong = code === "000000" ? "111111" : "000000";
  await typeCode(page, wrong);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("That code is not right");
  await expect(page.getByRole("group", { name: "Verification code" })).toHaveClass(/animate-shake/);
  // The boxes are empty again and the first has the focus: typing the right code just works.
  await expect(first).toHaveValue("");
  await expect(first).toBeFocused();
  await expect(page.getByRole("group", { name: "Verification code" })).not.toHaveClass(/animate-shake/, {
    timeout: 5_000,
  });

  await page.keyboard.type(code, { delay: 30 });
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
});

test("the code boxes accept a pasted code", async ({ page, context }) => {
  const email = await register(page, "Paste");
  const code = await latestCode(page.request, email);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
});

test("forgot and reset password", async ({ page }) => {
  const email = await registerAndVerify(page);
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("we have sent it a link");
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeDisabled();

  const link = /(http\S+\/auth\/reset-password\?token=\S+)/.exec((await latestMail(page.request, email)).text)![1]!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New Password").fill("a brand new passphrase");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("heading", { name: "Password reset" })).toBeVisible();
  await expect(page.getByText("Your password has been reset. You can now log in to your account.")).toBeVisible();

  await page.getByRole("link", { name: "Log In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
  // What the user typed is still there.
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("a brand new passphrase");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);

  // The used link, a forged one and an empty one are recognised as the page opens: no form, a way to a new link.
  for (const address of [
    new URL(link).pathname + new URL(link).search,
    "/auth/reset-password?token=forged-token",
    "/auth/reset-password",
  ]) {
    await page.goto(address);
    await expect(page.getByRole("main").getByRole("alert")).toContainText(/used or has expired|incomplete/);
    await expect(page.getByLabel("New Password")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
  }
});

test("a returning user whose access cookie expired gets in without the login page", async ({ page, context }) => {
  await registerAndVerify(page);
  const cookies = await context.cookies();
  // The refresh cookie travels only to /api/auth; pages see the access cookie and the signed-in marker.
  expect(cookies.find((cookie) => cookie.name === "ll_auth_refresh")).toMatchObject({
    path: "/api/auth",
    httpOnly: true,
    sameSite: "Lax",
  });
  expect(cookies.find((cookie) => cookie.name === "ll_access")).toMatchObject({ path: "/", httpOnly: true });
  // The access cookie expires (15 minutes): the marker sends the page through /api/auth/resume.
  await context.clearCookies({ name: "ll_access" });
  const hops: string[] = [];
  page.on("request", (request) => hops.push(new URL(request.url()).pathname));
  await page.goto("/auth/choose-plan");
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
  await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
  expect(hops).toContain("/api/auth/resume");
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain("ll_access");
});

test("a browser signed in before the refresh cookie moved keeps its session once, and loses the old cookie", async ({
  page,
  context,
}) => {
  await registerAndVerify(page);
  const refresh = (await context.cookies()).find((cookie) => cookie.name === "ll_auth_refresh")!;
  await context.clearCookies();
  // What such a browser holds: the old Path=/ refresh cookie and the marker, no access cookie.
  const url = new URL(page.url()).origin;
  await context.addCookies([
    { name: "ll_refresh", value: refresh.value, url, httpOnly: true, sameSite: "Lax" },
    { name: "ll_signed_in", value: "1", url, sameSite: "Lax" },
  ]);
  await page.goto("/auth/choose-plan");
  await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
  const after = await context.cookies();
  expect(after.map((cookie) => cookie.name).sort()).toEqual([
    "ll_access",
    "ll_auth_refresh",
    "ll_founder",
    "ll_signed_in",
  ]);
  expect(after.find((cookie) => cookie.name === "ll_auth_refresh")!.path).toBe("/api/auth");
});

test("a forged or stale signed-in marker costs one hop to the login page, never a loop", async ({ page, context }) => {
  const url = new URL(test.info().project.use.baseURL!).origin;
  await context.addCookies([{ name: "ll_signed_in", value: "1", url, sameSite: "Lax" }]);
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("ll_signed_in");
});

test("signed-in visitors skip the login and register pages", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
  await page.goto("/auth/register");
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
});

test("the password field has a show/hide toggle", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret words");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("without Google configured the button is not offered, and its address explains", async ({ page }) => {
  for (const path of ["/auth/login", "/auth/register"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveCount(0);
    await expect(page.getByText(/not set up|not configured/)).toHaveCount(0);
  }
  await page.goto("/api/auth/google");
  await expect(page).toHaveURL(/\/auth\/error\?error=GoogleNotConfigured/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AuthError");
  await expect(page.getByText("Google sign-in is not configured on this server.")).toBeVisible();
});

test("register shows the server's message and keeps what was typed", async ({ page }) => {
  await page.goto("/auth/register");
  await page.getByLabel("Full Name").fill("Short Password");
  await page.getByLabel("Email").fill("short@example.com");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Password must be 8 to 128 characters long.");
  await expect(page.getByLabel("Full Name")).toHaveValue("Short Password");
});

test("the code boxes take digits only and move with Backspace and the arrow keys", async ({ page }) => {
  await register(page, "Keys");

  const box = (n: number) => page.getByRole("textbox", { name: `Digit ${n} of 6` });
  await box(1).click();
  await page.keyboard.type("1a2");
  await expect(box(1)).toHaveValue("1");
  await expect(box(2)).toHaveValue("2");
  await expect(box(3)).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(box(2)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(box(1)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(box(3)).toBeFocused();
});
