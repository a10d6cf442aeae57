import "server-only";
import { createHash } from "node:crypto";
import { TURNSTILE_ORIGIN } from "@/lib/core/security/csp";
import { SLUG_PATTERN } from "@/lib/core/measured/slug";
import { turnstileSiteKey } from "@/lib/server/turnstile";

/**
 * What every measured kind's public page is: one HTML document built on the server, every word the founder wrote
 * escaped, one inline stylesheet, no script (Turnstile's widget aside), its own CSP, noindex unless the founder turned
 * indexing on and the page is live; the route answers no-store as every route does.
 */

/** Everything the founder wrote goes through this: text, never markup. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"'`]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" })[c]!,
  );

/** The one stylesheet of every measured page (its CSP names it by hash). */
export const PAGE_STYLE = `*{box-sizing:border-box}body{margin:0;background:#faf7f2;color:#292524;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}.sub{font-size:1.15rem;margin:0 0 1.5rem}ul{padding-left:1.25rem;margin:0 0 1.5rem}li{margin:.35rem 0}.price{font-weight:700;margin:0 0 1.5rem}form{background:#fff;border:1px solid #d6d3d1;border-radius:12px;padding:1.25rem;margin:0 0 1.5rem}label{display:block;font-weight:600;margin-bottom:.35rem}input[type=email]{width:100%;font:inherit;padding:.75rem;border:1px solid #78716c;border-radius:8px;margin-bottom:.75rem}button{width:100%;font:inherit;font-weight:700;color:#fff;background:#0b5563;border:0;border-radius:8px;padding:.85rem;cursor:pointer;min-height:48px}.consent{font-size:.9rem;margin:.75rem 0 0}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.note{border-radius:8px;padding:.75rem 1rem;margin:0 0 1.5rem;background:#e7f0ef;font-weight:600}.bad{background:#fbe9e7}footer{font-size:.875rem;border-top:1px solid #d6d3d1;padding-top:1rem}a{color:#0b5563;display:inline-block;padding:.5rem 0}.q{border:0;padding:0;margin:0 0 1.25rem;min-width:0}legend{font-weight:600;margin-bottom:.35rem;padding:0}.opt{display:flex;gap:.6rem;align-items:center;font-weight:400;margin:0;min-height:44px}.opt input{width:1.25rem;height:1.25rem;margin:0;flex:none}textarea,input[type=text]{width:100%;font:inherit;padding:.75rem;border:1px solid #78716c;border-radius:8px}.scale{display:grid;grid-template-columns:repeat(auto-fit,minmax(2.75rem,1fr));gap:.25rem}.scale .opt{flex-direction:column;gap:0}.ends{display:flex;justify-content:space-between;gap:1rem;font-size:.9rem;color:#57534e;margin:0 0 .25rem}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;
const STYLE_HASH = `'sha256-${createHash("sha256").update(PAGE_STYLE).digest("base64")}'`;

/**
 * The page's own policy: no script at all, its one stylesheet by hash, forms to this site only. `connect-src 'self'`
 * lets a crawler's checks that run in the page (Lighthouse reads /robots.txt so) reach this site; with no script
 * allowed, nothing of the page's own can connect anywhere. With Turnstile configured, Cloudflare's script and frame
 * only (the widget).
 */
export function pageCsp(turnstile: boolean): string {
  const cloudflare = TURNSTILE_ORIGIN;
  const script = turnstile ? `script-src ${cloudflare}; frame-src ${cloudflare}; ` : "";
  return `default-src 'none'; ${script}style-src ${STYLE_HASH}; img-src 'none'; connect-src 'self'${turnstile ? ` ${cloudflare}` : ""}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

export type SlugContext = { params: Promise<{ slug: string }> };

/** The slug a public route was called with, or null when it cannot be a page's (a 404 before any query). */
export async function slugOf(context: SlugContext): Promise<string | null> {
  const { slug } = await context.params;
  return typeof slug === "string" && SLUG_PATTERN.test(slug) ? slug : null;
}

export const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page not found</title></head><body><main><h1>Page not found</h1><p>This page does not exist, or its owner took it down.</p></main></body></html>`;

/** A measured page's answer: the document under the pages' CSP, kept out of search engines unless `indexable`. */
export function htmlAnswer(body: string, status: number, indexable: boolean): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": pageCsp(turnstileSiteKey() !== null),
      ...(indexable ? {} : { "X-Robots-Tag": "noindex, nofollow" }),
    },
  });
}

export const notFoundAnswer = (): Response => htmlAnswer(NOT_FOUND_PAGE, 404, false);
