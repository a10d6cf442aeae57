import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as resendCode } from "@/app/api/auth/resend-code/route";
import { GET as verifyEmail } from "@/app/api/auth/verify-email/route";
import { GET as devMail } from "@/app/api/dev/mail/route";
import { getDb } from "@/db";
import { oneTimeCodes, rateLimits, users } from "@/db/schema";
import { lastCodeFor, lastEmailTo, TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD, signUp } from "./helpers";

const registerAs = (client: TestClient, body: unknown) => client.call(register, "/api/auth/register", { method: "POST", body });
const tokenOf = (redirectTo: unknown) => new URL(String(redirectTo), "http://x").searchParams.get("token")!;
const verify = (client: TestClient, code: string, token: string) =>
  client.call(verifyEmail, `/api/auth/verify-email?userCode=${code}&token=${encodeURIComponent(token)}`);
/** Ends the current throttling windows, as if the time had passed. */
const letTimePass = async () => (await getDb()).update(rateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` });

describe("POST /api/auth/register", () => {
  it("creates an unverified account, e-mails a 6-digit code and points at the verify page", async () => {
    const client = new TestClient();
    const email = uniqueEmail();
    const response = await registerAs(client, { name: " Ada Founder ", email, password: PASSWORD });

    expect(response.status).toBe(201);
    expect(response.body.message).toContain(email);
    expect(response.body.redirectTo).toMatch(/^\/auth\/verify\?token=/);
    const mail = await lastEmailTo(email);
    expect(mail.subject).toMatch(/^\d{6} is your LaunchLens verification code$/);
    expect(mail.html).toContain(await lastCodeFor(email));

    const [user] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ fullName: "Ada Founder", emailVerifiedAt: null, subscription: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    // The code is kept only as a hash.
    const codes = await (await getDb()).select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user!.id));
    expect(codes[0]!.codeHash).not.toContain(await lastCodeFor(email));
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

  it("refuses an address that is already verified, whatever its case", async () => {
    const { email } = await signUp();
    const response = await registerAs(new TestClient(), { name: "B", email: email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/already exists/);
  });

  it("sends an unverified address a fresh code and the same redirect", async () => {
    const client = new TestClient();
    const email = uniqueEmail();
    await registerAs(client, { name: "First", email, password: PASSWORD });
    const firstCode = await lastCodeFor(email);
    await letTimePass();
    const again = await registerAs(client, { name: "Second", email: email.toUpperCase(), password: PASSWORD });
    expect(again.status).toBe(201);
    expect(again.body.redirectTo).toMatch(/^\/auth\/verify\?token=/);
    const secondCode = await lastCodeFor(email);
    // Only the newest code works.
    if (secondCode !== firstCode) {
      expect((await verify(client, firstCode, tokenOf(again.body.redirectTo))).status).toBe(400);
    }
    expect((await verify(client, secondCode, tokenOf(again.body.redirectTo))).status).toBe(200);
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
    expect(client.cookies.has("ll_refresh")).toBe(true);
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
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user!.id));
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
  it("sends a new code at most once every 10 seconds and 5 times an hour", async () => {
    const client = new TestClient();
    const email = uniqueEmail();
    await registerAs(client, { name: "Ada", email, password: PASSWORD });
    const resend = () => client.call(resendCode, "/api/auth/resend-code", { method: "POST", body: { email } });

    const tooSoon = await resend();
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);

    for (let sent = 2; sent <= 5; sent++) {
      // Ten seconds pass: only the short window ends.
      await (await getDb()).delete(rateLimits).where(eq(rateLimits.key, `code:10s:${email}`));
      const response = await resend();
      expect(response.status).toBe(200);
      expect(response.body.redirectTo).toMatch(/^\/auth\/verify\?token=/);
    }
    await (await getDb()).delete(rateLimits).where(eq(rateLimits.key, `code:10s:${email}`));
    const sixth = await resend();
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many codes/);
  });
});

describe("GET /api/dev/mail", () => {
  it("lists the local outbox as JSON, newest first", async () => {
    const { email } = await signUp();
    const response = await new TestClient().call(devMail, "/api/dev/mail");
    expect(response.status).toBe(200);
    const mails = response.body as unknown as { to: string; subject: string; text: string; html: string; created_at: string }[];
    expect(mails[0]).toMatchObject({ to: email, subject: expect.any(String), text: expect.any(String), html: expect.any(String) });
    const times = mails.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
