import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { NextResponse } from "next/server";
import { getDb } from "@/db";
import { INVITATION_DAYS } from "@/lib/core/team/roles";
import { baseOptions, prefixedCookies } from "@/lib/server/auth/cookies";
import { readInvitation } from "./invitations";

/**
 * An invitation opened before signing in (issue 49): its token waits in a cookie while the invited person signs up,
 * confirms their address or signs in (by password or Google), and the page they land on sends them back to it. The
 * cookie only brings them back to the invitation's page; joining is their own click there.
 */
export const pendingInvitationCookieName = () => (prefixedCookies() ? "__Host-ll_invitation" : "ll_invitation");

export function holdInvitation<R extends NextResponse<unknown>>(response: R, token: string): R {
  response.cookies.set(pendingInvitationCookieName(), token, {
    ...baseOptions(),
    maxAge: INVITATION_DAYS * 24 * 60 * 60,
  });
  return response;
}

export function forgetInvitation<R extends NextResponse<unknown>>(response: R): R {
  response.cookies.set(pendingInvitationCookieName(), "", { ...baseOptions(), maxAge: 0 });
  return response;
}

/** The address a held invitation was sent to, for the sign-up and log-in forms to start with. */
export async function heldInvitationEmail(): Promise<string | undefined> {
  const token = (await cookies()).get(pendingInvitationCookieName())?.value;
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return (await readInvitation(await getDb(), token))?.email;
}

/** For the pages a sign-in lands on: back to a held invitation, while it can still be accepted. */
export async function followPendingInvitation(): Promise<void> {
  const token = (await cookies()).get(pendingInvitationCookieName())?.value;
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return;
  if (await readInvitation(await getDb(), token)) redirect(`/invitations/${token}`);
}
