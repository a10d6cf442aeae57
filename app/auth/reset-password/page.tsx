import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResetPasswordForm, UnusableResetLink } from "@/components/auth/ResetPasswordForm";
import { resetTitles } from "@/components/auth/reset-titles";
import { getDb } from "@/db";
import { resetLinkUsable } from "@/lib/server/auth/passwords";

export const metadata: Metadata = { title: "Reset Password", robots: { index: false } };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  // A used, expired or malformed link is recognised as the page opens, instead of after a new password is typed; the
  // card's title then says so rather than offering a new password.
  const usable = typeof token === "string" && (await resetLinkUsable(await getDb(), token));
  if (usable) return <ResetPasswordForm token={token} />;
  const reason = token ? "expired" : "incomplete";
  return (
    <AuthCard title={resetTitles[reason]}>
      <UnusableResetLink reason={reason} />
    </AuthCard>
  );
}
