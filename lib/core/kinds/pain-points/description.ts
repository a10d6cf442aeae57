import type { KindDescription } from "../kind";

/** Pain points: the frustrations customers live with, a strategy for each, and the gap in the market. */
export const painPoints = {
  kind: "pp",
  label: "Pain Points",
  noun: "pain-point report",
  aliases: ["pp", "pain-points", "pain-point-report"],
  path: "/app/pain-points",
  storage: { prompt: "searchPrompt_pp", evidence: "searchEvidence_pp" },
  submit: "Identify Pain Points",
  description:
    "Describe your idea and LaunchLens lists the frustrations your customers live with, a strategy for each, and the gap in the market.",
  generationFailure: "Failed to create report. Please try again.",
} as const satisfies KindDescription<"pp">;
