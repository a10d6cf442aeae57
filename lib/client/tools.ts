import { reportKinds, type ReportKind } from "@/lib/core/kinds/kind";

/**
 * The one name of each tool, used wherever a tool or its report is named: the side menu, the dashboard's cards and
 * buttons, the report headings, page titles, the library, share pages, examples and exports (and the
 * Load Reports tabs). Plain data, so server code imports it too.
 */
export const toolNames = {
  pp: "Pain Points",
  ms: "Marketing Strategy",
  iv: "Idea Validation",
} as const satisfies Record<ReportKind, string>;

/**
 * The three tools as the browser knows them, by report kind: the session-storage keys (docs/ARCHITECTURE.md), plus
 * `evidenceKey`, where the customer evidence of the tool's last run is kept (and read again when its report is saved).
 */
export const tools = {
  pp: {
    path: "/app/pain-points",
    label: toolNames.pp,
    storageKey: "searchPrompt_pp",
    evidenceKey: "searchEvidence_pp",
    submit: "Identify Pain Points",
    save: "/api/data/save-pain-point-report",
    read: (id: string) => `/api/data/pain-point-report/${id}`,
    loadFailure: "Failed to load pain point report. Please try again.",
  },
  ms: {
    path: "/app/market",
    label: toolNames.ms,
    storageKey: "searchPrompt_strat",
    evidenceKey: "searchEvidence_strat",
    submit: "Generate Strategy",
    save: "/api/data/save-market-strat",
    read: (id: string) => `/api/data/strat-report/${id}`,
    loadFailure: "Failed to load market strategy report. Please try again.",
  },
  iv: {
    path: "/app/validator",
    label: toolNames.iv,
    storageKey: "searchPrompt_eval",
    evidenceKey: "searchEvidence_eval",
    submit: "Validate Idea",
    save: "/api/data/save-validator-report",
    read: (id: string) => `/api/data/validation-report/${id}`,
    // The original client's alert uses the pain-point wording for validation reports too.
    loadFailure: "Failed to load pain point report. Please try again.",
  },
} as const satisfies Record<ReportKind, unknown>;

export const slots = reportKinds;

/**
 * Where a tool keeps the library idea its form works on: a run from the form is filed under it (a new version) unless
 * the founder switches idea or starts a new one. Its text is kept under the tool's `storageKey` with it.
 */
export const ideaKey = (slot: ReportKind) => `ideaId_${slot}`;

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
export function rememberIdea(slot: ReportKind, id: string | null, text?: IdeaText): void {
  if (id) sessionStorage.setItem(ideaKey(slot), id);
  else sessionStorage.removeItem(ideaKey(slot));
  if (text) {
    sessionStorage.setItem(tools[slot].storageKey, text.prompt);
    sessionStorage.setItem(tools[slot].evidenceKey, text.evidence ?? "");
  }
  window.dispatchEvent(new Event(IDEA_CHANGED));
}

/** For useSyncExternalStore: the remembered idea of a tool (null on the server). */
export const ideaStore = {
  subscribe(onChange: () => void) {
    window.addEventListener(IDEA_CHANGED, onChange);
    return () => window.removeEventListener(IDEA_CHANGED, onChange);
  },
  read: (slot: ReportKind) => sessionStorage.getItem(ideaKey(slot)),
  readOnServer: () => null,
};

/** The slot whose page this is, or null (the dashboard). */
export function slotOfPath(pathname: string): ReportKind | null {
  return slots.find((slot) => pathname.startsWith(tools[slot].path)) ?? null;
}

/** The most customer evidence a report can take, in characters (the server's limit, lib/core/report/evidence.ts). */
export const EVIDENCE_MAX = 20_000;

/**
 * The request that generates a slot's report. Customer evidence, when there is any, goes in a JSON body with the idea:
 * pain points then use the POST form of create-report, since 20,000 characters do not fit in a query string.
 */
export function generationRequest(
  slot: ReportKind,
  prompt: string,
  evidence?: string,
  ideaId?: string,
  withResults = false,
): { url: string; init: RequestInit } {
  const headers = { accept: "text/event-stream", "content-type": "application/json" };
  const given = evidence?.trim();
  const body = JSON.stringify({
    userPrompt: prompt,
    ...(given ? { evidence: given } : {}),
    ...(ideaId ? { idea_id: ideaId } : {}),
    ...(withResults && slot === "iv" && ideaId ? { with_results: true } : {}),
  });
  if (slot === "pp") {
    if (!given) {
      const idea = ideaId ? `&idea_id=${encodeURIComponent(ideaId)}` : "";
      return { url: `/api/data/create-report?search=${encodeURIComponent(prompt)}${idea}`, init: { headers } };
    }
    return { url: "/api/data/create-report", init: { method: "POST", headers, body } };
  }
  const url = slot === "ms" ? "/api/data/market-plan" : "/api/data/validate-idea";
  return { url, init: { method: "POST", headers, body } };
}
