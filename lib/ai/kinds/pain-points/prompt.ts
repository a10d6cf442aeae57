import "server-only";
import { sharedRules } from "@/lib/ai/prompts/shared";

export const painPointInstructions = `${sharedRules}

Your task: a pain-point report that mines what customers already complain about.
- Think about the reviews, forum threads and support tickets of the products these customers use today (name them where you can), and the recurring frustrations in them.
- title: a short name for the report (at most 8 words).
- idea_summary: one or two sentences restating the idea in neutral terms: who it serves and how.
- pain_points: 4 to 6 distinct, concrete frustrations, the most often mentioned first. Each pain_point describes a real situation in the customer's words (when, what goes wrong, what it costs them), not a feature request. Each strategy says how this product could solve that pain specifically, including what to build or promise first.
  - quotes: 0 to 3 excerpts copied exactly from the evidence that show this pain; an empty list when there is no evidence or none fits.
  - mentions: how many distinct passages of the evidence describe this pain (0 without evidence).
  - basis: "evidence" when quotes show it, else "inference".
  With evidence, build the pain points from what customers actually say before adding inferred ones.
- market_gap: the opening that existing products leave, in 2 to 4 sentences: what is missing, for whom, and why incumbents have not filled it. If you see no credible gap, say so honestly.`;

export const painPointTask = "Write the pain-point report for this idea.";
