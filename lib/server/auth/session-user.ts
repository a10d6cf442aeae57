import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { redirect } from "next/navigation";
import { getDb } from "@/db";
import type { User } from "@/db/schema";
import { accessCookieName } from "./cookies";
import { userForAccessToken } from "./current-user";
import { hasPaidPlan } from "./users";

/**
 * The signed-in user of a page request (the proxy has refreshed an expired access cookie already), or null. Cached per
 * request: the layout and the page both ask, and the database is asked once.
 */
export const getSessionUser = cache(async (): Promise<User | null> => {
  const token = (await cookies()).get(accessCookieName())?.value;
  if (!token) return null;
  const found = await userForAccessToken(await getDb(), token);
  return found?.user ?? null;
});

/**
 * For the pages of one's own work (the library, a report, Your Account): the signed-in user, plan or not, or a
 * redirect to log in. Only generating and saving need a plan (the API decides the same).
 */
export async function requireSessionUser(): Promise<User> {
  const user = await getSessionUser();
  if (!user) redirect("/auth/login");
  return user;
}

/** For the pages that generate (dashboard and tools): the user with a plan, or a redirect to log in or to choose a plan. */
export async function requirePaidUser(): Promise<User> {
  const user = await getSessionUser();
  if (!user) redirect("/auth/login");
  if (!hasPaidPlan(user)) redirect("/auth/choose-plan");
  return user;
}
