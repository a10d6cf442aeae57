import type { ReportVersion } from "@/lib/core/api/reports";
import { causeSentence, keptSentence } from "@/lib/core/versions/describe";
import { formatDelta, versionChange } from "./deltas";
import { formatUsdCompact } from "@/lib/core/format";
import { PromptDiff } from "./PromptDiff";
import type { Kind } from "./types";

/**
 * Why a version was made (the founder's market edit, a re-validation with its results, an accepted rescore, a re-run)
 * and what it changed from the version before: the inputs it kept, the score deltas, the idea's text word by word.
 */
export function VersionChange({
  kind,
  previous,
  current,
}: {
  kind: Kind;
  previous: ReportVersion | undefined;
  current: ReportVersion;
}) {
  const textChanged = !!previous && previous.prompt !== current.prompt;
  const kept = keptSentence(current.change);
  const change = kind === "iv" && previous ? versionChange(previous, current) : null;
  const moved = change?.factors.filter((factor) => factor.delta !== null && Math.round(factor.delta * 10) !== 0) ?? [];
  return (
    <div className="mt-1.5 space-y-1.5">
      <p className="font-medium text-ink-900">
        {causeSentence(current.change, textChanged, current.evidence_changed)}
        {current.made_by && <span className="font-normal text-ink-700"> By {current.made_by}.</span>}
        {kept && <span className="block font-normal text-ink-700">{kept}</span>}
      </p>
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
      {previous && textChanged && <PromptDiff before={previous.prompt} after={current.prompt} />}
    </div>
  );
}
