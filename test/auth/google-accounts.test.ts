import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { accountForGoogle } from "@/lib/auth/google-accounts";
import { uniqueEmail } from "@/test/api";
import { signUp } from "./helpers";

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

  it("marks an unverified account verified when Google vouches for the address", async () => {
    const email = uniqueEmail();
    const db = await getDb();
    await db.insert(users).values({ fullName: "Unverified", email, passwordHash: "x" });
    const user = await accountForGoogle(db, { subject: `g-${email}`, email, name: "U" });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
