import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { authErrorReason } from "./reasons";

export const metadata: Metadata = { title: "Sign-in Problem", robots: { index: false } };

export default async function AuthErrorPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string | string[] }>;
}) {
  const reason = authErrorReason((await searchParams).error);
  return (
    <AuthCard title="AuthError">
      {reason && <p className="text-ink-700">{reason}</p>}
      <Link href="/auth/login" className="btn-primary mt-6 w-full">
        Back to log in
      </Link>
    </AuthCard>
  );
}
