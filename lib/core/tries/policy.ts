import { plan } from "@/lib/core/billing/plan";
import { TRY_KEPT_HOURS } from "./pending";

/**
 * A free try: one idea validation a visitor runs from the landing before signing up (issue 38). These are the numbers
 * behind the limits, the try page, the FAQ and the Privacy Policy; change them here and every statement follows.
 */

export { TRY_KEPT_HOURS };

/** A form sent sooner than this after it appeared was not typed by a person (a simple bot). */
export const TRY_MIN_SUBMIT_MS = 3_000;

/** Why a try was turned away: the counts of `npm run usage` and the log use these names. */
export const tryRefusals = ["bot", "too-fast", "turnstile", "browser-daily", "address-daily", "global-cap"] as const;
export type TryRefusal = (typeof tryRefusals)[number];

/** What happens to a try, counted per UTC day (no personal data). */
export type TryEvent = "started" | "finished" | "failed" | "claimed" | `refused:${TryRefusal}`;

/** The words a refused visitor reads; the limits offer the trial beside them. */
export const tryRefusalMessages: Record<TryRefusal, string> = {
  bot: "We could not accept this try. If you are a person, start a free trial instead.",
  "too-fast": "That was quicker than anyone types. Take a moment, then send your idea again.",
  turnstile: "We could not confirm that you are a person. Reload the page and try again.",
  "browser-daily": `You have had today's free validation in this browser. Start your ${plan.trialDays}-day trial to run as many as you need.`,
  "address-daily": `Today's free validation has been used from your network. Start your ${plan.trialDays}-day trial to run as many as you need.`,
  "global-cap": `Today's free validations have all been taken. Start your ${plan.trialDays}-day trial, or come back tomorrow.`,
};

/** The limits: a refusal the visitor can do nothing about today but start the trial. */
export const isLimitRefusal = (reason: TryRefusal) =>
  reason === "browser-daily" || reason === "address-daily" || reason === "global-cap";

/** What a try gives, and what it does not, in the words of the try page, the FAQ and the Privacy Policy. */
export const TRY_KEEPS = `A free try keeps your idea, the customer evidence you gave and its validation for ${TRY_KEPT_HOURS} hours, readable only from the browser that ran it. Create an account from that browser within ${TRY_KEPT_HOURS} hours and the validation moves into it as your first idea; otherwise it is deleted.`;

/** Where the app opens a try moved into an account: its new idea, saying where it came from. */
export const claimedIdeaPath = (ideaId: string) => `/app/ideas/${ideaId}?from=try`;

/**
 * Where a sign-up that kept a try goes: the free trial starts at once (local billing) or on Stripe's checkout, and
 * either way ends on the kept idea. Its button promised the trial ("Create my account, 7-day free trial").
 */
export const claimedTrialPath = (ideaId: string) =>
  `/api/billing/checkout?${new URLSearchParams({ interval: "month", idea: ideaId })}`;

/**
 * The kept try's banner on its idea: the evidence only if some was given, and what needs a plan (running the other
 * tools, asking) apart from what never does (experiments and their results).
 */
export function claimedIdeaNote({ evidence, hasPlan }: { evidence: boolean; hasPlan: boolean }): string {
  const kept = `Your free validation is saved in your library: it is version 1 of this idea${evidence ? ", with the customer evidence you gave" : ""}.`;
  return hasPlan
    ? `${kept} With your plan you can run the pain points and marketing strategy and ask it questions; plan its experiments and record what you measure below.`
    : `${kept} Plan its experiments and record what you measure at any time; with a plan you can also run the pain points and marketing strategy and ask it questions.`;
}
