import { reportKinds } from "@/lib/core/kinds/kind";

/**
 * What a model call served (the usage table's `kind`): a report of a kind, a chat answer, a visitor's free try, or a
 * pitch page's or a survey's draft, the changes proposed for an idea.
 */
export const usageKinds = [...reportKinds, "chat", "try", "pitch", "survey", "pivots"] as const;
export type UsageKind = (typeof usageKinds)[number];

/** Which call of its run: the report, an extra scoring run, a second try (cut short, or repair of a malformed answer). */
export const usageSteps = ["report", "scores", "retry", "repair", "answer"] as const;
export type UsageStep = (typeof usageSteps)[number];
