import type { KeyboardEvent } from "react";
import { kindList, type ReportKind } from "@/lib/core/kinds";

export type Tab = ReportKind | "recent";

const tabs: { kind: Tab; label: string }[] = [
  { kind: "recent", label: "Recent" },
  ...kindList.map(({ kind, label }) => ({ kind, label })),
];

/** Load Reports' tabs (the ARIA tabs pattern); each controls the panel `reports-panel`. */
export function ReportTypeTabs({ tab, onSelect }: { tab: Tab; onSelect: (kind: Tab) => void }) {
  /** Arrow keys move between tabs (wrapping), Home and End go to the ends; a tab opens as it is reached. */
  function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((entry) => entry.kind === tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const kind = tabs[(next + tabs.length) % tabs.length]!.kind;
    onSelect(kind);
    document.getElementById(`tab-${kind}`)?.focus();
  }

  return (
    // Two rows of two on a phone, one row from 640 px: every tab in sight, none scrolled out of view.
    <div
      role="tablist"
      aria-label="Report type"
      onKeyDown={moveBetweenTabs}
      className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1 sm:flex"
    >
      {tabs.map(({ kind, label }) => (
        <button
          key={kind}
          type="button"
          role="tab"
          id={`tab-${kind}`}
          aria-selected={tab === kind}
          aria-controls="reports-panel"
          tabIndex={tab === kind ? 0 : -1}
          onClick={() => onSelect(kind)}
          className={`min-h-10 flex-1 rounded-lg px-3 py-2 text-sm leading-tight font-semibold sm:whitespace-nowrap ${tab === kind ? "bg-white text-ink-950 shadow-sm" : "text-ink-600 hover:text-ink-950"}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
