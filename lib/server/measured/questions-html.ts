import "server-only";
import { TEXT_ANSWER_MAX, type SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { escapeHtml as e } from "./page";

/**
 * A question as a measured page's form asks it (a survey's, a pitch page's with its sign-up): one function, so both
 * pages post the same fields (`q0`, `q0_other`) that answersFromForm reads, and escape the founder's words alike.
 */

/** What the visitor sent, written back into the form when it is shown again with a problem. */
export type FormValues = Readonly<Record<string, string>> | undefined;

const checked = (values: FormValues, name: string, value: string) => (values?.[name] === value ? " checked" : "");

export function questionHtml(question: SurveyQuestion, index: number, values: FormValues): string {
  const name = `q${index}`;
  if (question.kind === "text") {
    return `<div class="q"><label for="${name}">${e(question.text)}</label><textarea id="${name}" name="${name}" rows="3" maxlength="${TEXT_ANSWER_MAX}">${e(values?.[name] ?? "")}</textarea></div>`;
  }
  if (question.kind === "scale") {
    const [from, to] = question.scale === "1-5" ? [1, 5] : [0, 10];
    const points = Array.from({ length: to - from + 1 }, (_, step) => String(from + step))
      .map(
        (point) =>
          `<label class="opt"><input type="radio" name="${name}" value="${point}"${checked(values, name, point)}><span>${point}</span></label>`,
      )
      .join("");
    return `<fieldset class="q"><legend>${e(question.text)}</legend><p class="ends"><span>${from}: ${e(question.low)}</span><span>${to}: ${e(question.high)}</span></p><div class="scale">${points}</div></fieldset>`;
  }
  const options = question.options
    .map(
      (option, at) =>
        `<label class="opt"><input type="radio" name="${name}" value="${at}"${checked(values, name, String(at))}><span>${e(option)}</span></label>`,
    )
    .join("");
  const other = question.other
    ? `<label class="opt"><input type="radio" name="${name}" value="other"${checked(values, name, "other")}><span>Other</span></label><label class="sr" for="${name}_other">Other, in your words</label><input type="text" id="${name}_other" name="${name}_other" maxlength="${TEXT_ANSWER_MAX}" placeholder="Other, in your words" value="${e(values?.[`${name}_other`] ?? "")}">`
    : "";
  return `<fieldset class="q"><legend>${e(question.text)}</legend>${options}${other}</fieldset>`;
}
