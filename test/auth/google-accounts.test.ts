import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { POST as authenticate } from "@/app/api/auth/authenticate/route";
import { POST as register } from "@/app/api/auth/register/route";
import { oneTimeCodes, users } from "@/db/schema";
import { accountForGoogle } from "@/lib/auth/google-accounts";
import { TestClient, uniqueEmail } from "@/test/api";
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

  it("takes an unverified account away from whoever registered it: Google proves who owns the address", async () => {
    // Someone registers the victim's address with their own password and never verifies it.
    const email = uniqueEmail();
    const squatter = new TestClient();
    await squatter.call(register, "/api/auth/register", { method: "POST", body: { name: "Squatter", email, password: PASSWORD } });
    const db = await getDb();

    const user = await accountForGoogle(db, { subject: `g-${email}`, email, name: "Owner" });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toBeNull();
    // The squatter's password no longer opens it, and their pending code is dead.
    const login = await squatter.call(authenticate, "/api/auth/authenticate", { method: "POST", body: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
    const codes = await db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.userId, user.id), isNull(oneTimeCodes.consumedAt)));
    expect(codes).toEqual([]);
  });
});
