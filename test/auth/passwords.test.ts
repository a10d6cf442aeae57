import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as authenticate } from "@/app/api/auth/authenticate/route";
import { DELETE as deleteAccountByUi, GET as deleteAccountByLink } from "@/app/api/auth/delete-account/route";
import { PUT as passwordReset } from "@/app/api/auth/password-reset/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { POST as updatePassword } from "@/app/api/auth/update-password/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { getDb } from "@/db";
import { ideas, passwordResetTokens, reports, sessions, users } from "@/db/schema";
import { lastEmailTo, TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD, signUp } from "./helpers";
import { LINK_REAUTH_REQUIRED } from "@/lib/server/auth/account-deletion";

const NEW_PASSWORD = "a brand new passphrase";
const login = (email: string, password: string) =>
  new TestClient().call(authenticate, "/api/auth/authenticate", { method: "POST", body: { email, password } });
const me = (bearer: string) => new TestClient().call(getUser, "/api/auth/user", { bearer });

async function resetLinkToken(email: string): Promise<string> {
  const mail = await lastEmailTo(email);
  const link = /(http\S+\/auth\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
}

describe("POST /api/auth/update-password", () => {
  it("changes the password when the current one is given, and signs other devices out", async () => {
    const { client, email } = await signUp();
    const other = await login(email, PASSWORD);
    const response = await client.call(updatePassword, "/api/auth/update-password", {
      method: "POST",
      body: { password: NEW_PASSWORD, currentPassword: PASSWORD },
    });
    expect(response).toMatchObject({ status: 200, body: { message: "Password changed successfully" } });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await me(other.body.token as string)).status).toBe(401);
  });

  it("requires the right current password and a valid new one", async () => {
    const { client } = await signUp();
    const call = (body: unknown) => client.call(updatePassword, "/api/auth/update-password", { method: "POST", body });
    // The answer names the field to correct, so the form can put the focus there (issue 24).
    expect(await call({ password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { message: "Enter your current password.", field: "currentPassword" },
    });
    expect(await call({ password: NEW_PASSWORD, currentPassword: "wrong one" })).toMatchObject({
      status: 400,
      body: { message: "Your current password is incorrect.", field: "currentPassword" },
    });
    expect(await call({ password: "short", currentPassword: PASSWORD })).toMatchObject({
      status: 400,
      body: { message: "Password must be 8 to 128 characters long." },
    });
  });

  it("throttles wrong current passwords like log-ins: five per account, then 429 with Retry-After", async () => {
    const { client } = await signUp();
    const call = (currentPassword: string) =>
      client.call(updatePassword, "/api/auth/update-password", {
        method: "POST",
        body: { password: NEW_PASSWORD, currentPassword },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await call(`wrong ${attempt}`)).status).toBe(400);
    const blocked = await call(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a cookie-authenticated change sent from another site", async () => {
    const { client } = await signUp();
    const response = await client.call(updatePassword, "/api/auth/update-password", {
      method: "POST",
      body: { password: NEW_PASSWORD, currentPassword: PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });

  it("needs a session", async () => {
    const response = await new TestClient().call(updatePassword, "/api/auth/update-password", {
      method: "POST",
      body: { password: NEW_PASSWORD },
    });
    expect(response).toMatchObject({ status: 401, body: { message: "Please log in to continue." } });
  });
});

describe("password reset", () => {
  it("answers the same whether or not the address has an account", async () => {
    const { email } = await signUp();
    const ask = (address: string) =>
      new TestClient().call(requestReset, "/api/auth/request-password-reset", {
        method: "POST",
        body: { email: address },
      });
    const known = await ask(email);
    const unknown = await ask(uniqueEmail());
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
  });

  it("a single-use link sets a new password and signs every device out", async () => {
    const { email, accessToken } = await signUp();
    await new TestClient().call(requestReset, "/api/auth/request-password-reset", { method: "POST", body: { email } });
    const token = await resetLinkToken(email);
    const stored = await (await getDb()).select().from(passwordResetTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const reset = (password: string) =>
      new TestClient().call(passwordReset, "/api/auth/password-reset", { method: "PUT", body: { token, password } });
    expect(await reset(NEW_PASSWORD)).toMatchObject({
      status: 200,
      body: { message: "Password changed successfully" },
    });
    expect((await me(accessToken)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const reused = await reset("yet another passphrase");
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/invalid or has expired/);
    // Said in so many words too, so the reset page can show its expired state rather than a form.
    expect(reused.body.link_expired).toBe(true);
  });

  it("two submissions of one link at once: exactly one sets its password", async () => {
    const { email } = await signUp();
    await new TestClient().call(requestReset, "/api/auth/request-password-reset", { method: "POST", body: { email } });
    const token = await resetLinkToken(email);
    const passwords = ["first racing passphrase", "second racing passphrase"];
    const answers = await Promise.all(
      passwords.map((password) =>
        new TestClient().call(passwordReset, "/api/auth/password-reset", { method: "PUT", body: { token, password } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)]!;
    const loser = passwords.find((password) => password !== winner)!;
    expect((await login(email, winner)).status).toBe(200);
    expect((await login(email, loser)).status).toBe(401);
  });

  it("a password change kills the reset links sent before it", async () => {
    const { client, email } = await signUp();
    await new TestClient().call(requestReset, "/api/auth/request-password-reset", { method: "POST", body: { email } });
    const token = await resetLinkToken(email);
    await client.call(updatePassword, "/api/auth/update-password", {
      method: "POST",
      body: { password: NEW_PASSWORD, currentPassword: PASSWORD },
    });
    const late = await new TestClient().call(passwordReset, "/api/auth/password-reset", {
      method: "PUT",
      body: { token, password: "someone else's choice" },
    });
    expect(late.status).toBe(400);
  });

  it("refuses an expired link", async () => {
    const { email } = await signUp();
    await new TestClient().call(requestReset, "/api/auth/request-password-reset", { method: "POST", body: { email } });
    const token = await resetLinkToken(email);
    await (await getDb()).update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await new TestClient().call(passwordReset, "/api/auth/password-reset", {
      method: "PUT",
      body: { token, password: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
  });
});

describe("account deletion", () => {
  async function withReport() {
    const account = await signUp();
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    const [idea] = await db.insert(ideas).values({ userId: user!.id, title: "Mine", prompt: "p" }).returning();
    await db
      .insert(reports)
      .values({ userId: user!.id, ideaId: idea!.id, kind: "pp", title: "Mine", prompt: "p", data: {} });
    return { ...account, userId: user!.id };
  }

  it("GET with a cookie alone is refused, so a cross-site link cannot delete an account", async () => {
    const { client, email } = await withReport();
    const response = await client.call(deleteAccountByLink, "/api/auth/delete-account", { sameOrigin: false });
    expect(response.status).toBe(403);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it("GET with the Bearer header removes the user, their reports and sessions", async () => {
    const { accessToken, email, userId } = await withReport();
    const response = await new TestClient().call(deleteAccountByLink, "/api/auth/delete-account", {
      bearer: accessToken,
    });
    expect(response.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(reports).where(eq(reports.userId, userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await login(email, PASSWORD)).status).toBe(401);
  });

  it("GET with the Bearer header needs a sign-in in the last minutes: a session kept alive longer is refused", async () => {
    const { accessToken, email, userId } = await withReport();
    const db = await getDb();
    // The session began eleven minutes ago (its token refreshed since): no password is asked, so a fresh sign-in is.
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, userId));
    const refused = await new TestClient().call(deleteAccountByLink, "/api/auth/delete-account", {
      bearer: accessToken,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LINK_REAUTH_REQUIRED);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
    // Signed in again, the new token deletes it.
    const signedIn = await login(email, PASSWORD);
    const token = (signedIn.body as { token: string }).token;
    expect(
      (await new TestClient().call(deleteAccountByLink, "/api/auth/delete-account", { bearer: token })).status,
    ).toBe(200);
  });

  it("DELETE from our own pages works with the cookie, but not from another site", async () => {
    const { client, userId } = await withReport();
    const crossSite = await client.call(deleteAccountByUi, "/api/auth/delete-account", {
      method: "DELETE",
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const response = await client.call(deleteAccountByUi, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(client.cookies.size).toBe(0);
    expect(await (await getDb()).select().from(users).where(eq(users.id, userId))).toEqual([]);
  });
});
