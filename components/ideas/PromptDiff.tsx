import { diffCounts, wordDiff } from "@/lib/core/report/word-diff";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * What changed in an idea's text from one version to the next: the new text with added words marked and removed ones
 * struck through (<ins>/<del>, which screen readers announce as such), after a one-line count.
 */
export function PromptDiff({ before, after, className = "" }: { before: string; after: string; className?: string }) {
  const parts = wordDiff(before, after);
  const { added, removed } = diffCounts(parts);
  if (added === 0 && removed === 0)
    return <p className={`text-sm text-ink-600 ${className}`}>Run with the same text as the version before.</p>;
  return (
    <div className={className}>
      <p className="text-sm text-ink-600">
        {added > 0 && `${plural(added, "word")} added`}
        {added > 0 && removed > 0 && ", "}
        {removed > 0 && `${plural(removed, "word")} removed`}
      </p>
      <p className="relative mt-1.5 rounded-lg border border-line bg-surface px-3 py-2 text-sm leading-relaxed text-ink-800 [overflow-wrap:anywhere]">
        {parts.map((part, index) => {
          const space = index > 0 ? " " : "";
          if (part.kind === "added") {
            return (
              <span key={index}>
                {space}
                <ins className="rounded-sm bg-emerald-100 px-0.5 text-emerald-900 no-underline">
                  <span className="sr-only">added: </span>
                  {part.text}
                </ins>
              </span>
            );
          }
          if (part.kind === "removed") {
            return (
              <span key={index}>
                {space}
                <del className="rounded-sm bg-red-50 px-0.5 text-red-800 decoration-red-700/70">
                  <span className="sr-only">removed: </span>
                  {part.text}
                </del>
              </span>
            );
          }
          return <span key={index}>{space + part.text}</span>;
        })}
      </p>
    </div>
  );
}
