"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import { claimedTrialPath } from "@/lib/core/tries/policy";
import { CodeInput, emptyCode } from "./CodeInput";

const SHAKE_MS = 3_000;
const RESEND_COOLDOWN_S = 10;
const NOT_CHECKED = "That code could not be checked. Please try again.";
const NOT_RESENT = "An error occurred while resending the code.";

/** Hook for a countdown in whole seconds; `start` restarts it. */
function useCountdown(initial = 0) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

export function VerifyForm({ email, token }: { email: string; token: string }) {
  const router = useRouter();
  const [digits, setDigits] = useState(emptyCode);
  const checking = useApiAction();
  const resending = useApiAction({ offline: NOT_RESENT });
  const busy = checking.busy;
  const [invalid, setInvalid] = useState(false);
  // Bumped after a refused code: the boxes are empty again and the first one takes the focus.
  const [attempt, setAttempt] = useState(0);
  const [resent, setResent] = useState<string | null>(null);
  // A code was sent just before this page opened, and the server allows one every 10 seconds.
  const [cooldown, setCooldown] = useCountdown(RESEND_COOLDOWN_S);

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => setInvalid(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [invalid]);

  // One message at a time: the code's check, or the resend's answer.
  function clearMessages() {
    checking.setError(null);
    resending.setError(null);
    setResent(null);
  }

  async function submit(code: string) {
    clearMessages();
    await checking.task(
      "action",
      async () => {
        const { ok, data } = await callApi("verifyEmail", { query: { userCode: code, token }, retryOn401: false });
        if (ok) {
          checking.leave();
          // A free validation run in this browser is now the account's first idea. Its button promised the trial: the
          // trial starts (local billing) or Stripe's checkout opens, and either way the founder lands on the idea.
          if (data.claimed_idea_id) window.location.assign(claimedTrialPath(data.claimed_idea_id));
          else router.replace("/auth/choose-plan");
          return;
        }
        if (data.invalidCode) setInvalid(true);
        setDigits(emptyCode());
        setAttempt((count) => count + 1);
        throw new Error(data.message ?? NOT_CHECKED);
      },
      NOT_CHECKED,
    );
  }

  async function resend() {
    setCooldown(RESEND_COOLDOWN_S);
    clearMessages();
    const answer = await resending.call(
      "action",
      () => callApi("resendCode", { body: { email, token }, retryOn401: false }),
      NOT_RESENT,
    );
    if (answer) setResent(`We have sent a new code to ${email}.`);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (digits.every(Boolean)) void submit(digits.join(""));
      }}
      className="space-y-6"
    >
      <CodeInput
        digits={digits}
        onChange={setDigits}
        onComplete={(code) => void submit(code)}
        disabled={busy}
        invalid={invalid}
        focusKey={attempt}
      />
      <div aria-live="polite" className="min-h-6 text-sm text-ink-600">
        {busy && (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4" /> Checking your code…
          </span>
        )}
      </div>
      {checking.error && <Alert tone="error">{checking.error}</Alert>}
      {resending.error && <Alert tone="error">{resending.error}</Alert>}
      {resent && <Alert tone="success">{resent}</Alert>}
      <p className="text-center text-sm text-ink-600">
        Did not get it? Check your spam folder, or{" "}
        <button
          type="button"
          onClick={resend}
          disabled={cooldown > 0}
          className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline"
        >
          {cooldown > 0 ? `Resend (${cooldown}s)` : "Resend"}
        </button>
      </p>
    </form>
  );
}
