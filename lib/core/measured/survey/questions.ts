/**
 * A survey's questions (issue 46), and the code that reads each one for what would bias its answers. Plain data and
 * pure functions, browser-safe: the editor flags a question as it is typed, and the server flags the model's drafts the
 * same way. A flag is advice: the founder may keep a flagged question, and the public page says nothing of it.
 */

export const SCALES = ["1-5", "0-10"] as const;
export type Scale = (typeof SCALES)[number];

export const CHOICE_OPTIONS = { min: 2, max: 6 } as const;
/** A pitch page asks at most this many questions with its sign-up: here, so the founder's editor can read it too. */
export const PITCH_QUESTIONS_MAX = 3;
export const TEXT_ANSWER_MAX = 500;
/** How long a question, an option and a scale's end may be. */
export const QUESTION_MAX = 300;
export const OPTION_MAX = 80;
export const SCALE_LABEL_MAX = 40;

export type SurveyQuestion =
  | { kind: "choice"; text: string; options: string[]; other: boolean }
  | { kind: "scale"; text: string; scale: Scale; low: string; high: string }
  | { kind: "text"; text: string };

/** Where a question is asked: a problem survey never names the idea; a pitch page's questions may. */
export type AskedOn = "problem-survey" | "pitch-page";

export type FlagCode = "future" | "opinion" | "pitches" | "two-questions" | "overlapping-options" | "leaves-out";

export interface QuestionFlag {
  code: FlagCode;
  /** What the founder reads beside the question. */
  reason: string;
}

export const FLAG_REASONS: Record<FlagCode, string> = {
  future:
    "Asks about the future: people are poor at predicting what they will do. Ask what they did the last time instead.",
  opinion: "Asks for an opinion: people are kind about ideas. Ask about what happened and what it cost them.",
  pitches:
    "Names or pitches the idea: a problem survey asks about the problem, so the answers are not about your idea.",
  "two-questions": "Asks two things at once: an answer cannot say which it answers. Split it in two.",
  "overlapping-options": "Two options overlap: someone could pick either. Make each answer fit one option only.",
  "leaves-out": 'The options may leave people out: allow "Other" or add an option such as "None of these".',
};

const FUTURE = /\b(would|will|could|might)\s+you\b|\bgoing to\b|\bin the future\b|\bif (there were|you had)\b/i;
const OPINION =
  /\bdo you (like|love|think|prefer|agree|want)\b|\bwhat do you think\b|\bhow (much )?do you like\b|\bis (it|this) a good idea\b/i;
const PITCH_WORDS = /\b(our|my|this|the new) (app|product|tool|service|platform|solution|startup)\b/i;
const SECOND_QUESTION = /\b(and|or)\s+(how|what|when|where|why|which|who|do|does|did|would|will|are|is|have|has)\b/i;
const CATCH_ALL = /^(other|none|never|not sure|don'?t know|no|n\/a|none of (these|the above)|something else)\b/i;

/** The flags of one question, in a fixed order; none for a question that asks about past behaviour plainly. */
export function questionFlags(
  question: SurveyQuestion,
  { askedOn, ideaNames = [] }: { askedOn: AskedOn; ideaNames?: readonly string[] },
): QuestionFlag[] {
  const codes: FlagCode[] = [];
  const text = question.text;
  if (FUTURE.test(text)) codes.push("future");
  if (OPINION.test(text)) codes.push("opinion");
  if (askedOn === "problem-survey" && (PITCH_WORDS.test(text) || namesIdea(text, ideaNames))) codes.push("pitches");
  if ((text.match(/\?/g) ?? []).length > 1 || SECOND_QUESTION.test(text)) codes.push("two-questions");
  if (question.kind === "choice") {
    if (optionsOverlap(question.options)) codes.push("overlapping-options");
    if (!question.other && !question.options.some((option) => CATCH_ALL.test(option.trim()))) codes.push("leaves-out");
  }
  return codes.map((code) => ({ code, reason: FLAG_REASONS[code] }));
}

/** Whether the text names the idea: one of its names (three letters or more) as a whole word, case aside. */
function namesIdea(text: string, names: readonly string[]): boolean {
  return names
    .map((name) => name.trim())
    .filter((name) => name.length >= 3)
    .some((name) => new RegExp(`(^|\\W)${escapeRegExp(name)}($|\\W)`, "i").test(text));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Two options that say the same, or two numeric ranges that share a number ("1-5" and "5-10"). */
export function optionsOverlap(options: readonly string[]): boolean {
  const said = options.map((option) => option.trim().toLowerCase().replace(/\s+/g, " "));
  if (new Set(said).size < said.length) return true;
  const ranges = said.flatMap((option) => {
    const range = rangeOf(option);
    return range ? [range] : [];
  });
  return ranges.some((a, i) => ranges.some((b, j) => i < j && a.low <= b.high && b.low <= a.high));
}

/** "1-5", "1 to 5", "$10–$20"; "10+" and "10 or more" (from 10), "more than 10" (past 10); "under 5" (below 5). */
function rangeOf(option: string): { low: number; high: number } | null {
  const number = String.raw`\$?(\d+(?:[.,]\d+)?)`;
  const match = (pattern: string) => new RegExp(pattern).exec(option)?.[1];
  const between = new RegExp(`^${number}\\s*(?:-|–|—|to)\\s*${number}\\b`).exec(option);
  if (between) return { low: toNumber(between[1]), high: toNumber(between[2]) };
  const from = match(`^${number}\\s*(?:\\+|or more)$`);
  if (from) return { low: toNumber(from), high: Infinity };
  const past = match(`^(?:more than|over) ${number}\\b`);
  if (past) return { low: toNumber(past) + EDGE, high: Infinity };
  const below = match(`^(?:under|less than|below) ${number}\\b`);
  if (below) return { low: 0, high: toNumber(below) - EDGE };
  return null;
}

/** How far past a number "more than" and "under" start: less than any price or count is apart. */
const EDGE = 1e-9;

const toNumber = (text: string | undefined) => Number((text ?? "").replace(",", "."));

/**
 * Whether a validation's next step asks people (interviews, a survey, talking to customers): "Ask with a survey"
 * offers to run it as a problem survey, as a landing-page test offers a pitch page.
 */
export function isSurveyStep(step: { action?: string; threshold?: string }): boolean {
  return /\b(interview\w*|survey\w*|questionnaire|talk to|speak (to|with)|ask (\d+|them|people|customers|owners|users))\b/i.test(
    `${step.action ?? ""} ${step.threshold ?? ""}`,
  );
}
