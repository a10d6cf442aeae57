"use client";

import { useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { ChevronIcon, FileIcon, UploadIcon } from "@/components/ui/icons";
import { fieldClass } from "@/components/ui/TextField";
import { kinds, type ReportKind, reportKinds } from "@/lib/core/kinds";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";

const count = (n: number) => n.toLocaleString("en-US");
const FILE_TYPES = [".txt", ".csv", ".md"];
/** A UTF-8 file of more bytes than this holds more characters than the limit, whatever it says: no need to read it. */
const FILE_MAX_BYTES = 3 * EVIDENCE_MAX;

export const evidenceTooLong = (evidence: string) => evidence.length > EVIDENCE_MAX;

/** The evidence a tool's form starts from: its own last run's, else the evidence given to another tool. */
function storedEvidence(slot: ReportKind): string {
  const own = sessionStorage.getItem(kinds[slot].storage.evidence);
  if (own !== null) return own;
  return reportKinds.map((other) => sessionStorage.getItem(kinds[other].storage.evidence)).find(Boolean) ?? "";
}

const noSubscription = () => () => {};

/**
 * A tool form's customer evidence: what is kept in session storage (read once the page runs in the browser) until the
 * founder edits it. The form writes it back under `searchEvidence_<slot>` when it runs the tool.
 */
export function useStoredEvidence(slot: ReportKind): [string, (evidence: string) => void] {
  const stored = useSyncExternalStore(
    noSubscription,
    () => storedEvidence(slot),
    () => "",
  );
  const [draft, setDraft] = useState<string | null>(null);
  return [draft ?? stored, setDraft];
}

type FileMessage = { tone: "error" | "success"; text: string } | null;

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
    fileName: `${id}-file-name`,
    fileHelp: `${id}-file-help`,
  };
  const field = useRef<HTMLTextAreaElement>(null);
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const [fileMessage, setFileMessage] = useState<FileMessage>(null);
  // The name of the file last chosen: the input is emptied at once (so the same file can be added again) and would not show it.
  const [chosen, setChosen] = useState<string | null>(null);
  const open = openChoice ?? value !== "";
  const tooLong = evidenceTooLong(value);
  const over = value.length - EVIDENCE_MAX;

  function addFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again reads it again.
    input.value = "";
    if (!file) return;
    setChosen(file.name);
    const refuse = (text: string) => setFileMessage({ tone: "error", text: `${file.name} was not added: ${text}` });
    if (!FILE_TYPES.some((type) => file.name.toLowerCase().endsWith(type))) {
      return refuse(
        "only .txt, .csv and .md files can be read. Save it as plain text, or copy and paste the useful part.",
      );
    }
    if (file.size > FILE_MAX_BYTES) {
      return refuse(
        `it is longer than the ${count(EVIDENCE_MAX)}-character limit. Paste only the most useful passages instead.`,
      );
    }
    setFileMessage(null);
    const reader = new FileReader();
    reader.onerror = () => refuse("the browser could not read it. Try again, or paste its text instead.");
    reader.onload = () => {
      const text = String(reader.result ?? "")
        .replace(/\r\n?/g, "\n")
        .trim();
      if (!text) return refuse("it is empty.");
      // The text as it is now, not as it was when the file was chosen.
      const current = field.current?.value ?? value;
      const joined = current.trim() ? `${current.replace(/\s+$/, "")}\n\n${text}` : text;
      if (evidenceTooLong(joined)) {
        const excess = joined.length - EVIDENCE_MAX;
        return refuse(
          `it has ${count(text.length)} characters, which would put the evidence ${count(excess)} over the ${count(EVIDENCE_MAX)}-character limit. Cut the file or the text here, then add it again.`,
        );
      }
      onChange(joined);
      setFileMessage({ tone: "success", text: `Added ${file.name} (${count(text.length)} characters).` });
    };
    reader.readAsText(file);
  }

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
          <div className="min-w-0">
            {/*
              The native input stays in the Tab order and the accessibility tree (visually hidden); its label is the
              visible button, which shows the input's focus ring. The browser's own "Choose File / No file chosen"
              control could not be styled like the rest of the app.
            */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <input
                id={ids.file}
                type="file"
                accept=".txt,.csv,.md,text/plain,text/csv,text/markdown"
                onChange={addFile}
                aria-describedby={`${ids.fileName} ${ids.fileHelp}`}
                className="peer sr-only"
              />
              <label
                htmlFor={ids.file}
                className="btn-secondary min-h-10 cursor-pointer px-4 text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
              >
                <UploadIcon className="size-4 text-ink-600" />
                Add a .txt, .csv or .md file
              </label>
              <span id={ids.fileName} className="flex min-w-0 items-center gap-1.5 text-sm text-ink-600">
                {chosen ? (
                  <>
                    <FileIcon className="size-4 shrink-0 text-ink-500" />
                    <span className="sr-only">Last file chosen: </span>
                    <span className="font-medium text-ink-900 [overflow-wrap:anywhere]">{chosen}</span>
                  </>
                ) : (
                  "No file chosen"
                )}
              </span>
            </div>
            <div id={ids.fileHelp}>
              <p role="alert" className="mt-1.5 text-sm font-medium text-red-700 empty:hidden">
                {fileMessage?.tone === "error" ? fileMessage.text : ""}
              </p>
              <p role="status" className="mt-1.5 text-sm text-ink-600 empty:hidden">
                {fileMessage?.tone === "success" ? fileMessage.text : ""}
              </p>
            </div>
          </div>
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
