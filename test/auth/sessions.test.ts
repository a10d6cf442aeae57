import { eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as authenticate } from "@/app/api/auth/authenticate/route";
import { DELETE as logout } from "@/app/api/auth/logout/route";
import { POST as refresh } from "@/app/api/auth/refresh-access-token/route";
import { GET as resume } from "@/app/api/auth/resume/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as verifyEmail } from "@/app/api/auth/verify-email/route";
import { getDb } from "@/db";
import { rateLimits, refreshTokens, sessions, users } from "@/db/schema";
import { DEVICE_COOKIE } from "@/lib/server/auth/devices";
import { emailsTo, lastCodeFor, TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD, signUp } from "./helpers";

const login = (client: TestClient, email: string, password = PASSWORD) =>
  client.call(authenticate, "/api/auth/authenticate", { method: "POST", body: { email, password } });
const mailCount = async (email: string) => (await emailsTo(email)).length;
const me = (client: TestClient, bearer?: string) => client.call(getUser, "/api/auth/user", { bearer });

describe("POST /api/auth/authenticate", () => {
  it("signs in with the right password, whatever the e-mail's case", async () => {
    const { email } = await signUp();
    const client = new TestClient();
    const response = await login(client, email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ token: expect.any(String), message: expect.any(String) });
    expect((await me(new TestClient(), response.body.token as string)).body).toMatchObject({ email });
  });

  it("gives one generic 401 for a wrong password and for an unknown address", async () => {
    const { email } = await signUp();
    const wrongPassword = await login(new TestClient("198.51.100.1"), email, "not the password");
    const unknown = await login(new TestClient("198.51.100.2"), uniqueEmail(), "not the password");
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: "The e-mail or password is incorrect." } });
    expect(unknown).toMatchObject({ status: 401, body: { message: "The e-mail or password is incorrect." } });
  });

  it("sends the password of a pending sign-up to its verify page with a fresh code", async () => {
    const email = uniqueEmail();
    await new TestClient().call(register, "/api/auth/register", {
      method: "POST",
      body: { name: "U", email, password: PASSWORD },
    });
    const mailsBefore = await mailCount(email);
    await (
      await getDb()
    )
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `code:10s:${email}`));

    const client = new TestClient();
    const response = await login(client, email);
    expect(response.status).toBe(403);
    expect(response.body.redirectTo).toMatch(/^\/auth\/verify\?token=.*&reason=login$/);
    expect(response.body.message).toBe(`Confirm your e-mail to sign in: we have sent a new code to ${email}.`);
    expect(await mailCount(email)).toBe(mailsBefore + 1);
    // The new code completes that registration from its page.
    const token = new URL(String(response.body.redirectTo), "http://x").searchParams.get("token")!;
    const verified = await client.call(
      verifyEmail,
      `/api/auth/verify-email?userCode=${await lastCodeFor(email)}&token=${encodeURIComponent(token)}`,
    );
    expect(verified.status).toBe(200);
  });

  it("a pending sign-up's wrong password is the same generic 401", async () => {
    const email = uniqueEmail();
    await new TestClient().call(register, "/api/auth/register", {
      method: "POST",
      body: { name: "U", email, password: PASSWORD },
    });
    const response = await login(new TestClient(), email, "not the password");
    expect(response).toMatchObject({ status: 401, body: { message: "The e-mail or password is incorrect." } });
  });

  it("stops one client after five failures on an address, with 429 and Retry-After", async () => {
    const { email } = await signUp();
    const attacker = new TestClient();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(attacker, email, "wrong password")).status).toBe(401);
    }
    const blocked = await login(attacker, email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("never locks the owner out: failures from other clients leave the owner's device able to sign in", async () => {
    // signUp's client verified the e-mail, so it is a known device of the account (lib/server/auth/devices.ts).
    const { client: owner, email } = await signUp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(new TestClient(), email, "wrong password")).status).toBe(401);
    }
    // One attacker past its own limit, too, and the account past its limit for unknown devices (ten).
    const attacker = new TestClient();
    for (let attempt = 0; attempt < 6; attempt++) await login(attacker, email, "wrong password");
    expect((await login(attacker, email)).status).toBe(429);
    expect((await login(new TestClient(), email)).status).toBe(429);

    expect((await login(owner, email)).status).toBe(200);
  });

  it("cannot be triggered from another site, so no site can sign a visitor into its own account", async () => {
    const { email } = await signUp();
    const crossSite = await new TestClient().call(authenticate, "/api/auth/authenticate", {
      method: "POST",
      body: { email, password: PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const form = await new TestClient().call(authenticate, "/api/auth/authenticate", {
      method: "POST",
      rawBody: JSON.stringify({ email, password: PASSWORD }),
      headers: { "content-type": "text/plain", "sec-fetch-site": "cross-site" },
      sameOrigin: false,
    });
    expect(form.status).toBe(403);
  });

  it("throttles one client trying many addresses", async () => {
    const client = new TestClient("192.0.2.200");
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await login(client, uniqueEmail(), "wrong password")).status).toBe(401);
    }
    expect((await login(client, uniqueEmail(), "wrong password")).status).toBe(429);
  });
});

describe("sessions", () => {
  it("GET /api/auth/user answers 401 without a session, and the user's public fields with one", async () => {
    expect((await me(new TestClient())).status).toBe(401);
    const { client, email, accessToken } = await signUp(undefined, "Grace Hopper");
    const viaCookie = await me(client);
    const viaBearer = await me(new TestClient(), accessToken);
    for (const response of [viaCookie, viaBearer]) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ full_name: "Grace Hopper", email, subscription: null });
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|password_hash/);
    }
  });

  it("refresh rotates the refresh token; reusing an old one revokes the whole family", async () => {
    const { client } = await signUp();
    const original = client.cookies.get("ll_auth_refresh")!;

    const first = await client.call(refresh, "/api/auth/refresh-access-token", { method: "POST" });
    expect(first.status).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    const rotated = client.cookies.get("ll_auth_refresh")!;
    expect(rotated).not.toBe(original);

    // A minute later, a thief replays the original token.
    await (
      await getDb()
    )
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(isNotNull(refreshTokens.rotatedAt));
    const thief = new TestClient();
    thief.cookies.set("ll_auth_refresh", original);
    expect((await thief.call(refresh, "/api/auth/refresh-access-token", { method: "POST" })).status).toBe(401);

    // The family is gone: the rotated token and the access token die with it.
    expect((await me(new TestClient(), first.body.token as string)).status).toBe(401);
    const again = await client.call(refresh, "/api/auth/refresh-access-token", { method: "POST" });
    expect(again.status).toBe(401);
    expect(client.cookies.has("ll_auth_refresh")).toBe(false);
  });

  it("the proxy's refresh hop goes back only to paths of this site", async () => {
    for (const next of ["/%09/evil.example", "//evil.example", "https://evil.example/app", "/\\evil.example"]) {
      const { client } = await signUp();
      const response = await client.call(
        resume,
        `/api/auth/resume?next=${encodeURIComponent(decodeURIComponent(next))}`,
      );
      expect(response.status).toBe(307);
      expect(new URL(response.headers.get("location")!).origin).toBe("http://localhost:3000");
    }
    const { client } = await signUp();
    const response = await client.call(resume, "/api/auth/resume?next=%2Fapp%2Fmarket%3Fx%3D1");
    expect(response.headers.get("location")).toBe("http://localhost:3000/app/market?x=1");
  });

  it("two refreshes from one browser at once both succeed and keep the session", async () => {
    const { client } = await signUp();
    const original = client.cookies.get("ll_auth_refresh")!;
    const tabs = [new TestClient(), new TestClient()];
    for (const tab of tabs) tab.cookies.set("ll_auth_refresh", original);
    const answers = await Promise.all(
      tabs.map((tab) => tab.call(refresh, "/api/auth/refresh-access-token", { method: "POST" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers) expect((await me(new TestClient(), answer.body.token as string)).status).toBe(200);
  });

  it("a session refreshed in a loop is cut short with 429, and keeps its cookies", async () => {
    const { client } = await signUp();
    // Sixty refreshes in the window are allowed; the quota is reached directly rather than by sixty round trips.
    const [session] = await (
      await getDb()
    )
      .select()
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    await (
      await getDb()
    )
      .insert(rateLimits)
      .values({ key: `refresh:${session!.id}`, count: 60, windowEndsAt: new Date(Date.now() + 60_000) });
    const response = await client.call(refresh, "/api/auth/refresh-access-token", { method: "POST" });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(client.cookies.has("ll_auth_refresh")).toBe(true);
  });

  it("refresh without a cookie is a 401 with a message", async () => {
    const response = await new TestClient().call(refresh, "/api/auth/refresh-access-token", { method: "POST" });
    expect(response).toMatchObject({ status: 401, body: { message: expect.stringMatching(/log in/) } });
  });

  it("logout revokes the session at once and clears the cookies", async () => {
    const { client, accessToken } = await signUp();
    const response = await client.call(logout, "/api/auth/logout", { method: "DELETE" });
    expect(response.status).toBe(200);
    // Only the known-device cookie stays: it grants nothing, and spares this browser the account-wide log-in lock.
    expect([...client.cookies.keys()]).toEqual([DEVICE_COOKIE]);
    // The access token has not expired, but its session has ended.
    expect((await me(new TestClient(), accessToken)).status).toBe(401);
  });

  it("an expired session is dead even with a well-formed token", async () => {
    const { accessToken, email } = await signUp();
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    expect((await me(new TestClient(), accessToken)).status).toBe(401);
  });
});
