/**
 * One worked example carried through the landing page, shaped like the real reports (lib/core/report/schemas.ts), so visitors
 * see what they will get rather than placeholder text.
 */
export const sampleIdea = "ShiftPlate: ready meals for night-shift nurses, delivered to the hospital before each shift";

export const samplePainPoints = {
  idea_summary: "A ready-meal subscription for nurses working nights, timed to their rota.",
  pain_points: [
    {
      pain_point: "Canteens close at 8 pm, so night staff live on vending-machine snacks and takeaway.",
      strategy: "Deliver chilled meals to staff-room fridges before 7 pm; lead with “a real dinner at 3 am”.",
    },
    {
      pain_point: "Rotas change every week, so fixed weekly meal boxes go to waste.",
      strategy: "Let nurses enter their shifts and pay only for meals on the nights they work.",
    },
    {
      pain_point: "A break on a busy ward is ten minutes, not enough to queue for a microwave.",
      strategy: "Design every meal for three minutes of reheating and one-handed eating.",
    },
  ],
  market_gap:
    "Meal kits are built for home cooks with free evenings. No one sells ready meals scheduled around shift " +
    "rotas and delivered to the workplace, so the night shift is left to vending machines.",
};

export const sampleMarketingPlan = {
  objectives: ["200 paying subscribers across two hospitals in 90 days", "Cost per subscriber under $25"],
  key_channels: [
    "Nursing Facebook groups and r/nursing",
    "Staff-room posters with a free-week QR code",
    "Ward ambassadors",
  ],
  timeline: [
    { step: "Week 1", description: "Interview 15 night-shift nurses and test a $9 meal price." },
    { step: "Weeks 2–3", description: "Run a free-dinner pilot on one ward and collect 20 testimonials." },
    { step: "Weeks 4–6", description: "Launch referrals: a free week for every colleague who subscribes." },
    { step: "Weeks 7–12", description: "Add a second hospital through its staff-benefits office." },
  ],
};
