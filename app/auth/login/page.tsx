import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { GoogleButton, OrDivider } from "@/components/auth/GoogleButton";
import { LoginForm } from "@/components/auth/LoginForm";
import { getSessionUser } from "@/lib/server/auth/session-user";
import { readVerificationToken } from "@/lib/server/auth/tokens";
import { getEnv, modesOf } from "@/lib/server/env";
import { heldInvitationEmail } from "@/lib/server/team/pending";

export const metadata: Metadata = { title: "Log In", robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  if (await getSessionUser()) redirect("/app/dashboard");
  const { token } = await searchParams;
  const verifiedEmail = token ? (await readVerificationToken(token))?.email : undefined;
  // Come from an invitation's page (issue 49): the address it was sent to, to start with.
  const invitedEmail = verifiedEmail ? undefined : await heldInvitationEmail();

  return (
    <AuthCard title="Welcome Back" subtitle="Log in to see your reports and validate your next idea.">
      {/* Without Google configured the button is not offered at all; start-up logs the fact for the operator. */}
      {modesOf(getEnv()).google && (
        <>
          <GoogleButton />
          <OrDivider />
        </>
      )}
      <LoginForm defaultEmail={verifiedEmail ?? invitedEmail} verified={Boolean(verifiedEmail)} />
      <p className="mt-6 text-center text-sm text-ink-600">
        New to LaunchLens?{" "}
        <Link href="/auth/register" className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
