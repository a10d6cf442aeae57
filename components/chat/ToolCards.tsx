"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import { rescoreOutcome } from "@/lib/core/chat/rescore-outcome";
import type { RescoreProposal } from "@/lib/core/chat/tools";
import { draftKindLabels, labelOf } from "@/lib/core/labels";
import { RescoreFigures } from "./RescoreFigures";

/** A proposed rescore: old and new side by side, the reason, and Accept (a new version) or nothing. */
export function RescoreCard({
  accept: target,
  proposal,
  unavailable,
}: {
  accept: { reportId: string; messageId: string };
  proposal: RescoreProposal;
  /** Why it cannot be accepted here (another version's proposal, no plan): shown beside a disabled Accept. */
  unavailable?: React.ReactNode;
}) {
  const reason = useId();
  const router = useRouter();
  const { call, leave, busy, error } = useApiAction();
  const accepted = proposal.accepted_report_id;
  const outcome = rescoreOutcome(proposal);

  async function accept() {
    const { reportId, messageId } = target;
    const version = await call(
      "action",
      () => callApi("rescore", { params: { id: reportId, messageId } }),
      "The rescore could not be accepted. Please try again.",
    );
    if (!version) return;
    // The card stays busy while the new version opens.
    leave();
    router.push(`/app/reports/${version.id}`);
  }

  return (
    <RescoreFigures proposal={proposal}>
      {accepted === target.reportId ? (
        <p className="mt-2 text-sm font-semibold text-ink-700">
          Accepted: this version holds {proposal.label} at {outcome.score}.
        </p>
      ) : accepted ? (
        <a
          href={`/app/reports/${accepted}`}
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        >
          Accepted: open the new version
        </a>
      ) : !outcome.changes ? (
        <p className="mt-2 text-sm text-ink-700">Nothing to accept: the measured score stands.</p>
      ) : unavailable ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-primary min-h-10 aria-disabled:opacity-60"
            aria-disabled
            aria-describedby={reason}
          >
            Accept as a new version
          </button>
          <div id={reason} className="text-sm text-ink-700">
            {unavailable}
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary min-h-10" onClick={accept} disabled={busy}>
            {busy ? "Saving…" : "Accept as a new version"}
          </button>
          <span className="text-sm text-ink-600">Nothing changes unless you accept.</span>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </RescoreFigures>
  );
}

/** A draft the model wrote: its text, and Copy. */
export function DraftCard({ draft }: { draft: { kind: string; title: string; body: string } }) {
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {labelOf(draftKindLabels, draft.kind) ?? "Draft"}
      </p>
      <p className="mt-1 font-semibold text-ink-950">{draft.title}</p>
      <p className="mt-2 text-sm whitespace-pre-line text-ink-800">{draft.body}</p>
      <button
        type="button"
        className="btn-secondary mt-3 min-h-9 px-3 text-sm"
        onClick={async () => {
          const written = await navigator.clipboard
            ?.writeText(`${draft.title}\n\n${draft.body}`)
            .then(() => true)
            .catch(() => false);
          setCopied(written ? "yes" : "failed");
        }}
      >
        {copied === "yes" ? "Copied" : "Copy"}
      </button>
      <span role="status" className="sr-only">
        {copied === "yes" ? "Draft copied." : ""}
      </span>
      {copied === "failed" && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          This browser did not let LaunchLens copy: select the text and copy it yourself.
        </p>
      )}
    </div>
  );
}
