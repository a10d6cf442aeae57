import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { Alert } from "@/components/ui/Alert";

export const metadata: Metadata = { title: "Reset Password", robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert tone="error">This reset link is incomplete. Please open the link from the e-mail again.</Alert>
          <Link href="/auth/forgot-password" className="btn-secondary mt-6 w-full">
            Request a new link
          </Link>
        </>
      )}
    </AuthCard>
  );
}
