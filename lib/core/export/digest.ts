/**
 * The decision digest as a document (issue 48): one page for a co-founder or an investor, drawn by the same PDF and
 * Markdown renderers as a report. The timeline keeps its latest entries when there are more than a page holds.
 */
import type { DecisionDigest } from "@/lib/core/experiments/digest";
import { readingLabels } from "@/lib/core/experiments/reading";
import { formatDate } from "@/lib/core/format";
import { verdictLabels } from "@/lib/core/labels";
import { factorLabel } from "@/lib/core/report/factors";
import type { DocumentSection } from "./document";

/** How many results one page holds, beside the decision, the grade and the next test. */
export const DIGEST_TIMELINE_ROWS = 10;

export function digestSections(digest: DecisionDigest, timelineRows = DIGEST_TIMELINE_ROWS): DocumentSection[] {
  const shown = digest.timeline.slice(-timelineRows);
  const left = digest.timeline.length - shown.length;
  const next = digest.nextTest;
  return [
    {
      heading: "The decision",
      blocks: [
        { type: "paragraph", text: `Verdict: ${verdictLabels[digest.verdict]}.` },
        ...(digest.firstReason ? [{ type: "paragraph" as const, text: digest.firstReason }] : []),
      ],
    },
    {
      heading: "The evidence so far",
      blocks:
        shown.length === 0
          ? [{ type: "paragraph", text: "No result recorded yet: the verdict rests on the grade alone." }]
          : [
              {
                type: "table",
                // The last column of a wide table gets the room in the PDF: what was measured goes there.
                headers: ["Recorded", "Outcome", "How", "What was measured"],
                rows: shown.map((entry) => [
                  formatDate(entry.recorded_at),
                  readingLabels[entry.reading],
                  entry.how,
                  `${entry.factor ? `${factorLabel(entry.factor)}: ` : ""}${entry.measured}`,
                ]),
              },
              ...(left > 0
                ? [
                    {
                      type: "paragraph" as const,
                      text: `${left} earlier ${left === 1 ? "result is" : "results are"} in the full export.`,
                    },
                  ]
                : []),
            ],
    },
    {
      heading: "The grade over versions",
      blocks: [{ type: "paragraph", text: digest.gradeMove }],
    },
    {
      heading: "The next test",
      blocks: [
        {
          type: "paragraph",
          text: next
            ? `${next.hypothesis} Passes if ${next.pass_line}; due ${formatDate(next.due_date)}${next.overdue ? ", overdue" : ""}.`
            : "None planned: add an experiment to test what the verdict rests on.",
        },
      ],
    },
  ];
}
