"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { groupThousands as count } from "@/lib/core/numbers";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import { TRY_KEPT_HOURS, type PendingTry } from "@/lib/core/tries/pending";
import { fetchTryStamp, type HeldStamp } from "@/lib/client/try-stamp";

/**
 * The idea box of a free try (the landing's hero, and the try page when a try must be sent again): the idea, the
 * collapsed "What customers said" with the app's limit, a field people never see (a bot fills it), and the server's
 * signed stamp of when the form appeared, asked for once it shows: the server wants a try sent at least
 * TRY_MIN_SUBMIT_MS after it, and the try page waits out the rest. The fields have no names and the form's
 * action is the sign-up page: without JavaScript the button still leads somewhere, and nothing typed goes into a URL.
 */
export function TryIdeaForm({
  onSend,
  initial,
  autoFocus = false,
  waiting = false,
}: {
  onSend(pending: PendingTry): void;
  initial?: { prompt: string; evidence: string };
  autoFocus?: boolean;
  /**
   * Drawn but not usable yet (`inert`): the try page paints the form at once, while it asks the server whether this
   * browser has a try, so that its first paint is already its largest element (the LCP waits on no request).
   */
  waiting?: boolean;
}) {
  const id = useId();
  const stamp = useRef<HeldStamp | null>(null);
  const prompt = useRef<HTMLTextAreaElement>(null);
  const website = useRef<HTMLInputElement>(null);
  const [evidence, setEvidence] = useState(initial?.evidence ?? "");
  const tooLong = evidence.length > EVIDENCE_MAX;
  useEffect(() => {
    // After the first paint (the landing is prerendered): the server signs the moment the form appeared.
    if (waiting) return;
    void fetchTryStamp().then((held) => {
      stamp.current ??= held;
    });
    // Focused once usable: a prerendered `autofocus` would land on the form while it is still inert.
    if (autoFocus) prompt.current?.focus();
  }, [waiting, autoFocus]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong) return;
    onSend({
      prompt: prompt.current?.value.trim() ?? "",
      evidence,
      website: website.current?.value ?? "",
      // Not there yet (sent within moments, or offline): the try page asks for one and waits out the minimum.
      stamp: stamp.current?.stamp,
      stamped_at: stamp.current?.at,
    });
  }

  return (
    <form
      action="/auth/register"
      onSubmit={submit}
      inert={waiting}
      className="space-y-3"
      aria-describedby={`${id}-note`}
    >
      <label htmlFor={`${id}-idea`} className="block text-sm font-semibold text-ink-900">
        Describe your business idea
      </label>
      <textarea
        id={`${id}-idea`}
        ref={prompt}
        required
        minLength={10}
        maxLength={4_000}
        rows={4}
        defaultValue={initial?.prompt}
        placeholder="A booking app for independent dog groomers that fills cancelled slots from a waitlist…"
        className="block w-full resize-y rounded-lg border border-stone-300 bg-white px-3.5 py-3 text-base text-ink-950 shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      <details className="group rounded-lg border border-line bg-white/70 open:bg-white" open={Boolean(evidence)}>
        <summary className="cursor-pointer rounded-lg px-3.5 py-2.5 text-sm font-semibold text-ink-800 select-none">
          What customers said <span className="font-normal text-ink-600">(optional)</span>
        </summary>
        <div className="space-y-1.5 px-3.5 pb-3">
          <label htmlFor={`${id}-evidence`} className="block text-sm text-ink-600">
            Paste reviews, forum posts or interview notes: every quote in the report is checked against them.
          </label>
          <textarea
            id={`${id}-evidence`}
            rows={4}
            value={evidence}
            onChange={(event) => setEvidence(event.target.value)}
            aria-invalid={tooLong}
            aria-describedby={`${id}-count`}
            className="block w-full resize-y rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink-950 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500"
          />
          <p id={`${id}-count`} className={`text-xs ${tooLong ? "font-semibold text-red-700" : "text-ink-600"}`}>
            {tooLong
              ? `Keep the customer evidence under ${count(EVIDENCE_MAX)} characters: cut the least useful passages.`
              : `${count(evidence.length)} of ${count(EVIDENCE_MAX)} characters`}
          </p>
        </div>
      </details>
      {/* People never see this field; a bot that fills every field gives itself away. */}
      <div className="hidden">
        <label>
          Website
          <input ref={website} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button type="submit" aria-disabled={tooLong} className="btn-primary w-full sm:w-auto">
        Validate my idea
      </button>
      <p id={`${id}-note`} className="text-sm text-ink-600">
        Free, no account needed: one idea validation a day, kept for {TRY_KEPT_HOURS} hours in this browser.
      </p>
    </form>
  );
}
