import { isPercentUnit, type PassLine } from "@/lib/core/experiments/pass-line";

/**
 * Whether a next step is a landing-page or waitlist test a pitch page can run itself: its pass line is a share (a
 * sign-up or conversion rate in %), and its words name a landing page, a one-page offer, a waitlist or sign-ups.
 */
export function isPitchStep(step: { action?: string; threshold?: string; pass_line?: PassLine | null }): boolean {
  if (!step.pass_line || !isPercentUnit(step.pass_line.unit) || step.pass_line.comparator !== ">=") return false;
  const words = `${step.action ?? ""} ${step.threshold ?? ""} ${step.pass_line.metric}`;
  return /landing|one-page|one page|waitlist|wait list|sign-?ups?|pre-?launch|early access/i.test(words);
}
