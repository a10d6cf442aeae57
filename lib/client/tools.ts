import { calls } from "@/lib/core/api/calls";
import type { BodyOf } from "@/lib/core/api/contract";
import { kinds, type ReportKind } from "@/lib/core/kinds";
import { callUrl } from "./call-api";

/**
 * The tools as the browser keeps them: the library idea each tool's form works on, its text under the first client's
 * session-storage keys (`kinds[kind].storage`), and the request that generates a report. What a kind is called and
 * where its page is: lib/core/kinds.
 */

/**
 * Where a tool keeps the library idea its form works on: a run from the form is filed under it (a new version) unless
 * the founder switches idea or starts a new one. Its text is kept under the tool's storage keys with it.
 */
export const ideaKey = (kind: ReportKind) => `ideaId_${kind}`;

const IDEA_CHANGED = "launchlens:idea-changed";

/** The text of an idea as its form starts from it: the prompt it was last run with, and its customer evidence. */
export interface IdeaText {
  prompt: string;
  evidence?: string | null;
}

/**
 * Remembers (or with null forgets) the idea a tool is working on, with its text when given, so the form shows the
 * words of the idea it names, and tells the pages that read it.
 */
export function rememberIdea(kind: ReportKind, id: string | null, text?: IdeaText): void {
  if (id) sessionStorage.setItem(ideaKey(kind), id);
  else sessionStorage.removeItem(ideaKey(kind));
  if (text) {
    sessionStorage.setItem(kinds[kind].storage.prompt, text.prompt);
    sessionStorage.setItem(kinds[kind].storage.evidence, text.evidence ?? "");
  }
  window.dispatchEvent(new Event(IDEA_CHANGED));
}

/** For useSyncExternalStore: the remembered idea of a tool (null on the server). */
export const ideaStore = {
  subscribe(onChange: () => void) {
    window.addEventListener(IDEA_CHANGED, onChange);
    return () => window.removeEventListener(IDEA_CHANGED, onChange);
  },
  read: (kind: ReportKind) => sessionStorage.getItem(ideaKey(kind)),
  readOnServer: () => null,
};

/**
 * What a run of a named idea reads besides its evidence: `withResults`, a validation weighing the recorded experiment
 * results ("Re-validate with my results"); `surveyId`, a survey's answers ("Re-run with 23 answers").
 */
export interface RunWith {
  withResults?: boolean;
  surveyId?: string;
}

/**
 * The request that generates a tool's report (`POST /api/data/reports`), streamed: the idea, the customer evidence
 * when there is any, the library idea it is a new version of, and for a validation of a named idea, whether to weigh
 * its recorded experiment results.
 */
export function generationRequest(
  kind: ReportKind,
  prompt: string,
  evidence?: string,
  ideaId?: string,
  { withResults = false, surveyId }: RunWith = {},
): { url: string; init: RequestInit } {
  const given = evidence?.trim();
  const request: BodyOf<"generateReport"> = {
    kind,
    prompt,
    ...(given ? { evidence: given } : {}),
    ...(ideaId ? { idea_id: ideaId } : {}),
    ...(withResults && kind === "iv" && ideaId ? { with_results: true } : {}),
    ...(surveyId && ideaId ? { survey_id: surveyId } : {}),
  };
  const headers = { accept: "text/event-stream", "content-type": "application/json" };
  const init = { method: calls.generateReport.method, headers, body: JSON.stringify(request) };
  return { url: callUrl("generateReport"), init };
}
