import "server-only";
import { TURNSTILE_ORIGIN } from "@/lib/core/security/csp";
import type { PitchFields } from "@/db/schema";
import { ctaWords } from "@/lib/core/measured/pitch/cta";
import { site } from "@/lib/core/site";
import { escapeHtml, PAGE_STYLE } from "../page";
import { questionHtml, type FormValues } from "../questions-html";

/** The consent line the form shows and each sign-up stores: who collects the address and why. */
export function consentLine(fields: Pick<PitchFields, "collector" | "cta" | "headline" | "questions">): string {
  const why = fields.cta === "waitlist" ? "to tell you when it launches" : "to offer you early access";
  if (!fields.questions?.length) {
    return `${fields.collector} collects your e-mail address only ${why} (“${fields.headline}”), and will not share it. You can ask for it to be deleted at any time.`;
  }
  // With questions, what the answers are for too: they are read as evidence, never shown with the address.
  return `${fields.collector} collects your e-mail address only ${why} (“${fields.headline}”), and your answers only to understand the problem; neither is shared, and your answers are never shown with your address. You can ask for them to be deleted at any time.`;
}

export type Notice = "joined" | "already" | "invalid" | "limited" | "closed" | "challenge" | null;
const notices: Record<Exclude<Notice, null>, { text: string; bad: boolean }> = {
  joined: { text: "Thank you: you are on the list.", bad: false },
  already: { text: "Thank you: you are on the list.", bad: false },
  invalid: { text: "That e-mail address does not look right. Please check it and try again.", bad: true },
  limited: { text: "Too many attempts from your network. Please try again later.", bad: true },
  closed: { text: "This page is closed and no longer takes sign-ups.", bad: true },
  challenge: { text: "The check that you are a person did not pass. Please try again.", bad: true },
};

export interface RenderInput {
  slug: string;
  fields: PitchFields;
  /** live: the form; paused: paused; closed: the plan ended. */
  state: "live" | "paused" | "closed" | "preview";
  indexable: boolean;
  source: string;
  stamp: string;
  notice: Notice;
  /** What the visitor sent (answers, address), written back into the form when it is shown again with a problem. */
  values?: FormValues;
  /** Cloudflare Turnstile's site key when configured: the form carries its widget. */
  turnstileSiteKey?: string | null;
}

/** The whole page as one HTML document: server-rendered, no JavaScript, one small inline stylesheet. */
export function renderPitchPage(input: RenderInput): string {
  const { fields } = input;
  const e = escapeHtml;
  const benefits = fields.benefits.length ? `<ul>${fields.benefits.map((b) => `<li>${e(b)}</li>`).join("")}</ul>` : "";
  const price = fields.price ? `<p class="price">${e(fields.price)}</p>` : "";
  const notice = input.notice ? notices[input.notice] : null;
  const joined = input.notice === "joined" || input.notice === "already";
  // The form's answer lands on #email: once joined, the thank-you holds that anchor in the form's place.
  const noticeHtml = notice
    ? `<p class="note${notice.bad ? " bad" : ""}"${joined ? ' id="email"' : ""} role="${notice.bad ? "alert" : "status"}">${e(notice.text)}</p>`
    : "";
  const cta = ctaWords[fields.cta];
  let form: string;
  if (joined && (input.state === "live" || input.state === "preview")) {
    // The visitor is on the list: the thank-you takes the form's place (a second form reads as "it did not work").
    form = "";
  } else if (input.state === "live" || input.state === "preview") {
    // The page's questions come first, each optional, answered with the sign-up in the same form.
    const questions = (fields.questions ?? []).map((question, index) => questionHtml(question, index, input.values));
    form = `<form method="post" action="/api/p/${e(input.slug)}/signup">${questions.join("")}<label for="email">Your e-mail address</label><input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${e(input.values?.email ?? "")}"><div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div><input type="hidden" name="t" value="${e(input.stamp)}"><input type="hidden" name="s" value="${e(input.source)}">${input.turnstileSiteKey ? `<div class="cf-turnstile" data-sitekey="${e(input.turnstileSiteKey)}"></div><script src="${TURNSTILE_ORIGIN}/turnstile/v0/api.js" async defer></script>` : ""}<button type="submit">${e(cta)}</button><p class="consent">${e(consentLine(fields))}</p></form>`;
  } else if (input.state === "paused") {
    form = `<p class="note" role="status">This page is paused and is not taking sign-ups just now.</p>`;
  } else {
    form = `<p class="note" role="status">This page is closed and no longer takes sign-ups.</p>`;
  }
  const preview =
    input.state === "preview"
      ? `<p class="note" role="status">Preview: only you can see this page until you publish it.</p>`
      : "";
  const link = fields.link
    ? `<p><a href="${e(fields.link)}" rel="nofollow ugc noopener">${e(fields.link)}</a></p>`
    : "";
  const report = `mailto:${site.contactEmail}?subject=${encodeURIComponent(`Report pitch page ${input.slug}`)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(fields.headline)}</title><meta name="description" content="${e(fields.subheading)}">${input.indexable && input.state === "live" ? "" : '<meta name="robots" content="noindex, nofollow">'}<style>${PAGE_STYLE}</style></head><body><main>${preview}<h1>${e(fields.headline)}</h1><p class="sub">${e(fields.subheading)}</p>${benefits}${price}${noticeHtml}${form}${link}<footer><p>Addresses are collected by ${e(fields.collector)}. <a href="${e(report)}">Report this page</a></p></footer></main></body></html>`;
}
