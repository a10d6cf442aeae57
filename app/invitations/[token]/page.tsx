import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { InvitationCard } from "@/components/team/InvitationCard";
import { Alert } from "@/components/ui/Alert";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/server/auth/session-user";
import { INVITATION_GONE, readInvitation } from "@/lib/server/team/invitations";

// The link is a credential: never in a search engine, never in a Referer.
export const metadata: Metadata = {
  title: "An invitation",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

/**
 * Where an invitation e-mail's link leads (issue 49). Opening it changes nothing (mail scanners open links): the
 * invited person joins with a button, signed in with the address it was sent to. Signed out, they sign up or in
 * first and are brought back here.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const valid = /^[A-Za-z0-9_-]{43}$/.test(token);
  const [invitation, user] = await Promise.all([valid ? readInvitation(await getDb(), token) : null, getSessionUser()]);
  if (!invitation) {
    return (
      <AuthCard title="This invitation does not work">
        <Alert tone="error">{INVITATION_GONE}</Alert>
        <Link href={user ? "/app/ideas" : "/auth/login"} className="btn-secondary mt-6 w-full">
          {user ? "Open your ideas" : "Log in"}
        </Link>
      </AuthCard>
    );
  }
  return (
    <InvitationCard
      token={token}
      invitation={{
        email: invitation.email,
        role: invitation.role,
        idea: invitation.ideaTitle,
        inviter: invitation.inviter ?? "Someone",
      }}
      signedInAs={user ? { email: user.email, verified: user.emailVerifiedAt !== null } : null}
    />
  );
}
