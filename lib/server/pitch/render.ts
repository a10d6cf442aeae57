import "server-only";
import { TURNSTILE_ORIGIN } from "@/lib/core/security/csp";
import { createHash } from "node:crypto";
import type { PitchFields } from "@/db/schema";
import { ctaWords } from "@/lib/core/pitch/cta";
import { site } from "@/lib/core/site";

/** Everything the founder wrote goes through this: text, never markup. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"'`]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" })[c]!,
  );

/** The consent line the form shows and each sign-up stores: who collects the address and why. */
export function consentLine(fields: Pick<PitchFields, "collector" | "cta" | "headline">): string {
  const why = fields.cta === "waitlist" ? "to tell you when it launches" : "to offer you early access";
  return `${fields.collector} collects your e-mail address only ${why} (“${fields.headline}”), and will not share it. You can ask for it to be deleted at any time.`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;background:#faf7f2;color:#292524;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}.sub{font-size:1.15rem;margin:0 0 1.5rem}ul{padding-left:1.25rem;margin:0 0 1.5rem}li{margin:.35rem 0}.price{font-weight:700;margin:0 0 1.5rem}form{background:#fff;border:1px solid #d6d3d1;border-radius:12px;padding:1.25rem;margin:0 0 1.5rem}label{display:block;font-weight:600;margin-bottom:.35rem}input[type=email]{width:100%;font:inherit;padding:.75rem;border:1px solid #78716c;border-radius:8px;margin-bottom:.75rem}button{width:100%;font:inherit;font-weight:700;color:#fff;background:#0b5563;border:0;border-radius:8px;padding:.85rem;cursor:pointer;min-height:48px}.consent{font-size:.9rem;margin:.75rem 0 0}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.note{border-radius:8px;padding:.75rem 1rem;margin:0 0 1.5rem;background:#e7f0ef;font-weight:600}.bad{background:#fbe9e7}footer{font-size:.875rem;border-top:1px solid #d6d3d1;padding-top:1rem}a{color:#0b5563;display:inline-block;padding:.5rem 0}`;
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/**
 * The page's own policy: no script at all, its one stylesheet by hash, forms to this site only. `connect-src 'self'`
 * lets a crawler's checks that run in the page (Lighthouse reads /robots.txt so) reach this site; with no script
 * allowed, nothing of the page's own can connect anywhere. With Turnstile configured, Cloudflare's script and frame
 * only (the widget).
 */
export function pitchCsp(turnstile: boolean): string {
  const cloudflare = TURNSTILE_ORIGIN;
  const script = turnstile ? `script-src ${cloudflare}; frame-src ${cloudflare}; ` : "";
  return `default-src 'none'; ${script}style-src ${STYLE_HASH}; img-src 'none'; connect-src 'self'${turnstile ? ` ${cloudflare}` : ""}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
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
    form = `<form method="post" action="/api/p/${e(input.slug)}/signup"><label for="email">Your e-mail address</label><input id="email" name="email" type="email" required maxlength="254" autocomplete="email"><div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div><input type="hidden" name="t" value="${e(input.stamp)}"><input type="hidden" name="s" value="${e(input.source)}">${input.turnstileSiteKey ? `<div class="cf-turnstile" data-sitekey="${e(input.turnstileSiteKey)}"></div><script src="${TURNSTILE_ORIGIN}/turnstile/v0/api.js" async defer></script>` : ""}<button type="submit">${e(cta)}</button><p class="consent">${e(consentLine(fields))}</p></form>`;
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
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(fields.headline)}</title><meta name="description" content="${e(fields.subheading)}">${input.indexable && input.state === "live" ? "" : '<meta name="robots" content="noindex, nofollow">'}<style>${STYLE}</style></head><body><main>${preview}<h1>${e(fields.headline)}</h1><p class="sub">${e(fields.subheading)}</p>${benefits}${price}${noticeHtml}${form}${link}<footer><p>Addresses are collected by ${e(fields.collector)}. <a href="${e(report)}">Report this page</a></p></footer></main></body></html>`;
}
