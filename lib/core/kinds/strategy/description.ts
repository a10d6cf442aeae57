import type { KindDescription } from "../kind";

/** The marketing strategy: audience, objectives, channels and their experiments, tactics and a 90-day timeline. */
export const strategy = {
  kind: "ms",
  label: "Marketing Strategy",
  noun: "marketing strategy",
  aliases: ["ms", "market-strat", "strat-report"],
  path: "/app/market",
  storage: { prompt: "searchPrompt_strat", evidence: "searchEvidence_strat" },
  submit: "Generate Strategy",
  description:
    "Describe your idea and get a 90-day marketing plan: audience, objectives, channels, tactics and a timeline.",
  generationFailure: "Failed to get marketing strategy",
} as const satisfies KindDescription<"ms">;
