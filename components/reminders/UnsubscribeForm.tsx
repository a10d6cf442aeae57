"use client";

import Link from "next/link";
import { ACCOUNT_HASH } from "@/lib/core/app-links";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AuthCard } from "@/components/auth/AuthCard";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { api } from "@/lib/client/api";

/** The unsubscribe page's card: one button, then the card says it is done (its title takes the focus). */
export function UnsubscribeForm({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api("/api/reminders/unsubscribe", {
        method: "POST",
        body: { token },
        retryOn401: false,
      });
      if (ok) setDone(data.message ?? "Experiment reminders are off.");
      else setError(data.message ?? "We could not turn the reminders off. Please try again.");
    } catch {
      setError("We could not reach LaunchLens. Check your connection and try again.");
    }
    setBusy(false);
  }

  if (done) {
    return (
      <AuthCard title="Reminders are off" headingRef={heading}>
        <div role="status" className="space-y-4">
          <p className="text-ink-700">{done}</p>
          <Link href={`/app/ideas${ACCOUNT_HASH}`} className="btn-secondary w-full">
            Open Your Account
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Experiment reminders"
      subtitle="LaunchLens e-mails you, at most once a day, when an experiment passes its due date without a result."
    >
      <form method="post" onSubmit={submit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <SubmitButton busy={busy} busyLabel="Turning off…">
          Stop experiment reminders
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
