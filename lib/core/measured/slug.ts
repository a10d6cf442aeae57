const WORDS_MAX = 40;

/**
 * A page's address: whole words of its headline (at most 40 characters; a first word longer than that is cut) and a
 * random suffix, so none can be guessed.
 */
export function slugOf(headline: string, suffix: string): string {
  const all = headline
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let words = all;
  if (all.length > WORDS_MAX) {
    const lastBreak = all.lastIndexOf("-", WORDS_MAX);
    words = lastBreak > 0 ? all.slice(0, lastBreak) : all.slice(0, WORDS_MAX);
  }
  return words ? `${words}-${suffix}` : suffix;
}

/** What a slug may look like: anything else is not a page (a 404 before any query). */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,80}[a-z0-9])?$/;
