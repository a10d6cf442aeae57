import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { Alert } from "@/components/ui/Alert";
import { getDb } from "@/db";
import { resetLinkUsable } from "@/lib/auth/passwords";

export const metadata: Metadata = { title: "Reset Password", robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  // A used, expired or malformed link is recognised as the page opens, instead of after a new password is typed.
  const usable = typeof token === "string" && (await resetLinkUsable(await getDb(), token));
  return (
    <AuthCard title="Choose a new password">
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert tone="error">
            {token
              ? "This reset link has already been used or has expired. Links work once, for a limited time: request a new one."
              : "This reset link is incomplete. Please open the link from the e-mail again, or request a new one."}
          </Alert>
          <Link href="/auth/forgot-password" className="btn-secondary mt-6 w-full">
            Request a new link
          </Link>
        </>
      )}
    </AuthCard>
  );
}
