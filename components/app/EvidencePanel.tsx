"use client";

import { useId, useRef, useState, useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/Alert";
import { ChevronIcon } from "@/components/ui/icons";
import { fieldClass } from "@/components/ui/TextField";
import { kinds, type ReportKind, reportKinds } from "@/lib/core/kinds";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import { evidenceTooLong, formatCount as count } from "./evidence-limit";
import { EvidenceFile } from "./EvidenceFile";
import { useEvidenceFile } from "./useEvidenceFile";

/** The evidence a tool's form starts from: its own last run's, else the evidence given to another tool. */
function storedEvidence(kind: ReportKind): string {
  const own = sessionStorage.getItem(kinds[kind].storage.evidence);
  if (own !== null) return own;
  return reportKinds.map((other) => sessionStorage.getItem(kinds[other].storage.evidence)).find(Boolean) ?? "";
}

const noSubscription = () => () => {};

/**
 * A tool form's customer evidence: what is kept in session storage (read once the page runs in the browser) until the
 * founder edits it. The form writes it back under `searchEvidence_<slot>` when it runs the tool.
 */
export function useStoredEvidence(kind: ReportKind): [string, (evidence: string) => void] {
  const stored = useSyncExternalStore(
    noSubscription,
    () => storedEvidence(kind),
    () => "",
  );
  const [draft, setDraft] = useState<string | null>(null);
  return [draft ?? stored, setDraft];
}

/**
 * The optional, collapsible "Customer evidence" part of a tool form: a textarea for what real people said, a character
 * counter, and a .txt/.csv/.md file read in the browser and added to the text. `errorId` names the over-limit message,
 * so the form's submit button can point to it.
 */
export function EvidencePanel({
  value,
  onChange,
  errorId,
  className = "",
}: {
  value: string;
  onChange(value: string): void;
  errorId: string;
  className?: string;
}) {
  const id = useId();
  const ids = {
    region: `${id}-region`,
    field: `${id}-field`,
    help: `${id}-help`,
    counter: `${id}-counter`,
    file: `${id}-file`,
  };
  const field = useRef<HTMLTextAreaElement>(null);
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const { chosen, fileMessage, addFile } = useEvidenceFile(value, onChange, field);
  const open = openChoice ?? value !== "";
  const tooLong = evidenceTooLong(value);
  const over = value.length - EVIDENCE_MAX;

  const describedBy = [ids.help, ids.counter, tooLong ? errorId : ""].filter(Boolean).join(" ");

  return (
    <div className={`rounded-xl border border-line bg-surface ${className}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={ids.region}
        onClick={() => setOpenChoice(!open)}
        className={`flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-stone-100 ${open ? "rounded-t-xl" : "rounded-xl"}`}
      >
        <span>
          <span className="font-semibold text-ink-950">Customer evidence (optional)</span>
          {!open && value !== "" && (
            <span className="ml-2 text-sm text-ink-600">
              {count(value.length)} characters added{tooLong ? ", over the limit" : ""}
            </span>
          )}
        </span>
        <ChevronIcon className={`size-5 shrink-0 text-ink-500 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={ids.region} hidden={!open} className="border-t border-line px-4 pt-3 pb-4">
        <label htmlFor={ids.field} className="block text-sm font-semibold text-ink-900">
          Customer evidence
        </label>
        <p id={ids.help} className="mt-1 text-sm text-ink-600">
          Paste what customers said. Quotes in the report are checked against this text; nothing is invented.
        </p>
        <textarea
          id={ids.field}
          ref={field}
          name="evidence"
          rows={8}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={tooLong}
          placeholder="Reviews, forum posts, interview notes, survey answers, support tickets…"
          className={`mt-2 py-3 ${fieldClass}`}
        />
        <div className="mt-2 flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <EvidenceFile id={ids.file} chosen={chosen} message={fileMessage} onFile={addFile} />
          <p
            id={ids.counter}
            className={`text-sm tabular-nums ${tooLong ? "font-semibold text-red-700" : "text-ink-600"}`}
          >
            {count(value.length)} / {count(EVIDENCE_MAX)}
            <span className="sr-only"> characters</span>
            {tooLong && <span> ({count(over)} over)</span>}
          </p>
        </div>
      </div>
      {tooLong && (
        <div className="px-4 pb-4">
          <Alert tone="error" id={errorId}>
            The customer evidence is {count(over)} characters over the {count(EVIDENCE_MAX)}-character limit. Cut at
            least {count(over)} characters, starting with the least useful passages, to run the report.
          </Alert>
        </div>
      )}
    </div>
  );
}
