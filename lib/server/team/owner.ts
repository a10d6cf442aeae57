import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { NotFound } from "@/lib/core/errors";
import type { IdeaAccess } from "./access";

/** The idea owner's account: whose plan and quota a member's reports run on. */
export async function ownerOf(db: Db, access: IdeaAccess): Promise<User> {
  const [owner] = await db.select().from(users).where(eq(users.id, access.ownerId));
  if (!owner) throw new NotFound("Idea not found.");
  return owner;
}
