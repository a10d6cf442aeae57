import "server-only";
import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { confirmFreshSignIn, confirmOwner, deleteAccount, readDeletionBody } from "@/lib/server/auth/account-deletion";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { clearDeviceCookie } from "@/lib/server/auth/devices";
import { identifyCaller, requireCaller, SIGN_IN_REQUIRED } from "@/lib/server/auth/current-user";
import { HttpError, route } from "@/lib/server/http";
import { accountExport } from "@/lib/server/reports/account-export";

const deleted = () =>
  clearDeviceCookie(clearSessionCookies(NextResponse.json({ message: "Your account has been deleted." })));

/**
 * The contract's GET: accepted only with the Authorization header (a cookie alone is refused, since any site can make
 * a browser send a GET with its cookies), and only in a session that began with a sign-in in the last few minutes,
 * since it asks for no password.
 */
export const deleteAccountByLinkRoute = route(async (request) => {
  const db = await getDb();
  const caller = await identifyCaller(db, request);
  if (!caller) throw new HttpError(401, SIGN_IN_REQUIRED);
  if (caller.via !== "bearer") {
    throw new HttpError(
      403,
      "Deleting an account by link needs the Authorization header. Use Delete Account in Your Account instead.",
    );
  }
  await confirmFreshSignIn(db, caller);
  await deleteAccount(db, caller.user);
  return deleted();
});

/**
 * Our own pages' call, from our own origin: JSON `{ password }` (wrong: 400, counted against the per-user quota of
 * password checks, 429 past it); an account without a password needs a sign-in in the last minutes (403 with
 * `reauth: "google"` otherwise). See confirmOwner.
 */
export const deleteAccountRoute = route(async (request) => {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const { password } = await readDeletionBody(request);
  await confirmOwner(db, caller, password);
  await deleteAccount(db, caller.user);
  return deleted();
});

/** Download my data: the founder's account, ideas and reports as one JSON file (a plan is not needed). */
export const accountExportRoute = route(async (request) => {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const body = await accountExport(db, caller.user);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="launchlens-data-${day}.json"`,
    },
  });
});
