"use client";

import Link from "next/link";
import { useId, useState, type ReactNode } from "react";
import { CopyIcon, DownloadIcon, ShareIcon } from "@/components/ui/icons";
import { callUrl } from "@/lib/client/call-api";
import { downloadFile } from "@/lib/client/download";
import { useApiAction } from "@/lib/client/useApiAction";
import { quotesIn } from "@/lib/core/report/share-copy";
import { useThreadLength } from "@/components/chat/thread-cache";
import { ShareDialog } from "./ShareDialog";
import { NeedsPlan, useCanEdit, useHasPlan } from "./plan";
import type { Report } from "./ReportsProvider";

const COPY_BLOCKED = "Copying was blocked by the browser. Download the Markdown file instead.";

/**
 * What a finished report in the library offers: its version, export (Markdown, PDF, copy) and a share link. `lead`
 * takes the version link's place (the report's own page has its versions above and puts Save and Re-run there). An
 * idea validation's downloads may include the idea's verdict and experiments ("Include experiments"), and any
 * report's downloads its conversation ("Include the conversation", offered once there is one).
 */
export function ReportActions({
  report,
  onChange,
  lead,
  planNote,
}: {
  report: Report & { id: string };
  onChange: (next: Report) => void;
  lead?: ReactNode;
  /** Without a plan, what the lead's actions add to the reason shown ("Re-running and new share links…"). */
  planNote?: { id: string; text: string };
}) {
  const hasPlan = useHasPlan();
  // A viewer of a shared idea (issue 49) reads, downloads and copies; sharing is not theirs to offer.
  const canEdit = useCanEdit();
  const ownNote = useId();
  const reason = planNote ?? { id: ownNote, text: "A new share link needs a plan; a live one can still be stopped." };
  // Without a plan a live link can still be stopped in the dialog; a new one cannot be made.
  const shareBlocked = !hasPlan && report.shared !== true;
  const [sharing, setSharing] = useState(false);
  const conversation = useThreadLength(report.id);
  const exporting = useReportExport(report, conversation);

  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden" aria-label="Report actions" role="group">
      {lead ?? <VersionLinks report={report} />}
      <DownloadGroup exporting={exporting} validation={report.kind === "iv"} conversation={conversation} />
      <button type="button" onClick={exporting.copy} disabled={exporting.busy !== null} className={actionButton}>
        <CopyIcon className="size-4" /> Copy
      </button>
      {!canEdit ? null : shareBlocked ? (
        <button
          type="button"
          aria-disabled
          aria-describedby={reason.id}
          className="btn-secondary min-h-9 gap-1.5 px-3 text-sm aria-disabled:opacity-60"
        >
          <ShareIcon className="size-4" /> Share
        </button>
      ) : (
        <button type="button" onClick={() => setSharing(true)} className={actionButton}>
          <ShareIcon className="size-4" /> {report.shared === true ? "Shared" : "Share"}
        </button>
      )}
      {canEdit && !hasPlan && (
        <NeedsPlan id={reason.id} className="w-full">
          {reason.text}
        </NeedsPlan>
      )}
      <ActionNote note={exporting.note} />
      <ShareDialog
        reportId={report.id}
        shared={report.shared === true}
        saved={report.saved === true}
        quotes={quotesIn(report.kind, report).length}
        conversation={conversation}
        experiments={report.kind === "iv"}
        open={sharing}
        onClose={() => setSharing(false)}
        onChange={(shared) => onChange({ ...report, shared })}
        onSaved={(saved) => onChange({ ...report, ...saved })}
      />
    </div>
  );
}

const actionButton = "btn-secondary min-h-9 gap-1.5 px-3 text-sm disabled:opacity-60";

/**
 * The report's downloads (Markdown, PDF, with the sections the founder ticked) and Copy, one at a time, and what the
 * last one did: `note`, an error or a success.
 */
function useReportExport(report: Report & { id: string }, conversation: number) {
  const { task, pending: busy, error } = useApiAction<"md" | "pdf" | "copy">();
  const [done, setDone] = useState<string | null>(null);
  const [withExperiments, setWithExperiments] = useState(false);
  const [withConversation, setWithConversation] = useState(false);
  const note = error ? { text: error, error: true } : done ? { text: done, error: false } : null;

  async function download(format: "md" | "pdf") {
    if (busy) return;
    setDone(null);
    const query = {
      format,
      experiments: report.kind === "iv" && withExperiments ? ("1" as const) : undefined,
      conversation: conversation > 0 && withConversation ? ("1" as const) : undefined,
    };
    const path = callUrl("exportReport", { params: { id: report.id }, query });
    if (await task(format, () => downloadFile(path), "The file could not be made. Please try again."))
      setDone(format === "pdf" ? "PDF downloaded." : "Markdown downloaded.");
  }

  async function copy() {
    setDone(null);
    const copied = await task(
      "copy",
      async () => {
        // Whatever stopped it (the browser's permission, a module that did not load), the same way out.
        try {
          const { reportToMarkdown } = await import("@/lib/core/export/markdown");
          await navigator.clipboard.writeText(reportToMarkdown(report.kind, report));
        } catch {
          throw new Error(COPY_BLOCKED);
        }
      },
      COPY_BLOCKED,
    );
    if (copied) setDone("The report is on your clipboard as Markdown.");
  }

  return {
    busy,
    note,
    download,
    copy,
    withExperiments,
    setWithExperiments,
    withConversation,
    setWithConversation,
  };
}

/** The report's page and its idea's, for a report shown elsewhere (a tool page). */
function VersionLinks({ report }: { report: Report & { id: string } }) {
  const version = typeof report.version === "number" ? report.version : null;
  const ideaId = typeof report.idea_id === "string" ? report.idea_id : null;
  if (version === null || !ideaId) return null;
  return (
    <span className="mr-auto flex flex-wrap items-center gap-2 text-sm">
      <Link href={`/app/reports/${report.id}`} className="btn-secondary min-h-9 px-3 text-sm">
        Open report page<span className="text-ink-600"> · version {version}</span>
      </Link>
      <Link
        href={`/app/ideas/${ideaId}`}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {version > 1 ? "All versions and the idea" : "The idea's page"}
      </Link>
    </span>
  );
}

/** Download: the sections to add (experiments for a validation, the conversation once there is one), then the files. */
function DownloadGroup({
  exporting,
  validation,
  conversation,
}: {
  exporting: ReturnType<typeof useReportExport>;
  validation: boolean;
  conversation: number;
}) {
  const downloadLabel = useId();
  const { busy, download } = exporting;
  return (
    <div
      role="group"
      aria-labelledby={downloadLabel}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line bg-white py-1 pr-1 pl-3"
    >
      <span id={downloadLabel} className="text-sm font-semibold text-ink-900">
        Download
      </span>
      {validation && (
        <DownloadOption
          checked={exporting.withExperiments}
          onChange={exporting.setWithExperiments}
          label="Include experiments"
        />
      )}
      {conversation > 0 && (
        <DownloadOption
          checked={exporting.withConversation}
          onChange={exporting.setWithConversation}
          label="Include the conversation"
        />
      )}
      <span className="flex gap-1.5">
        <button
          type="button"
          onClick={() => download("md")}
          disabled={busy !== null}
          aria-busy={busy === "md"}
          className={actionButton}
        >
          <DownloadIcon className="size-4" /> Markdown
        </button>
        <button
          type="button"
          onClick={() => download("pdf")}
          disabled={busy !== null}
          aria-busy={busy === "pdf"}
          className={actionButton}
        >
          <DownloadIcon className="size-4" /> {busy === "pdf" ? "Making PDF…" : "PDF"}
        </button>
      </span>
    </div>
  );
}

/**
 * What the last download or copy did. Always present, so what it says is announced. Empty, it is only a screen
 * reader's live region: sr-only alone (with w-full beside it, the absolutely placed line took the width of the page
 * and made every report page scroll sideways, 1,759 px wide at 1440).
 */
function ActionNote({ note }: { note: { text: string; error: boolean } | null }) {
  return (
    <p
      role={note?.error ? "alert" : "status"}
      className={note ? `w-full text-sm ${note.error ? "text-red-700" : "text-ink-600"}` : "sr-only"}
    >
      {note?.text ?? ""}
    </p>
  );
}

/** A box that adds a section to the Markdown and PDF downloads. */
function DownloadOption({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <span className="flex min-h-9 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-4 shrink-0 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-ink-700">
        {label}
        <span className="sr-only"> in the Markdown and PDF downloads</span>
      </label>
    </span>
  );
}
