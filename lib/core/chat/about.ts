import { kinds, type ReportKind } from "@/lib/core/kinds";
import type { MessageAbout } from "@/lib/core/api/chat";

/**
 * The marker of a message of the idea's conversation that was about another report than the one shown: "about
 * version 3", "about the marketing strategy, version 1", "about a deleted version"; null when it was about this one
 * (or the message is new, so about this one too).
 */
export function aboutNote(
  about: MessageAbout | undefined,
  shown: { id?: string; kind?: ReportKind } = {},
): string | null {
  if (!about || (shown.id !== undefined && about.report_id === shown.id)) return null;
  if (about.report_id === null || about.kind === null || about.version === null) return "about a deleted version";
  if (shown.kind !== undefined && about.kind !== shown.kind) {
    return `about the ${kinds[about.kind].noun}, version ${about.version}`;
  }
  return `about version ${about.version}`;
}
