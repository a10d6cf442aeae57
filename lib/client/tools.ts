/** The three tools as the browser knows them: slot names and session-storage keys of SPEC.md section 3. */
export const tools = {
  pp: {
    slot: "pp",
    kind: "pp",
    path: "/app/pain-points",
    label: "Pain Points",
    title: "Pain Point Report",
    storageKey: "searchPrompt_pp",
    submit: "Identify Pain Points",
    save: "/api/data/save-pain-point-report",
    read: (id: string) => `/api/data/pain-point-report/${id}`,
    loadFailure: "Failed to load pain point report. Please try again.",
  },
  strat: {
    slot: "strat",
    kind: "ms",
    path: "/app/market",
    label: "Marketing Strategy",
    title: "Marketing Strategy",
    storageKey: "searchPrompt_strat",
    submit: "Generate Strategy",
    save: "/api/data/save-market-strat",
    read: (id: string) => `/api/data/strat-report/${id}`,
    loadFailure: "Failed to load market strategy report. Please try again.",
  },
  eval: {
    slot: "eval",
    kind: "iv",
    path: "/app/validator",
    label: "Idea Validator",
    title: "Idea Validation",
    storageKey: "searchPrompt_eval",
    submit: "Validate Idea",
    save: "/api/data/save-validator-report",
    read: (id: string) => `/api/data/validation-report/${id}`,
    // SPEC.md section 8 uses the pain-point wording for validation reports too.
    loadFailure: "Failed to load pain point report. Please try again.",
  },
} as const;

export type Slot = keyof typeof tools;
export const slots = Object.keys(tools) as Slot[];

export const slotOfKind = (kind: "pp" | "ms" | "iv"): Slot => (kind === "pp" ? "pp" : kind === "ms" ? "strat" : "eval");

/** The slot whose page this is, or null (the dashboard). */
export function slotOfPath(pathname: string): Slot | null {
  return slots.find((slot) => pathname.startsWith(tools[slot].path)) ?? null;
}

/** The request that generates a slot's report. */
export function generationRequest(slot: Slot, prompt: string): { url: string; init: RequestInit } {
  const headers = { accept: "text/event-stream", "content-type": "application/json" };
  if (slot === "pp") return { url: `/api/data/create-report?search=${encodeURIComponent(prompt)}`, init: { headers } };
  const url = slot === "strat" ? "/api/data/market-plan" : "/api/data/validate-idea";
  return { url, init: { method: "POST", headers, body: JSON.stringify({ userPrompt: prompt }) } };
}
