"use client";

import Link from "next/link";
import { ACCOUNT_HASH } from "@/lib/core/app-links";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AuthCard } from "@/components/auth/AuthCard";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

/** The unsubscribe page's card: one button, then the card says it is done (its title takes the focus). */
export function UnsubscribeForm({ token }: { token: string }) {
  const { call, busy, error } = useApiAction();
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await call(
      "action",
      () => callApi("unsubscribe", { body: { token }, retryOn401: false }),
      "We could not turn the reminders off. Please try again.",
    );
    if (answer) setDone(answer.message ?? "Experiment reminders are off.");
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
