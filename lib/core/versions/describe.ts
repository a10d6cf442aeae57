import { marketInputLabels } from "@/lib/core/labels";
import { factorLabel } from "@/lib/core/report/factors";
import type { MarketInputRef, VersionCause } from "./cause";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "Customers (Clinics), Price a year (Clinics)". */
export const inputsInWords = (inputs: readonly MarketInputRef[]) =>
  inputs.map((ref) => `${marketInputLabels[ref.input]} (${ref.segment})`).join(", ");

/**
 * Why a version was made, in one sentence: what the founder did (or re-ran), so the list of versions tells the story
 * of the decision. `textChanged` and `evidenceChanged` compare it with the version before.
 */
export function causeSentence(change: VersionCause, textChanged: boolean, evidenceChanged: boolean): string {
  switch (change.cause) {
    case "first":
      return "First version.";
    case "revalidated":
      return `Re-validated with ${plural(change.results, "recorded result")}${textChanged ? " and new text" : ""}.`;
    case "answered":
      return `Re-run with ${plural(change.answers, "survey answer")}${change.results > 0 ? ` and ${plural(change.results, "recorded result")}` : ""}${textChanged ? " and new text" : ""}.`;
    case "rescore":
      return `Rescore of ${factorLabel(change.factor)} accepted from the conversation.`;
    case "market_edit": {
      const parts = [
        change.edited.length > 0 ? `Market inputs edited by you: ${inputsInWords(change.edited)}.` : "",
        change.cleared.length > 0 ? `Back to the model's figures: ${inputsInWords(change.cleared)}.` : "",
      ].filter(Boolean);
      return parts.join(" ") || "Market inputs saved as they were.";
    }
    case "saved":
    case "rerun": {
      const verb = change.cause === "saved" ? "Saved from the tool page" : "Re-run";
      if (textChanged && evidenceChanged) return `${verb} with new text and new evidence.`;
      if (textChanged) return `${verb} with new text.`;
      if (evidenceChanged) return `${verb} with new evidence, the same text.`;
      return `${verb} with the same text and evidence.`;
    }
  }
}

/** The founder's market inputs a version kept from the one before, in words, or null when it kept none. */
export function keptSentence(change: VersionCause): string | null {
  const kept = "kept" in change ? change.kept : undefined;
  return kept && kept.length > 0 ? `Kept your market inputs: ${inputsInWords(kept)}.` : null;
}
