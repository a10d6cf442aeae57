import "server-only";
import { TURNSTILE_ORIGIN } from "@/lib/core/security/csp";
import type { SurveyFields } from "@/lib/core/measured/survey/fields";
import { site } from "@/lib/core/site";
import { escapeHtml as e, PAGE_STYLE } from "../page";
import { questionHtml } from "../questions-html";

/** The consent line the form shows and each response stores: who collects the answers, why, and what of them. */
export function surveyConsentLine(fields: Pick<SurveyFields, "collector" | "heading" | "ask_email">): string {
  const email = fields.ask_email
    ? " An e-mail address, if you give one, is used only to ask you for a short follow-up conversation."
    : "";
  return `${fields.collector} collects these answers only to understand this problem (“${fields.heading}”), and never shows them with your name or e-mail.${email} You can ask for them to be deleted at any time.`;
}

export type SurveyNotice = "thanks" | "already" | "invalid" | "empty" | "limited" | "closed" | "challenge" | null;
const notices: Record<Exclude<SurveyNotice, null>, { text: string; bad: boolean }> = {
  thanks: { text: "Thank you: your answers are in.", bad: false },
  already: { text: "Thank you: you have already answered.", bad: false },
  invalid: { text: "That e-mail address does not look right. Check it, or leave it empty.", bad: true },
  empty: { text: "Answer at least one question before you send.", bad: true },
  limited: { text: "Too many answers from your network. Please try again later.", bad: true },
  closed: { text: "This survey is closed and no longer takes answers.", bad: true },
  challenge: { text: "The check that you are a person did not pass. Please try again.", bad: true },
};

export interface SurveyRenderInput {
  slug: string;
  fields: SurveyFields;
  state: "live" | "paused" | "closed" | "preview";
  indexable: boolean;
  source: string;
  stamp: string;
  notice: SurveyNotice;
  /** What the respondent sent, written back into the form when it is shown again with a problem. */
  values?: Readonly<Record<string, string>>;
  turnstileSiteKey?: string | null;
}

/** The whole survey as one HTML document: server-rendered, no JavaScript, the measured pages' one stylesheet. */
export function renderSurveyPage(input: SurveyRenderInput): string {
  const { fields } = input;
  const notice = input.notice ? notices[input.notice] : null;
  const answered = input.notice === "thanks" || input.notice === "already";
  const noticeHtml = notice
    ? `<p class="note${notice.bad ? " bad" : ""}" id="answers" role="${notice.bad ? "alert" : "status"}" tabindex="-1">${e(notice.text)}</p>`
    : "";
  const open = input.state === "live" || input.state === "preview";
  let form: string;
  if (answered && open) {
    form = "";
  } else if (open) {
    const questions = fields.questions.map((question, index) => questionHtml(question, index, input.values)).join("");
    const email = fields.ask_email
      ? `<div class="q"><label for="email">Your e-mail, if you are happy to talk about it for 15 minutes (optional)</label><input id="email" name="email" type="email" maxlength="254" autocomplete="email" value="${e(input.values?.email ?? "")}"></div>`
      : "";
    const turnstile = input.turnstileSiteKey
      ? `<div class="cf-turnstile" data-sitekey="${e(input.turnstileSiteKey)}"></div><script src="${TURNSTILE_ORIGIN}/turnstile/v0/api.js" async defer></script>`
      : "";
    form = `<form method="post" action="/api/p/${e(input.slug)}/answer">${questions}${email}<div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div><input type="hidden" name="t" value="${e(input.stamp)}"><input type="hidden" name="s" value="${e(input.source)}">${turnstile}<button type="submit">Send my answers</button><p class="consent">${e(surveyConsentLine(fields))}</p></form>`;
  } else if (input.state === "paused") {
    form = `<p class="note" role="status">This survey is paused and is not taking answers just now.</p>`;
  } else {
    form = `<p class="note" role="status">This survey is closed and no longer takes answers.</p>`;
  }
  const preview =
    input.state === "preview"
      ? `<p class="note" role="status">Preview: only you can see this survey until you publish it.</p>`
      : "";
  const intro = fields.intro ? `<p class="sub">${e(fields.intro)}</p>` : "";
  const report = `mailto:${site.contactEmail}?subject=${encodeURIComponent(`Report survey ${input.slug}`)}`;
  const robots = input.indexable && input.state === "live" ? "" : '<meta name="robots" content="noindex, nofollow">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(fields.heading)}</title><meta name="description" content="${e(fields.intro || fields.heading)}">${robots}<style>${PAGE_STYLE}</style></head><body><main>${preview}<h1>${e(fields.heading)}</h1>${intro}${noticeHtml}${form}<footer><p>Answers are collected by ${e(fields.collector)}. <a href="${e(report)}">Report this survey</a></p></footer></main></body></html>`;
}
