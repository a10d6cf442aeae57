import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import { utcToday } from "@/lib/server/experiments/store";
import { clientAddress } from "@/lib/server/http";
import { consume } from "@/lib/server/rate-limit";
import { turnstileSiteKey, verifyTurnstile } from "@/lib/server/turnstile";
import type { formStamps } from "./form-stamp";
import { visitorOf, type Visitor } from "./visitor";

/** How soon after the form was shown a person can have sent it; faster is a bot. */
export const MIN_FILL_MS = 2_000;
/** Responses one address may send in RESPONSE_WINDOW_MS, across every page of a kind. */
export const RESPONSES_PER_ADDRESS = 10;
export const RESPONSE_WINDOW_MS = 10 * 60_000;

/** How a kind's public form admits a response: its stamps, and the key its per-address limit counts under. */
export interface FormRules {
  stamps: ReturnType<typeof formStamps>;
  addressKey: string;
}

/** What the page's form carried besides its answers: the hidden field, the signed stamp, Turnstile's token. */
export interface FormProof {
  honeypot?: string;
  stamp?: string;
  turnstile?: string;
}

export type Admission =
  /** A person's response, and who they were on the day the form was shown (their visit of that day counts it). */
  | { admitted: true; visitor: Visitor }
  /** Past the per-address limit. */
  | { admitted: false; refused: "limited"; retryAfterSeconds: number }
  /** A filled hidden field, a form sent too fast, a stamp not this page's or spent: thanked and stored nowhere. */
  | { admitted: false; refused: "unproven" }
  /** Turnstile, when configured, did not pass. */
  | { admitted: false; refused: "challenge" };

/**
 * Whether a public form's response may be stored, as every measured kind decides it: the address's limit, then the
 * honeypot, the signed stamp (this page's, MIN_FILL_MS old, spent once), then Turnstile when configured.
 */
export async function admitResponse(
  db: Db,
  request: NextRequest,
  slug: string,
  proof: FormProof,
  rules: FormRules,
): Promise<Admission> {
  const address = clientAddress(request);
  const turn = await consume(db, `${rules.addressKey}:${address}`, {
    limit: RESPONSES_PER_ADDRESS,
    windowMs: RESPONSE_WINDOW_MS,
  });
  if (!turn.allowed) return { admitted: false, refused: "limited", retryAfterSeconds: turn.retryAfterSeconds };
  const stamp = proof.stamp ? rules.stamps.read(slug, proof.stamp) : null;
  const human = !proof.honeypot && stamp !== null && Date.now() - stamp.shownAt >= MIN_FILL_MS;
  // A form is sent once: a stamp used before (a replay, a script reusing one fetched page) stores nothing.
  const fresh = human && (await rules.stamps.spend(db, stamp.nonce));
  if (!fresh) return { admitted: false, refused: "unproven" };
  if (turnstileSiteKey() && !(await verifyTurnstile(proof.turnstile, address))) {
    return { admitted: false, refused: "challenge" };
  }
  // The visitor of the day the form was shown: only a response whose visit was counted counts in the rate.
  const shownOn = utcToday(new Date(stamp.shownAt));
  return { admitted: true, visitor: visitorOf(address, request.headers.get("user-agent") ?? "", shownOn) };
}
