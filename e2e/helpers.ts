import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "correct horse battery";

let counter = 0;
export const uniqueEmail = () => `e2e.${Date.now()}.${process.pid}.${counter++}@example.com`;

let clients = 0;
/**
 * A network address of its own for the journey's browser, named in X-Forwarded-For (the journeys' server believes one
 * proxy hop, TRUST_PROXY=1): a full run signs up more accounts than one network may in an hour (50), and each journey
 * is a founder on their own connection. Documentation range 198.18.0.0/15, one per worker process and journey.
 */
export async function ownClientAddress(page: Page) {
  clients++;
  await page.context().setExtraHTTPHeaders({
    "x-forwarded-for": `198.${18 + (process.pid & 1)}.${(process.pid >> 1) & 255}.${clients & 255}`,
  });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail to an address in the local outbox (GET /api/dev/mail), waiting briefly for it. */
export async function latestMail(request: APIRequestContext, to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const mails = (await (await request.get("/api/dev/mail")).json()) as Mail[];
    found = mails.find((mail) => mail.to === to);
    expect(found).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return found!;
}

export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  return /code is: (\d{6})/.exec((await latestMail(request, to)).text)![1]!;
}

/** Types a code into the six boxes the way a person does, one digit at a time. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code, { delay: 30 });
}

/** Fills and sends the registration form; ends on the verify page. */
export async function register(page: Page, name = "Ada Founder") {
  const email = uniqueEmail();
  await ownClientAddress(page);
  await page.goto("/auth/register");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\/verify\?token=/);
  await expect(page.getByText(email)).toBeVisible();
  return email;
}

/** Registers through the form and verifies with the e-mailed code; ends on /auth/choose-plan. */
export async function registerAndVerify(page: Page, name = "Ada Founder") {
  const email = await register(page, name);
  await typeCode(page, await latestCode(page.request, email));
  await expect(page).toHaveURL(/\/auth\/choose-plan$/);
  return email;
}

/** A verified user on the local-billing trial, on the dashboard. */
export async function subscribe(page: Page, name = "Ada Founder") {
  // Through the API with the page's own cookies: the same calls the forms make, without drawing four pages each
  // journey (e2e/auth.spec.ts and the focus and axe journeys walk the forms themselves).
  const email = uniqueEmail();
  await ownClientAddress(page);
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const registered = await page.request.post("/api/auth/register", {
    data: { name, email, password: PASSWORD },
    headers: { origin },
  });
  expect(registered.status()).toBe(201);
  const token = new URL((await registered.json()).redirectTo, origin).searchParams.get("token")!;
  const code = await latestCode(page.request, email);
  const verified = await page.request.get(`/api/auth/verify-email?userCode=${code}&token=${encodeURIComponent(token)}`);
  expect(verified.ok()).toBe(true);
  expect((await page.request.get("/api/billing/checkout?interval=month")).ok()).toBe(true);
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return email;
}
