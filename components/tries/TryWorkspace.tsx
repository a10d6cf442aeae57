"use client";

import Link from "next/link";
import { useCallback, useRef, useState } from "react";
import { DemoNotice, StillWriting } from "@/components/reports/parts";
import { ValidationView } from "@/components/reports/validation/ValidationView";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { plan } from "@/lib/core/billing/plan";
import { TRY_KEPT_HOURS } from "@/lib/core/tries/pending";
import { Turnstile } from "./Turnstile";
import { TryIdeaForm } from "./TryIdeaForm";
import { useTry, type TryPhase } from "./useTry";

const siteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;

/** Resolves with Turnstile's token once the widget has one (at once when Turnstile is not configured). */
function useTurnstileToken() {
  const token = useRef<string | undefined>(undefined);
  const waiting = useRef<((token: string) => void)[]>([]);
  const onToken = useCallback((value: string) => {
    token.current = value;
    for (const resolve of waiting.current.splice(0)) resolve(value);
  }, []);
  const next = useCallback(async () => {
    if (!siteKey) return undefined;
    const value = token.current ?? (await new Promise<string>((resolve) => waiting.current.push(resolve)));
    // A token is good for one check: the next send waits for a fresh one.
    token.current = undefined;
    return value;
  }, []);
  return { onToken, next };
}

/** The try page: the validation as it is written, what the visitor has and has not, and the way to keep it. */
export function TryWorkspace() {
  const turnstile = useTurnstileToken();
  const { phase, send } = useTry(turnstile.next);
  const [widgetKey, setWidgetKey] = useState(0);
  const sendAgain: typeof send = (pending) => {
    setWidgetKey((key) => key + 1);
    return send(pending);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <p className="eyebrow">Free idea validation</p>
        <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">
          {phase.name === "done" ? "Your idea validation" : "Validate your idea"}
        </h1>
      </header>
      {siteKey && (phase.name === "sending" || phase.name === "form" || phase.name === "loading") && (
        <Turnstile key={widgetKey} siteKey={siteKey} onToken={turnstile.onToken} />
      )}
      <Phase phase={phase} onSend={sendAgain} />
    </div>
  );
}

function Phase({ phase, onSend }: { phase: TryPhase; onSend: ReturnType<typeof useTry>["send"] }) {
  switch (phase.name) {
    case "loading":
    case "form": {
      // The same elements while the page asks the server for this browser's try and once it has found none, so the
      // form is painted at once (it is the page's largest element) and neither moves nor is drawn again.
      const waiting = phase.name === "loading";
      const idea = phase.name === "form" ? phase.idea : undefined;
      const error = phase.name === "form" ? phase.error : undefined;
      return (
        <div className="space-y-4">
          {error ? (
            <Alert tone="error">{error}</Alert>
          ) : (
            !idea && (
              // Both sentences in one grid cell: the slot is as high as the longer one, whichever shows. At least as many
              // lines as the sentence takes at each width: drawn with the first paint, it may be rewrapped when the web
              // fonts arrive after it (font-display: swap), which would move the form below (CLS 0.02).
              <div className="grid min-h-[3lh] sm:min-h-[2lh] lg:min-h-0">
                <p className={`col-start-1 row-start-1 text-ink-600 ${waiting ? "invisible" : ""}`}>
                  There is no free validation in this browser yet. Describe your idea and LaunchLens validates it.
                </p>
                {waiting && (
                  <p role="status" className="col-start-1 row-start-1 text-ink-600">
                    Looking for a validation in this browser…
                  </p>
                )}
              </div>
            )
          )}
          <div className="card p-4 sm:p-5">
            {/* Drawn again for an idea to send again: its fields take their first values when they are made. */}
            <TryIdeaForm key={idea ? "idea" : "blank"} onSend={onSend} initial={idea} autoFocus waiting={waiting} />
          </div>
        </div>
      );
    }
    case "refused":
      return (
        <div className="space-y-4">
          <Alert tone="info">{phase.message}</Alert>
          <IdeaQuote prompt={phase.idea.prompt} />
          <p className="text-ink-700">
            Your idea is kept in this tab: after you sign up, the validator has it ready to run.
          </p>
          <TrialLinks />
        </div>
      );
    case "running":
    case "done":
      return (
        <div className="space-y-5">
          <IdeaQuote prompt={phase.idea.prompt} />
          <WhatYouHave done={phase.name === "done"} />
          {phase.report?.demo === true && <DemoNotice />}
          {phase.report ? <ValidationView report={phase.report} /> : <Waiting text="Analyzing data..." />}
          {phase.name === "running" && phase.report && <StillWriting />}
          {phase.name === "done" && (
            <p role="status" className="sr-only">
              Your idea validation is ready.
            </p>
          )}
        </div>
      );
  }
}

function IdeaQuote({ prompt }: { prompt: string }) {
  return (
    <figure className="rounded-xl border border-line bg-white px-5 py-4">
      <figcaption className="text-sm font-semibold text-ink-600">Your idea</figcaption>
      <blockquote className="mt-1 text-ink-900 [overflow-wrap:anywhere] whitespace-pre-line">{prompt}</blockquote>
    </figure>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
      <Spinner className="size-9 text-brand-600" />
      <p className="text-lg font-semibold text-ink-950">{text}</p>
      <p className="text-ink-600">The first sections arrive in a few seconds.</p>
    </div>
  );
}

/** What the visitor has and has not, said plainly, and the way to keep it. */
function WhatYouHave({ done }: { done: boolean }) {
  return (
    <aside aria-labelledby="keep-title" className="rounded-xl border border-brand-200 bg-brand-50 px-5 py-4">
      <h2 id="keep-title" className="font-semibold text-brand-900">
        {done ? "Keep this validation" : "While it is written"}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-brand-900">
        You have this one report, kept for {TRY_KEPT_HOURS} hours in this browser: it cannot be saved, shared, exported
        or asked about here. {done ? "Create" : "Once it is finished, create"} an account from this browser to keep it,
        run the pain points and marketing strategy, track its experiments and ask it questions.
      </p>
      {/* Offered once the report is whole: a try still being written cannot move into an account yet. */}
      {done && (
        <div className="mt-3">
          <TrialLinks />
        </div>
      )}
    </aside>
  );
}

function TrialLinks() {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Link href="/auth/register" className="btn-primary">
        Create my account, {plan.trialDays}-day free trial
      </Link>
      <Link href="/auth/login" className="btn-ghost">
        I have an account: log in
      </Link>
    </div>
  );
}
