"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { callUrl } from "@/lib/client/call-api";
import { messageIn } from "@/lib/client/session-fetch";
import { calls } from "@/lib/core/api/calls";
import { heldReport } from "@/lib/client/held-report";
import { readEvents } from "@/lib/client/sse";
import type { TryAnswer, TryRequest } from "@/lib/core/api/tries";
import { minimumPassed, usableStamp } from "@/lib/client/try-stamp";
import { TRY_MIN_SUBMIT_MS } from "@/lib/core/tries/policy";
import { kinds } from "@/lib/core/kinds";
import type { HeldReport } from "@/lib/core/report/schemas";
import { applyPatch, isTextPatch } from "@/lib/core/report/stream-patch";
import { PENDING_TRY_KEY, type PendingTry } from "@/lib/core/tries/pending";

type Idea = { prompt: string; evidence: string };

/** Where a try page stands. */
export type TryPhase =
  | { name: "loading" }
  /** Nothing running: the form, with what was typed and why it must be sent again, if anything. */
  | { name: "form"; idea?: Idea; error?: string }
  | { name: "sending"; idea: Idea }
  | { name: "running"; idea: Idea; report: HeldReport<"iv"> | null }
  | { name: "done"; idea: Idea; report: HeldReport<"iv"> }
  /** Turned away by a limit: the trial is the way on, and the idea waits in this tab for the app's validator. */
  | { name: "refused"; idea: Idea; message: string };

const POLL_MS = 2_000;
const NETWORK = "We could not reach LaunchLens. Check your connection and try again.";

function readPending(): PendingTry | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PENDING_TRY_KEY) ?? "null");
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- what keepForTheApp wrote to this tab's session storage; `prompt` marks it
    return value && typeof value === "object" && "prompt" in value ? (value as PendingTry) : null;
  } catch {
    return null;
  }
}

/** The idea waits for the app's validator in this tab (its form reads these keys), so nothing typed is lost. */
function keepForTheApp(idea: Idea) {
  sessionStorage.setItem(kinds.iv.storage.prompt, idea.prompt);
  if (idea.evidence) sessionStorage.setItem(kinds.iv.storage.evidence, idea.evidence);
}

/** This browser's try as the server keeps it; while it is still being written, asked again every two seconds. */
async function loadTry(setPhase: (phase: TryPhase) => void): Promise<void> {
  try {
    const response = await fetch(callUrl("readTry"), { headers: { Accept: "application/json" } });
    if (response.status === 204) return setPhase({ name: "form" });
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- our own API's answer (GET /api/try, lib/core/api's type); the browser ships no zod to parse it
    const answer = (await response.json()) as TryAnswer;
    if (!response.ok) return setPhase({ name: "form", error: messageIn(answer) ?? NETWORK });
    const idea = { prompt: answer.prompt, evidence: answer.evidence ?? "" };
    if (answer.status === "finished" && answer.report)
      return setPhase({ name: "done", idea, report: heldReport("iv", answer.report)! });
    if (answer.status === "failed") return setPhase({ name: "form", idea, error: answer.failure ?? undefined });
    setPhase({ name: "running", idea, report: null });
    setTimeout(() => void loadTry(setPhase), POLL_MS);
  } catch {
    setPhase({ name: "form", error: NETWORK });
  }
}

/**
 * A free try in the browser: sends the idea the landing left in session storage (or the form's), streams the
 * validation in, and after a reload reads this browser's try back from `GET /api/try` (waiting while it is written).
 */
export function useTry(turnstileToken: () => Promise<string | undefined>) {
  const [phase, setPhase] = useState<TryPhase>({ name: "loading" });
  const reload = useCallback(() => loadTry(setPhase), []);
  const started = useRef(false);

  const send = useCallback(
    async (pending: PendingTry) => {
      const idea = { prompt: pending.prompt, evidence: pending.evidence };
      sessionStorage.setItem(PENDING_TRY_KEY, JSON.stringify(pending));
      setPhase({ name: "sending", idea });
      try {
        const held = pending.stamp && pending.stamped_at ? { stamp: pending.stamp, at: pending.stamped_at } : undefined;
        const stamp = await usableStamp(held);
        if (!stamp) return setPhase({ name: "form", idea, error: NETWORK });
        // A founder who pasted their idea and pressed Validate at once waits here, busy, rather than being refused.
        const [token] = await Promise.all([turnstileToken(), minimumPassed(stamp, TRY_MIN_SUBMIT_MS)]);
        const body: TryRequest = {
          prompt: pending.prompt,
          evidence: pending.evidence || undefined,
          website: pending.website,
          stamp: stamp.stamp,
          turnstile_token: token,
        };
        const response = await fetch(callUrl("startTry"), {
          method: calls.startTry.method,
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify(body),
        });
        if (!response.ok || !response.body) {
          const answer: unknown = await response.json().catch(() => null);
          const message = messageIn(answer) ?? "Your idea could not be validated. Please try again.";
          const offerTrial = typeof answer === "object" && answer !== null && "offer_trial" in answer;
          if (offerTrial && answer.offer_trial === true) {
            keepForTheApp(idea);
            return setPhase({ name: "refused", idea, message });
          }
          return setPhase({ name: "form", idea, error: message });
        }
        sessionStorage.removeItem(PENDING_TRY_KEY);
        setPhase({ name: "running", idea, report: null });
        let soFar = "";
        let settled = false;
        await readEvents(response.body, (name, data) => {
          if (name === "patch" && isTextPatch(data)) {
            soFar = applyPatch(soFar, data);
            setPhase({ name: "running", idea, report: heldReport("iv", JSON.parse(soFar)) });
          }
          if (name === "done") {
            const report = heldReport("iv", data);
            if (report) setPhase({ name: "done", idea, report });
          }
          if (name === "error")
            setPhase({ name: "form", idea, error: messageIn(data) ?? "The validation could not be written." });
          settled ||= name === "done" || name === "error";
        });
        if (!settled) void reload();
      } catch {
        setPhase({ name: "form", idea, error: NETWORK });
      }
    },
    [turnstileToken, reload],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPending();
    // Session storage is there only once the page runs in the browser: the try starts from this effect, once.
    if (pending)
      void send(pending); // eslint-disable-line react-hooks/set-state-in-effect -- see above
    else void reload();
  }, [send, reload]);

  return { phase, send };
}
