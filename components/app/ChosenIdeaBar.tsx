import type { IdeaSummary, ReportStatus } from "@/lib/core/api/ideas";

/**
 * Above a tool's form: the idea the next run is filed under ("Re-running", "Running on", or a new idea), what the run
 * becomes, and the buttons to switch idea or start a new one.
 */
export function ChosenIdeaBar({
  ideaId,
  idea,
  ran,
  toolLabel,
  onSwitch,
  onStartNew,
}: {
  ideaId: string | null;
  idea: IdeaSummary | null;
  ran: ReportStatus | null;
  toolLabel: string;
  onSwitch: () => void;
  onStartNew: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-xl border border-line bg-white px-4 py-3.5">
      <div className="min-w-0 flex-1 basis-64" aria-live="polite">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {ideaId ? (ran ? "Re-running" : "Running on") : "New idea"}
          <span className="sr-only">:</span>
        </p>
        <p className="mt-0.5 font-semibold text-ink-950 [overflow-wrap:anywhere]">
          {ideaId ? (idea?.title ?? "Your idea") : "Not filed under an idea yet"}
        </p>
        <p className="mt-0.5 text-sm text-ink-600">
          {ideaId
            ? ran
              ? `This run becomes version ${ran.version + 1} of its ${toolLabel}, beside the earlier ones.`
              : `This run becomes its first ${toolLabel}.`
            : "It is filed by the words you type: the same text twice is one idea."}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onSwitch} className="btn-secondary min-h-9 px-3 text-sm">
          {ideaId ? "Switch idea" : "Choose an idea"}
        </button>
        {ideaId && (
          <button type="button" onClick={onStartNew} className="btn-ghost min-h-9 px-3 text-sm">
            Start a new idea
          </button>
        )}
      </div>
    </div>
  );
}
