import { eq, sql } from "drizzle-orm";
import { POST as authenticate } from "@/app/api/auth/authenticate/route";
import { getDb } from "@/db";
import { users, type User } from "@/db/schema";
import { hashPassword } from "@/lib/server/auth/password";
import { TestClient, uniqueEmail } from "@/test/api";

export const PASSWORD = "correct horse battery";
let passwordHash: Promise<string> | undefined;

/**
 * A verified account with that address, signed in through POST /api/auth/authenticate; the client keeps its cookies.
 * The account row is written directly: these suites are about billing, and do not depend on the sign-up flow.
 */
export async function signedInAccount(email = uniqueEmail(), client = new TestClient()) {
  passwordHash ??= hashPassword(PASSWORD);
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ fullName: "Ada Founder", email, passwordHash: await passwordHash, emailVerifiedAt: new Date() })
    .returning();
  const login = await client.call(authenticate, "/api/auth/authenticate", {
    method: "POST",
    body: { email, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login of ${email} failed: ${login.status} ${login.text}`);
  return { client, email, user: user! };
}

export async function userByEmail(email: string): Promise<User | undefined> {
  const [user] = await (
    await getDb()
  )
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

export async function userById(id: string): Promise<User> {
  const [user] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return user!;
}
