/**
 * Which requests of a pitch page count as a visit, and where a visitor came from. Pure: the server passes in the
 * request's headers and address.
 */

/** Crawlers, link unfurlers, monitors, HTTP libraries and headless browsers: none of them is a visitor. */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link|whatsapp|telegram|preview|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|webdriver|curl\/|wget|python|httpx|aiohttp|go-http-client|java\/|okhttp|node-fetch|undici|axios|libwww|scrapy|monitor|uptime|pingdom|statuscake|^$/i;

/** Whether a user agent is a known bot or a headless agent (an empty or missing one included). */
export function isBot(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? "").trim();
  return agent.length < 10 || BOT.test(agent);
}

/** Whether the request is a prefetch or prerender the visitor may never see. */
export function isPrefetch(header: (name: string) => string | null): boolean {
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""} ${header("x-purpose") ?? ""} ${header("x-moz") ?? ""}`;
  return /prefetch|prerender|preview/i.test(purpose) || header("next-router-prefetch") !== null;
}

/** The longest source kept: a channel's name, not a message. */
export const SOURCE_MAX = 40;
export const DIRECT = "direct";

/** A source as stored: lower case, letters, digits and `._-` only, at most SOURCE_MAX characters. */
export function cleanSource(value: string | null | undefined): string | null {
  const cleaned = (value ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SOURCE_MAX);
  return cleaned || null;
}

/**
 * The channel a visit came from: `utm_source`, else the referrer's host (without `www.`), else "direct". A referrer
 * on the page's own host is direct (a reload or the thank-you redirect).
 */
export function sourceOf(utmSource: string | null, referrer: string | null, ownHost: string): string {
  const utm = cleanSource(utmSource);
  if (utm) return utm;
  if (referrer) {
    try {
      const host = new URL(referrer).hostname.replace(/^www\./, "");
      if (host && host !== ownHost.replace(/^www\./, "")) return cleanSource(host) ?? DIRECT;
    } catch {
      // not a URL: direct
    }
  }
  return DIRECT;
}
