import { describe, expect, it } from "vitest";
import { POST as authenticate } from "@/app/api/auth/authenticate/route";
import { PUT as passwordReset } from "@/app/api/auth/password-reset/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { POST as updatePassword } from "@/app/api/auth/update-password/route";
import { DEVICE_COOKIE } from "@/lib/server/auth/devices";
import { COMMON_PASSWORD, COMMON_PASSWORD_STEM } from "@/lib/core/auth/password-list";
import { lastEmailTo, TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD, signUp } from "./helpers";

// Guessing one account's password from many clients at once, and passwords everyone guesses first.

const login = (client: TestClient, email: string, password = PASSWORD) =>
  client.call(authenticate, "/api/auth/authenticate", { method: "POST", body: { email, password } });

/** `count` wrong passwords against one address, all at once, each from its own client (a botnet, or forged headers). */
async function parallelGuesses(email: string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) => login(new TestClient(), email, `guess number ${index}`)),
  );
  return answers.map((answer) => answer.status);
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((sum, status) => ({ ...sum, [status]: (sum[status] ?? 0) + 1 }), {});

describe("guessing one account's password from many clients", () => {
  // The first test of the file pays for opening the database and loading the routes: on a loaded machine, over 30 s.
  it(
    "lets at most ten parallel guesses reach the password check; the rest are refused with 429",
    { timeout: 120_000 },
    async () => {
      const { email } = await signUp();
      const statuses = await parallelGuesses(email, 48);
      expect(tally(statuses)).toEqual({ 401: 10, 429: 38 });

      // Even the right password, from a device that has never signed in to the account, waits for the window.
      const stranger = await login(new TestClient(), email);
      expect(stranger.status).toBe(429);
      expect(stranger.body.message).toMatch(
        /^Too many attempts to sign in to this account\..*Please wait 1[45] minutes/,
      );
      expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(800);
    },
  );

  it("answers an address without an account exactly alike, so the lock tells nothing", async () => {
    const nobody = uniqueEmail();
    expect(tally(await parallelGuesses(nobody, 48))).toEqual({ 401: 10, 429: 38 });
    const { email } = await signUp();
    await parallelGuesses(email, 48);
    const [forAccount, forNobody] = [
      await login(new TestClient(), email, "x"),
      await login(new TestClient(), nobody, "x"),
    ];
    expect(forAccount.status).toBe(429);
    expect(forNobody.body).toEqual(forAccount.body);
  });

  it("never locks the owner out of a device they signed in with before", async () => {
    // signUp's client verified the e-mail: it is a known device of the account.
    const { client: owner, email } = await signUp();
    expect(owner.cookies.get(DEVICE_COOKIE)).toBeTruthy();
    await parallelGuesses(email, 48);
    expect((await login(owner, email)).status).toBe(200);

    // A device that signed in with the password before the attack is just as welcome.
    const laptop = new TestClient();
    const { email: second } = await signUp();
    expect((await login(laptop, second)).status).toBe(200);
    await parallelGuesses(second, 30);
    expect((await login(laptop, second)).status).toBe(200);
  });

  it("lets a password reset link in at once: the browser that used it becomes a known device", async () => {
    const { email } = await signUp();
    await parallelGuesses(email, 20);
    const phone = new TestClient();
    expect((await login(phone, email)).status).toBe(429);

    await phone.call(requestReset, "/api/auth/request-password-reset", { method: "POST", body: { email } });
    const token = new URL(
      /(http\S+\/auth\/reset-password\?token=\S+)/.exec((await lastEmailTo(email)).text)![1]!,
    ).searchParams.get("token")!;
    const reset = await phone.call(passwordReset, "/api/auth/password-reset", {
      method: "PUT",
      body: { token, password: "a brand new passphrase" },
    });
    expect(reset.status).toBe(200);
    expect((await login(phone, email, "a brand new passphrase")).status).toBe(200);
    // Strangers are still held at the lock.
    expect((await login(new TestClient(), email, "a brand new passphrase")).status).toBe(429);
  });

  it("gives a known device its own ten tries, not unlimited ones", async () => {
    const { client: owner, email } = await signUp();
    // Its own limit, not the per-client one: the same device from a new network each time.
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const roaming = Object.assign(new TestClient(), { cookies: owner.cookies });
      statuses.push((await login(roaming, email, "not it")).status);
    }
    expect(tally(statuses)).toEqual({ 401: 10, 429: 1 });
  });

  it("does not take a forged or copied-over device cookie", async () => {
    const { client: owner, email } = await signUp();
    const { email: other } = await signUp();
    await parallelGuesses(other, 12);
    // The owner's genuine cookie is for the owner's account only.
    const borrowed = Object.assign(new TestClient(), { cookies: new Map(owner.cookies) });
    expect((await login(borrowed, other)).status).toBe(429);
    // A cookie whose body was edited to name another device fails its signature.
    const [body, signature] = owner.cookies.get(DEVICE_COOKIE)!.split(".");
    const edited = JSON.parse(Buffer.from(body!, "base64url").toString());
    edited.d = "someone-elses-device-id";
    const forged = new TestClient();
    forged.cookies.set(DEVICE_COOKIE, `${Buffer.from(JSON.stringify(edited)).toString("base64url")}.${signature}`);
    await parallelGuesses(email, 12);
    expect((await login(forged, email)).status).toBe(429);
    expect((await login(owner, email)).status).toBe(200);
  });

  it("stops parallel guesses from one client at five, whatever the account limit", async () => {
    const { email } = await signUp();
    const attacker = new TestClient();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => login(attacker, email, `guess ${index}`)),
    );
    expect(tally(statuses.map((answer) => answer.status))).toEqual({ 401: 5, 429: 15 });
  });
});

describe("common passwords", () => {
  const common = ["password", "12345678", "Password", "iloveyou", "qwertyuiop", "  12345678  ", "LaunchLens2026!"];

  it("are refused at sign-up with a message saying why", async () => {
    for (const password of common) {
      const answer = await new TestClient().call(register, "/api/auth/register", {
        method: "POST",
        body: { name: "Ada", email: uniqueEmail(), password },
      });
      expect(answer, password).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD } });
    }
    // A common word or name with digits and symbols at its ends, or with look-alike characters, is refused too.
    for (const password of ["Password123!", "Qwerty123!", "Welcome2024!", "P@ssw0rd1", "!!Monkey2025", "Dragon#1"]) {
      const answer = await new TestClient().call(register, "/api/auth/register", {
        method: "POST",
        body: { name: "Ada", email: uniqueEmail(), password },
      });
      expect(answer, password).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD_STEM } });
    }
    // A passphrase of common words is not a common password.
    const fine = await new TestClient().call(register, "/api/auth/register", {
      method: "POST",
      body: { name: "Ada", email: uniqueEmail(), password: "password of mine at launch" },
    });
    expect(fine.status).toBe(201);
  });

  it("are refused when changing the password and when resetting it", async () => {
    const { client, email } = await signUp();
    const changed = await client.call(updatePassword, "/api/auth/update-password", {
      method: "POST",
      body: { password: "12345678", currentPassword: PASSWORD },
    });
    expect(changed).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD } });

    await client.call(requestReset, "/api/auth/request-password-reset", { method: "POST", body: { email } });
    const token = new URL(
      /(http\S+\/auth\/reset-password\?token=\S+)/.exec((await lastEmailTo(email)).text)![1]!,
    ).searchParams.get("token")!;
    const reset = await client.call(passwordReset, "/api/auth/password-reset", {
      method: "PUT",
      body: { token, password: "password" },
    });
    expect(reset).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD } });
    // The link was not used up by the refusal.
    const good = await client.call(passwordReset, "/api/auth/password-reset", {
      method: "PUT",
      body: { token, password: "a brand new passphrase" },
    });
    expect(good.status).toBe(200);
  });
});
