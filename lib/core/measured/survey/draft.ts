import type { DeepPartial, PainPointReport } from "@/lib/core/report/schemas";
import type { SurveyQuestion } from "./questions";

/** How many questions a drafted problem survey has. */
export const SURVEY_QUESTIONS = { min: 4, max: 7 } as const;

/** How much of a pain point a question quotes: the rest is cut at a word, with "…". */
const QUOTED_MAX = 160;

/**
 * A problem survey drafted by code from a pain-point report's own words (the demo model's draft, and the draft when the
 * model gives none): about past behaviour and its cost, never the idea. The two pain points the evidence mentions most
 * are asked about by name; the rest are the questions every problem interview asks.
 */
export function draftProblemSurvey(report: DeepPartial<PainPointReport>): SurveyQuestion[] {
  const points = (report.pain_points ?? [])
    .map((point, index) => ({ text: cleaned(point?.pain_point ?? ""), mentions: point?.mentions ?? 0, index }))
    .filter((point) => point.text !== "")
    .sort((a, b) => b.mentions - a.mentions || a.index - b.index);
  const [first, second] = points;
  const lastTime = (point: { text: string } | undefined): SurveyQuestion => ({
    kind: "text",
    text: point ? `When did this last happen to you? “${point.text}”` : "When did you last run into this problem?",
  });
  return [
    lastTime(first),
    {
      kind: "choice",
      text: "How do you handle it today?",
      options: [
        "I do nothing about it",
        "I work around it myself",
        "I use a free tool or app",
        "I pay for a tool or a service",
      ],
      other: true,
    },
    { kind: "text", text: "What did it cost you the last time, in time or money?" },
    {
      kind: "scale",
      text: "How much did it get in the way in the last month?",
      scale: "1-5",
      low: "Not at all",
      high: "A great deal",
    },
    {
      kind: "choice",
      text: "How often has it happened to you in the last three months?",
      options: ["Never", "Once", "2-5 times", "More than 5 times"],
      other: false,
    },
    ...(second ? [lastTime(second)] : []),
  ];
}

/** A pain point as a question quotes it: one line, no question marks of its own, at most QUOTED_MAX characters. */
function cleaned(text: string): string {
  const line = text
    .replace(/\s+/g, " ")
    .replace(/[?“”"]/g, "")
    .trim();
  if (line.length <= QUOTED_MAX) return line;
  const cut = line.slice(0, QUOTED_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).replace(/[,;:.]$/, "")}…`;
}
