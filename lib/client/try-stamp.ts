"use client";

import type { TryStampAnswer } from "@/lib/core/api/tries";
import { callUrl } from "./call-api";

/** A stamp from `GET /api/try/stamp` and when this browser received it (its own clock, `Date.now()`). */
export interface HeldStamp {
  stamp: string;
  at: number;
}

/**
 * A stamp older than this is asked for again before a try is sent: the server takes one for a day, and a form left
 * open that long waits out the minimum once more rather than being refused.
 */
const FRESH_MS = 12 * 60 * 60_000;

/** Asks the server to sign the moment the try form appeared; null when it cannot be reached (the send asks again). */
export async function fetchTryStamp(): Promise<HeldStamp | null> {
  try {
    const response = await fetch(callUrl("tryStamp"), { headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- our own API's answer (GET /api/try/stamp); the browser ships no zod, and `stamp` is checked below
    const { stamp } = (await response.json()) as TryStampAnswer;
    return typeof stamp === "string" ? { stamp, at: Date.now() } : null;
  } catch {
    return null;
  }
}

/** The stamp to send: the form's own while it is fresh, else a new one (null only when the server cannot be reached). */
export async function usableStamp(held: HeldStamp | undefined): Promise<HeldStamp | null> {
  return held && Date.now() - held.at < FRESH_MS ? held : fetchTryStamp();
}

/**
 * Waits out what is left of the minimum since the stamp arrived, so a person who pasted their idea and pressed
 * Validate at once is not refused. Measured from its arrival on this browser's clock, which is after the server signed
 * it: the server, counting from the signing, always finds at least as long.
 */
export async function minimumPassed(held: HeldStamp, minimumMs: number): Promise<void> {
  const left = held.at + minimumMs - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
