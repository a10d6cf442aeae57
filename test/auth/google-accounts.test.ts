import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { POST as authenticate } from "@/app/api/auth/authenticate/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as verifyEmail } from "@/app/api/auth/verify-email/route";
import { registrations, users } from "@/db/schema";
import { accountForGoogle } from "@/lib/server/auth/google-accounts";
import { lastCodeFor, TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD, signUp } from "./helpers";

describe("accountForGoogle", () => {
  it("creates a verified account without a password for a new address", async () => {
    const email = uniqueEmail();
    const user = await accountForGoogle(await getDb(), { subject: `g-${email}`, email, name: "Grace Hopper" });
    expect(user).toMatchObject({ email, fullName: "Grace Hopper", passwordHash: null, googleSubject: `g-${email}` });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("links an existing account with the same e-mail, whatever its case", async () => {
    const { email } = await signUp();
    const db = await getDb();
    const [before] = await db.select().from(users).where(eq(users.email, email));
    const user = await accountForGoogle(db, { subject: "google-123", email: email.toUpperCase(), name: "Other Name" });
    expect(user.id).toBe(before!.id);
    expect(user).toMatchObject({ googleSubject: "google-123", fullName: before!.fullName });
    expect(user.passwordHash).toBe(before!.passwordHash);
  });

  it("finds the linked account by Google's subject even after the e-mail changed", async () => {
    const email = uniqueEmail();
    const db = await getDb();
    const first = await accountForGoogle(db, { subject: "google-stable", email, name: "A" });
    const again = await accountForGoogle(db, { subject: "google-stable", email: uniqueEmail(), name: "A" });
    expect(again.id).toBe(first.id);
  });

  it("ends every pending registration of the address: Google proves who owns it", async () => {
    // Someone registers the owner's address with their own password and never verifies it.
    const email = uniqueEmail();
    const squatter = new TestClient();
    const registered = await squatter.call(register, "/api/auth/register", {
      method: "POST",
      body: { name: "Squatter", email, password: PASSWORD },
    });
    const code = await lastCodeFor(email);
    const db = await getDb();

    const user = await accountForGoogle(db, { subject: `g-${email}`, email, name: "Owner" });
    expect(user).toMatchObject({ fullName: "Owner", passwordHash: null });
    expect(await db.select().from(registrations).where(eq(registrations.email, email))).toEqual([]);
    // The squatter's password does not open it, and their code completes nothing.
    const login = await squatter.call(authenticate, "/api/auth/authenticate", {
      method: "POST",
      body: { email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    const token = new URL(String(registered.body.redirectTo), "http://x").searchParams.get("token")!;
    const verified = await squatter.call(
      verifyEmail,
      `/api/auth/verify-email?userCode=${code}&token=${encodeURIComponent(token)}`,
    );
    expect(verified.status).toBe(400);
  });

  it("two first sign-ins at once end with one account, never an error", async () => {
    const email = uniqueEmail();
    const db = await getDb();
    const identity = { subject: `g-race-${email}`, email, name: "Racer" };
    const accounts = await Promise.all(Array.from({ length: 4 }, () => accountForGoogle(db, identity)));
    expect(new Set(accounts.map((account) => account.id)).size).toBe(1);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
