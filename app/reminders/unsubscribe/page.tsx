import type { Metadata } from "next";
import Link from "next/link";
import { ACCOUNT_HASH } from "@/lib/core/app-links";
import { AuthCard } from "@/components/auth/AuthCard";
import { UnsubscribeForm } from "@/components/reminders/UnsubscribeForm";
import { Alert } from "@/components/ui/Alert";
import { BAD_UNSUBSCRIBE_LINK, userOfUnsubscribeToken } from "@/lib/server/experiments/unsubscribe";

// The link names an account: never in a search engine, never in a Referer.
export const metadata: Metadata = {
  title: "Experiment reminders",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

/**
 * Where the reminder e-mail's unsubscribe link leads. Opening it changes nothing (mail scanners open links): the button
 * does. A forged or cut link is told so at once; whether its account still exists is never said.
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  if (typeof token === "string" && userOfUnsubscribeToken(token)) return <UnsubscribeForm token={token} />;
  return (
    <AuthCard title="This link does not work">
      <Alert tone="error">{BAD_UNSUBSCRIBE_LINK}</Alert>
      <Link href={`/app/ideas${ACCOUNT_HASH}`} className="btn-secondary mt-6 w-full">
        Open Your Account
      </Link>
    </AuthCard>
  );
}
