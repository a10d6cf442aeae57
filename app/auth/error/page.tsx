import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";

export const metadata: Metadata = { title: "Sign-in Problem", robots: { index: false } };

const reasons: Record<string, string> = {
  GoogleNotConfigured: "Google sign-in is not configured on this server. Please log in with your e-mail and password.",
  GoogleEmailNotVerified: "Google did not confirm that e-mail address, so we cannot sign you in with it.",
  AccessDenied: "The sign-in was cancelled or refused.",
  OAuthCallback: "Google sign-in did not complete. Please try again.",
  Configuration: "Sign-in is misconfigured on this server.",
};

export default async function AuthErrorPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { error } = await searchParams;
  const reason = error ? (reasons[error] ?? "Something went wrong while signing you in. Please try again.") : null;
  return (
    <AuthCard title="AuthError">
      {reason && <p className="text-ink-700">{reason}</p>}
      <Link href="/auth/login" className="btn-primary mt-6 w-full">
        Back to log in
      </Link>
    </AuthCard>
  );
}
