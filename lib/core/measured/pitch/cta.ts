/** A pitch page's call to action, and its words on the button (no zod here: the browser imports it). */
export const PITCH_CTAS = ["waitlist", "early_access"] as const;
export type PitchCta = (typeof PITCH_CTAS)[number];
export const ctaWords: Record<PitchCta, string> = {
  waitlist: "Join the waitlist",
  early_access: "Ask for early access",
};
