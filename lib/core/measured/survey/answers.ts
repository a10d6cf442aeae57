import { wilsonInterval, type Interval } from "@/lib/core/stats/interval";
import { TEXT_ANSWER_MAX, type SurveyQuestion } from "./questions";

/**
 * What a respondent answered, and what the founder sees of many answers (issue 46). Pure and browser-safe: the public
 * form's answers are read here on the server, and the founder's screen draws the tallies.
 */

/** One question's answer: an option by its index, or `other` with its words; a point on the scale; a text. */
export type SurveyAnswer =
  | { kind: "choice"; option: number }
  | { kind: "choice"; other: string }
  | { kind: "scale"; value: number }
  | { kind: "text"; text: string };

export interface SurveyResponse {
  id: string;
  /** ISO time it was received. */
  at: string;
  /** One per question, in order; null where the respondent left it. */
  answers: (SurveyAnswer | null)[];
}

/** The form's fields as posted: `q0`, `q1`, … (a choice's option index or `other`, a scale's point, a text), `q0_other`. */
export function answersFromForm(questions: readonly SurveyQuestion[], form: Readonly<Record<string, string>>) {
  return questions.map((question, index): SurveyAnswer | null => {
    const raw = (form[`q${index}`] ?? "").trim();
    if (question.kind === "text") {
      const text = answerText(raw);
      return text ? { kind: "text", text } : null;
    }
    if (question.kind === "scale") {
      const [from, to] = question.scale === "1-5" ? [1, 5] : [0, 10];
      const value = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
      return value >= from && value <= to ? { kind: "scale", value } : null;
    }
    if (raw === "other" && question.other) {
      const other = answerText(form[`q${index}_other`] ?? "");
      return other ? { kind: "choice", other } : null;
    }
    const option = /^\d$/.test(raw) ? Number(raw) : -1;
    return option >= 0 && option < question.options.length ? { kind: "choice", option } : null;
  });
}

/** An answer as the CSV, the export and the founder's list write it: the option's words, the point, the text. */
export function answerWords(question: SurveyQuestion | undefined, answer: SurveyAnswer | null): string {
  if (!answer || !question) return "";
  if (answer.kind === "choice") {
    if ("other" in answer) return `Other: ${answer.other}`;
    return question.kind === "choice" ? (question.options[answer.option] ?? "") : "";
  }
  return answer.kind === "scale" ? String(answer.value) : answer.text;
}

/** A stranger's words as stored: control characters and direction overrides out, spaces collapsed, at most 500. */
export function answerText(raw: string): string {
  return raw
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/[ \t]+/g, " ")
    .trim()
    .slice(0, TEXT_ANSWER_MAX)
    .trim();
}

/** A count among those who answered a question, with its share and 95 % Wilson interval (percentages). */
export interface Counted {
  count: number;
  share: number;
  interval: Interval | null;
}

export type QuestionTally =
  | { kind: "choice"; answered: number; options: (Counted & { label: string })[]; other: Counted & { texts: string[] } }
  | { kind: "scale"; answered: number; points: (Counted & { value: number })[]; median: number | null }
  | { kind: "text"; answered: number; answers: { responseId: string; at: string; text: string }[] };

/** Each question's tally over the responses: only those who answered a question count towards its shares. */
export function tallyAnswers(
  questions: readonly SurveyQuestion[],
  responses: readonly SurveyResponse[],
): QuestionTally[] {
  return questions.map((question, index) => {
    const answered = responses.flatMap((response) => {
      const answer = response.answers[index];
      return answer && answer.kind === question.kind ? [{ response, answer }] : [];
    });
    const counted = (count: number): Counted => ({
      count,
      share: answered.length > 0 ? (count / answered.length) * 100 : 0,
      interval: wilsonInterval(count, answered.length),
    });
    if (question.kind === "choice") {
      const choices = answered.flatMap(({ answer }) => (answer.kind === "choice" ? [answer] : []));
      const others = choices.flatMap((answer) => ("other" in answer ? [answer.other] : []));
      return {
        kind: "choice",
        answered: answered.length,
        options: question.options.map((label, option) => ({
          label,
          ...counted(choices.filter((answer) => "option" in answer && answer.option === option).length),
        })),
        other: { ...counted(others.length), texts: others },
      };
    }
    if (question.kind === "scale") {
      const values = answered.flatMap(({ answer }) => (answer.kind === "scale" ? [answer.value] : []));
      const [from, to] = question.scale === "1-5" ? [1, 5] : [0, 10];
      return {
        kind: "scale",
        answered: values.length,
        points: Array.from({ length: to - from + 1 }, (_, step) => from + step).map((value) => ({
          value,
          ...counted(values.filter((answer) => answer === value).length),
        })),
        median: medianOf(values),
      };
    }
    return {
      kind: "text",
      answered: answered.length,
      answers: answered
        .flatMap(({ response, answer }) =>
          answer.kind === "text" ? [{ responseId: response.id, at: response.at, text: answer.text }] : [],
        )
        .sort((a, b) => b.at.localeCompare(a.at)),
    };
  });
}

/** The middle value (the mean of the two middle ones for an even count), or null with none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}
