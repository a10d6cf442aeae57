import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { VerifyForm } from "@/components/auth/VerifyForm";
import { Alert } from "@/components/ui/Alert";
import { readVerificationToken } from "@/lib/server/auth/tokens";

export const metadata: Metadata = { title: "Verify Your E-mail", robots: { index: false } };

export default async function VerifyPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; reason?: string }>;
}) {
  const { token, reason } = await searchParams;
  const email = token ? (await readVerificationToken(token))?.email : undefined;
  if (!token || !email) {
    return (
      <AuthCard title="Verify your e-mail">
        <Alert tone="error">This verification link is incomplete or has expired.</Alert>
        <p className="mt-6 text-sm text-ink-600">
          <Link href="/auth/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>{" "}
          with the e-mail and password you registered with and we will send you a new code, or register again.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Check your inbox"
      subtitle={
        reason === "login" ? (
          <>
            Confirm your e-mail to sign in: we have sent a new code to{" "}
            <strong title={email} className="font-semibold text-ink-950 [overflow-wrap:anywhere]">
              {email}
            </strong>
            . It expires in 15 minutes.
          </>
        ) : (
          <>
            Enter the 6-digit code we sent to{" "}
            <strong title={email} className="font-semibold text-ink-950 [overflow-wrap:anywhere]">
              {email}
            </strong>
            . It expires in 15 minutes.
          </>
        )
      }
    >
      <VerifyForm email={email} token={token} />
    </AuthCard>
  );
}
