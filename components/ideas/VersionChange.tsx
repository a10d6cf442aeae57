import type { ReportVersion } from "@/lib/core/api/reports";
import { formatDelta, versionChange } from "./deltas";
import { formatUsdCompact } from "@/lib/core/format";
import { PromptDiff } from "./PromptDiff";
import type { Kind } from "./types";

/** What changed from one version to the next: the idea's text, word by word, beside the score deltas. */
export function VersionChange({
  kind,
  previous,
  current,
}: {
  kind: Kind;
  previous: ReportVersion;
  current: ReportVersion;
}) {
  const change = kind === "iv" ? versionChange(previous, current) : null;
  const moved = change?.factors.filter((factor) => factor.delta !== null && Math.round(factor.delta * 10) !== 0) ?? [];
  return (
    <div className="mt-1.5 space-y-1.5">
      {change && (
        <p className="text-ink-700">
          {formatDelta(change.overall) === "no change"
            ? "Overall score unchanged"
            : `${formatDelta(change.overall)} overall`}
          {change.grade && `, ${change.grade}`}.{" "}
          <span className="text-ink-600">
            {moved.length === 0
              ? "No factor moved."
              : moved.map((factor) => `${factor.label} ${formatDelta(factor.delta)}`).join(", ")}
          </span>
          {change.som && (
            <span className="block text-ink-700">
              SOM {formatUsdCompact(change.som.before.base)} → {formatUsdCompact(change.som.after.base)} a year.
            </span>
          )}
        </p>
      )}
      <PromptDiff before={previous.prompt} after={current.prompt} />
    </div>
  );
}
