"use client";

import { useCanEdit } from "@/components/app/plan";

/**
 * A measured page's buttons on its card, whatever its kind: Publish or Resume (with a plan), Pause, Edit (with a plan)
 * and Delete; without a plan the ones that need it say why (`planReason`).
 */
export function CardButtons({
  status,
  noun,
  editLabel,
  hasPlan,
  busy,
  planReason,
  onPatch,
  onEdit,
  onDelete,
}: {
  status: "draft" | "live" | "paused";
  /** What the page is called in what the buttons say they did: "Survey", "Pitch page". */
  noun: string;
  editLabel: string;
  hasPlan: boolean;
  busy: boolean;
  planReason: string;
  onPatch: (body: { status: "live" | "paused" }, done: string) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const canEdit = useCanEdit();
  const planned = {
    "aria-disabled": !hasPlan || busy || undefined,
    "aria-describedby": hasPlan ? undefined : planReason,
  };
  if (!canEdit) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {status !== "live" && (
        <button
          type="button"
          className="btn-primary min-h-9 px-3 text-sm aria-disabled:opacity-60"
          {...planned}
          onClick={
            hasPlan
              ? () => onPatch({ status: "live" }, `${noun} ${status === "draft" ? "published" : "resumed"}.`)
              : undefined
          }
        >
          {status === "draft" ? "Publish" : "Resume"}
        </button>
      )}
      {status === "live" && (
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 text-sm"
          aria-disabled={busy}
          onClick={() => onPatch({ status: "paused" }, `${noun} paused.`)}
        >
          Pause
        </button>
      )}
      <button
        type="button"
        className="btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60"
        aria-disabled={!hasPlan || undefined}
        aria-describedby={planned["aria-describedby"]}
        onClick={hasPlan ? onEdit : undefined}
      >
        {editLabel}
      </button>
      <button type="button" className="btn-secondary min-h-9 px-3 text-sm" onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}
