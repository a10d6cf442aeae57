import type { KindDescription } from "../kind";

/** The idea validation: eight scored factors, the computed grade, market size, revenue, competitors and next steps. */
export const validation = {
  kind: "iv",
  label: "Idea Validation",
  noun: "idea validation",
  aliases: ["iv", "validator", "validation-report"],
  path: "/app/validator",
  storage: { prompt: "searchPrompt_eval", evidence: "searchEvidence_eval" },
  submit: "Validate Idea",
  description:
    "Describe your idea and get an honest validation: eight scored factors, an overall grade and a revenue estimate.",
  generationFailure: "Failed to evaluate idea",
} as const satisfies KindDescription<"iv">;
