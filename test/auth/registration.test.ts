import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as resendCode } from "@/app/api/auth/resend-code/route";
import { GET as verifyEmail } from "@/app/api/auth/verify-email/route";
import { GET as devMail } from "@/app/api/dev/mail/route";
import { getDb } from "@/db";
import { registrations, rateLimits, users } from "@/db/schema";
import { emailsTo, lastCodeFor, lastEmailTo, TestClient, uniqueEmail } from "@/test/api";
import { POST as authenticate } from "@/app/api/auth/authenticate/route";
import { PASSWORD, signUp } from "./helpers";

const registerAs = (client: TestClient, body: unknown) =>
  client.call(register, "/api/auth/register", { method: "POST", body });
const tokenOf = (redirectTo: unknown) => new URL(String(redirectTo), "http://x").searchParams.get("token")!;
const verify = (client: TestClient, code: string, token: string) =>
  client.call(verifyEmail, `/api/auth/verify-email?userCode=${code}&token=${encodeURIComponent(token)}`);
/** Ends the current throttling windows, as if the time had passed. */
const letTimePass = async () =>
  (await getDb()).update(rateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` });

describe("POST /api/auth/register", () => {
  it("keeps a pending registration (no account yet), e-mails a 6-digit code and points at the verify page", async () => {
    const client = new TestClient();
    const email = uniqueEmail();
    const response = await registerAs(client, { name: " Ada Founder ", email, password: PASSWORD });

    expect(response.status).toBe(201);
    expect(response.body.message).toContain(email);
    expect(response.body.redirectTo).toMatch(/^\/auth\/verify\?token=/);
    const mail = await lastEmailTo(email);
    expect(mail.subject).toMatch(/^\d{6} is your LaunchLens verification code$/);
    const code = await lastCodeFor(email);
    expect(mail.html).toContain(code);

    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const [pending] = await db.select().from(registrations).where(eq(registrations.email, email));
    expect(pending).toMatchObject({ fullName: "Ada Founder", codeAttempts: 0 });
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$/);
    // The code is kept only as a keyed hash.
    expect(pending!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.codeHash).not.toContain(code);
  });

  it.each([
    [{ email: "a@example.com", password: PASSWORD }, "Full name is required."],
    [{ name: "A", email: "not-an-email", password: PASSWORD }, "Enter a valid e-mail address."],
    [{ name: "A", email: "a@example.com", password: "short" }, "Password must be 8 to 128 characters long."],
    [{ name: "A", email: "a@example.com", password: "x".repeat(129) }, "Password must be 8 to 128 characters long."],
    [{ name: "A", password: PASSWORD }, "E-mail is required."],
  ])("refuses %j with a 400 naming the problem", async (body, message) => {
    const response = await registerAs(new TestClient(), body);
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it("refuses a body that is not JSON", async () => {
    const response = await new TestClient().call(register, "/api/auth/register", {
      method: "POST",
      rawBody: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(response).toMatchObject({ status: 400, body: { message: "The request body must be JSON." } });
  });

  it("answers an address that has an account exactly like a new one, and tells the owner instead", async () => {
    const { email } = await signUp();
    await letTimePass();
    const taken = await registerAs(new TestClient(), {
      name: "B",
      email: email.toUpperCase(),
      password: "another password",
    });
    const fresh = await registerAs(new TestClient(), { name: "B", email: uniqueEmail(), password: "another password" });

    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    expect(taken.body.message).toBe(`We have sent a 6-digit code to ${email.toUpperCase()}.`);
    // No code goes out for it; the owner learns someone tried.
    const [notice] = await emailsTo(email);
    expect(notice!.subject).toMatch(/Someone tried to create a LaunchLens account/);
    expect(notice!.text).not.toMatch(/\d{6}/);
    // The account is untouched: its password still works, the other one does not.
    const ok = await new TestClient().call(authenticate, "/api/auth/authenticate", {
      method: "POST",
      body: { email, password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    const other = await new TestClient().call(authenticate, "/api/auth/authenticate", {
      method: "POST",
      body: { email, password: "another password" },
    });
    expect(other.status).toBe(401);
  });

  it("refuses a second registration within 10 seconds with 429 and Retry-After, for any address alike", async () => {
    const { email: taken } = await signUp();
    await letTimePass();
    const email = uniqueEmail();
    expect((await registerAs(new TestClient(), { name: "A", email, password: PASSWORD })).status).toBe(201);
    expect((await registerAs(new TestClient(), { name: "A", email: taken, password: PASSWORD })).status).toBe(201);
    for (const address of [email, taken]) {
      const again = await registerAs(new TestClient(), { name: "B", email: address, password: PASSWORD });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(again.body.message).not.toMatch(/sent/);
    }
  });

  it("gives the account to whoever enters the code, with the password of that same registration", async () => {
    // A registers; B registers the same address with B's password; A enters A's code.
    const email = uniqueEmail();
    const a = new TestClient();
    const first = await registerAs(a, { name: "Olivia", email, password: "olivia's password" });
    const codeA = await lastCodeFor(email);
    await letTimePass();
    const b = new TestClient();
    const second = await registerAs(b, { name: "Mallory", email, password: "mallory's password" });
    expect(second.status).toBe(201);
    const codeB = await lastCodeFor(email);

    // A code belongs to its own registration only.
    if (codeA !== codeB) expect((await verify(a, codeB, tokenOf(first.body.redirectTo))).status).toBe(400);
    expect((await verify(a, codeA, tokenOf(first.body.redirectTo))).status).toBe(200);

    const db = await getDb();
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account!.fullName).toBe("Olivia");
    const loginAs = (password: string) =>
      new TestClient().call(authenticate, "/api/auth/authenticate", { method: "POST", body: { email, password } });
    expect((await loginAs("olivia's password")).status).toBe(200);
    expect((await loginAs("mallory's password")).status).toBe(401);
    // Every other registration of the address died with it.
    expect(await db.select().from(registrations).where(eq(registrations.email, email))).toEqual([]);
    expect((await verify(b, codeB, tokenOf(second.body.redirectTo))).status).toBe(400);
  });

  it("of two registrations verified at the same moment, exactly one gets the account", async () => {
    const email = uniqueEmail();
    const a = new TestClient();
    const b = new TestClient();
    const first = await registerAs(a, { name: "A", email, password: "password of a" });
    const codeA = await lastCodeFor(email);
    await letTimePass();
    const second = await registerAs(b, { name: "B", email, password: "password of b" });
    const codeB = await lastCodeFor(email);

    const answers = await Promise.all([
      verify(a, codeA, tokenOf(first.body.redirectTo)),
      verify(b, codeB, tokenOf(second.body.redirectTo)),
    ]);
    expect(answers.map((r) => r.status).filter((status) => status === 200)).toHaveLength(1);
    const loser = answers.find((r) => r.status !== 200)!;
    expect([400, 409]).toContain(loser.status);
    expect(loser.body.message).toEqual(expect.any(String));
    expect(await (await getDb()).select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe("GET /api/auth/verify-email", () => {
  async function registered() {
    const client = new TestClient();
    const email = uniqueEmail();
    const response = await registerAs(client, { name: "Ada", email, password: PASSWORD });
    return { client, email, token: tokenOf(response.body.redirectTo), code: await lastCodeFor(email) };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("verifies the address and signs the user in", async () => {
    const { client, token, code } = await registered();
    const response = await verify(client, code, token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Your email has been verified.");
    expect(response.body.token).toEqual(expect.any(String));
    expect(client.cookies.has("ll_access")).toBe(true);
    expect(client.cookies.has("ll_auth_refresh")).toBe(true);
  });

  it("answers a wrong code with invalidCode, and kills the code after five wrong tries", async () => {
    const { client, token, code } = await registered();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verify(client, wrong(code), token);
      expect(response.status).toBe(400);
      expect(response.body.invalidCode).toBe(true);
    }
    const late = await verify(client, code, token);
    expect(late).toMatchObject({ status: 400, body: { invalidCode: true } });
    expect(late.body.message).toMatch(/Too many wrong tries/);
  });

  it("counts parallel guesses, so a burst cannot get past five tries", async () => {
    const { client, token, code } = await registered();
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(guesses.map((guess) => verify(new TestClient(), guess, token)));
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    const late = await verify(client, code, token);
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/Too many wrong tries/);
  });

  it("refuses a code older than 15 minutes", async () => {
    const { client, email, token, code } = await registered();
    await (
      await getDb()
    )
      .update(registrations)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.email, email));
    const response = await verify(client, code, token);
    expect(response).toMatchObject({ status: 400, body: { invalidCode: true } });
    expect(response.body.message).toMatch(/expired/);
  });

  it("refuses a forged or malformed token and a malformed code", async () => {
    const { client, code } = await registered();
    expect((await verify(client, code, "forged.token.value")).status).toBe(400);
    const malformed = await client.call(verifyEmail, "/api/auth/verify-email?userCode=12ab&token=x");
    expect(malformed).toMatchObject({ status: 400, body: { message: "Enter the 6-digit code." } });
  });
});

describe("POST /api/auth/resend-code", () => {
  const resendAs = (client: TestClient, body: unknown) =>
    client.call(resendCode, "/api/auth/resend-code", { method: "POST", body });
  const endShortWindow = async (email: string) =>
    (await getDb()).delete(rateLimits).where(eq(rateLimits.key, `code:10s:${email.toLowerCase()}`));

  it("from the verify page: replaces that registration's code, at most once every 10 seconds and 5 times an hour", async () => {
    const client = new TestClient();
    const email = uniqueEmail();
    const registered = await registerAs(client, { name: "Ada", email, password: PASSWORD });
    const token = tokenOf(registered.body.redirectTo);
    const firstCode = await lastCodeFor(email);

    const tooSoon = await resendAs(client, { email, token });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);

    for (let sent = 2; sent <= 5; sent++) {
      await endShortWindow(email);
      const response = await resendAs(client, { email, token });
      expect(response).toMatchObject({ status: 200, body: { message: "We have sent you a new code." } });
    }
    await endShortWindow(email);
    const sixth = await resendAs(client, { email, token });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many codes/);

    const newest = await lastCodeFor(email);
    if (newest !== firstCode) expect((await verify(client, firstCode, token)).status).toBe(400);
    expect((await verify(client, newest, token)).status).toBe(200);
  });

  it("with the e-mail alone: the same answer, and no token, for an unknown, a pending and an existing address", async () => {
    const pending = uniqueEmail();
    await registerAs(new TestClient(), { name: "P", email: pending, password: PASSWORD });
    const { email: existing } = await signUp();
    await letTimePass();
    const before = (await emailsTo(pending)).length;
    const existingBefore = (await emailsTo(existing)).length;

    const answers = [];
    for (const email of [uniqueEmail(), pending, existing]) {
      const first = await resendAs(new TestClient(), { email });
      const second = await resendAs(new TestClient(), { email });
      answers.push({
        first: first.status,
        second: second.status,
        body: first.body,
        headers: [...first.headers.keys()].sort(),
      });
    }
    for (const answer of answers) {
      expect(answer).toEqual({ ...answers[0], body: answer.body });
      expect(answer.body).toEqual({ message: "If a sign-up is waiting for this address, we have sent it a new code." });
      expect(answer.first).toBe(200);
      expect(answer.second).toBe(429);
    }
    // Only the pending sign-up gets a code, after the answer.
    expect((await emailsTo(pending)).length).toBe(before + 1);
    expect((await emailsTo(existing)).length).toBe(existingBefore);
  });

  it("refuses a token that is not for this address", async () => {
    const client = new TestClient();
    const email = uniqueEmail();
    const registered = await registerAs(client, { name: "Ada", email, password: PASSWORD });
    await letTimePass();
    const response = await resendAs(client, { email: uniqueEmail(), token: tokenOf(registered.body.redirectTo) });
    expect(response.status).toBe(400);
  });
});

describe("GET /api/dev/mail", () => {
  it("lists the local outbox as JSON, newest first", async () => {
    const { email } = await signUp();
    const response = await new TestClient().call(devMail, "/api/dev/mail");
    expect(response.status).toBe(200);
    const mails = response.body as unknown as {
      to: string;
      subject: string;
      text: string;
      html: string;
      created_at: string;
    }[];
    expect(mails[0]).toMatchObject({
      to: email,
      subject: expect.any(String),
      text: expect.any(String),
      html: expect.any(String),
    });
    const times = mails.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
