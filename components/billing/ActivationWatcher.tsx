"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { callApi } from "@/lib/client/call-api";

const POLL_MS = 2_000;
const GIVE_UP_MS = 90_000;

/**
 * After Stripe Checkout: waits for the webhook to record the trial (or, for someone who had theirs, the subscription),
 * then moves on to the dashboard by itself.
 */
export function ActivationWatcher({ trial = true }: { trial?: boolean }) {
  const what = trial ? "free trial" : "subscription";
  const router = useRouter();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    async function check() {
      try {
        const { ok, data } = await callApi("currentUser");
        if (ok && data.has_access) {
          router.replace("/app/dashboard");
          return;
        }
      } catch {
        // A dropped request is retried on the next tick.
      }
      if (stopped) return;
      if (Date.now() - started > GIVE_UP_MS) setSlow(true);
      timer = setTimeout(check, POLL_MS);
    }
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [router]);

  return slow ? (
    <Alert tone="info">
      Stripe has not confirmed your {what} yet. If you finished checkout it will appear in a moment; this page keeps
      checking, or press Next.
    </Alert>
  ) : (
    <div
      role="status"
      className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800"
    >
      <Spinner className="size-4" /> Activating your {what}… this usually takes a few seconds.
    </div>
  );
}
