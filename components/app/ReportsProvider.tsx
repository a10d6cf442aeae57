"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { OFFLINE } from "@/lib/client/api";
import { callApi } from "@/lib/client/call-api";
import { heldReport } from "@/lib/client/held-report";
import { failureOf, messageIn, sessionFetch } from "@/lib/client/session-fetch";
import { readEvents } from "@/lib/client/sse";
import { generationRequest, type RunWith } from "@/lib/client/tools";
import { forEveryKind, kinds, type ReportKind } from "@/lib/core/kinds";
import type { HeldReport } from "@/lib/core/report/schemas";
import { applyPatch, isTextPatch } from "@/lib/core/report/stream-patch";

export type Report = HeldReport;

export interface SlotState<K extends ReportKind = ReportKind> {
  /** The report so far: partial while streaming, complete when done; null when empty. */
  report: HeldReport<K> | null;
  status: "idle" | "generating" | "done";
  error: string | null;
  /** The library idea the run was asked for (the idea page shows its runs as they stream), if one was named. */
  ideaId?: string | null;
}

/** One slot per report kind, each holding a report of its own kind. */
export type Slots = { [K in ReportKind]: SlotState<K> };

interface ReportsContext {
  slots: Slots;
  /**
   * Runs a tool on an idea and, optionally, the customer evidence the founder pasted. With `ideaId` the report is a
   * new version of that idea in the library (a re-run after an edit); without it the server files it by its prompt.
   * `also`: what else a run of a named idea reads (its recorded results, a survey's answers: lib/client/tools.ts).
   */
  generate(kind: ReportKind, prompt: string, evidence?: string, ideaId?: string, also?: RunWith): Promise<void>;
  /** Shows a finished report in the slot of its kind. */
  show(report: HeldReport): void;
  clear(kind: ReportKind): void;
  /**
   * Brings back the tool's newest report from the history after a reload, once per page load, if the slot is empty
   * and was not emptied on purpose, unless `stillWanted` says no by the time it arrives.
   */
  restore(kind: ReportKind, stillWanted?: () => boolean): void;
}

const empty = { report: null, status: "idle", error: null } as const;
const emptySlots: Slots = forEveryKind(() => empty);
const Context = createContext<ReportsContext | null>(null);

/** The slots with one of them changed; the report, if any, is of the slot's own kind. */
function withSlot<K extends ReportKind>(slots: Slots, kind: K, next: Partial<SlotState<K>>): Slots {
  return { ...slots, [kind]: { ...slots[kind], ...next } };
}

function startGeneration(
  kind: ReportKind,
  prompt: string,
  evidence: string | undefined,
  ideaId: string | undefined,
  also: RunWith,
  signal: AbortSignal,
): Promise<Response> {
  const { url, init } = generationRequest(kind, prompt, evidence, ideaId, also);
  return sessionFetch(url, { ...init, signal });
}

/** The newest report of a tool's kind in the user's history, or null (none, or it could not be fetched). */
async function lastReport<K extends ReportKind>(kind: K): Promise<HeldReport<K> | null> {
  try {
    const list = await callApi("history", { query: { kind, limit: 1 } });
    const newest = list.ok ? list.data.data[0] : undefined;
    if (!newest) return null;
    const report = await callApi("readReport", { params: { id: newest.id } });
    return report.ok ? heldReport(kind, report.data) : null;
  } catch {
    return null;
  }
}

/**
 * Holds each tool's report while the user moves between pages, and runs generations: a report streams in section by
 * section, and keeps streaming if the user goes to another page meanwhile.
 */
export function ReportsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Slots>(emptySlots);
  const running = useRef<Partial<Record<ReportKind, AbortController>>>({});

  const update = useCallback(<K extends ReportKind>(kind: K, next: Partial<SlotState<K>>) => {
    setState((current) => withSlot(current, kind, next));
  }, []);

  // The slots already restored from the history (or emptied on purpose) during this page load.
  const restored = useRef(new Set<ReportKind>());

  const clear = useCallback(
    (kind: ReportKind) => {
      running.current[kind]?.abort();
      delete running.current[kind];
      // The founder asked for the form: the history's newest report must not come back over it.
      restored.current.add(kind);
      update(kind, empty);
    },
    [update],
  );

  const show = useCallback(
    (report: HeldReport) => {
      running.current[report.kind]?.abort();
      update(report.kind, { report, status: "done", error: null, ideaId: null });
    },
    [update],
  );

  const generate = useCallback(
    async (kind: ReportKind, prompt: string, evidence?: string, ideaId?: string, also: RunWith = {}) => {
      running.current[kind]?.abort();
      const controller = new AbortController();
      running.current[kind] = controller;
      update(kind, { report: null, status: "generating", error: null, ideaId: ideaId ?? null });
      // An aborted run (Back to prompt, or a newer run) never writes over the slot.
      const fail = (message: string) => {
        if (!controller.signal.aborted) update(kind, { report: null, status: "idle", error: message });
      };
      try {
        const response = await startGeneration(kind, prompt, evidence, ideaId, also, controller.signal);
        if (!response.ok || !response.body) {
          return fail(
            await failureOf(response, `The ${kinds[kind].label} report could not be generated. Please try again.`),
          );
        }
        let settled = false;
        // The report so far as JSON text, rebuilt from the server's patches.
        let soFar = "";
        await readEvents(response.body, (name, data) => {
          if (controller.signal.aborted) return;
          if (name === "patch" && isTextPatch(data)) {
            soFar = applyPatch(soFar, data);
            update(kind, { report: heldReport(kind, JSON.parse(soFar)) });
          }
          if (name === "done") update(kind, { report: heldReport(kind, data), status: "done" });
          if (name === "error") fail(messageIn(data) ?? "The report could not be generated. Please try again.");
          settled ||= name === "done" || name === "error";
        });
        if (!settled && !controller.signal.aborted)
          fail("The report stopped before it was finished. Please try again.");
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("report generation failed", error);
        fail(OFFLINE);
      } finally {
        if (running.current[kind] === controller) delete running.current[kind];
      }
    },
    [update],
  );

  const restore = useCallback((kind: ReportKind, stillWanted: () => boolean = () => true) => {
    if (restored.current.has(kind)) return;
    restored.current.add(kind);
    void lastReport(kind).then((report) => {
      // Only into a slot still empty: a report opened or started meanwhile wins.
      if (report && stillWanted())
        setState((current) =>
          current[kind].status === "idle" && !current[kind].report
            ? withSlot(current, kind, { report, status: "done", error: null, ideaId: null })
            : current,
        );
    });
  }, []);

  const value = useMemo(
    () => ({ slots: state, generate, show, clear, restore }),
    [state, generate, show, clear, restore],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useReports(): ReportsContext {
  const context = useContext(Context);
  if (!context) throw new Error("useReports is used outside ReportsProvider");
  return context;
}
