/** A page's address: words of its headline (at most 40 characters) and a random suffix, so none can be guessed. */
export function slugOf(headline: string, suffix: string): string {
  const words = headline
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return words ? `${words}-${suffix}` : suffix;
}

/** What a slug may look like: anything else is not a page (a 404 before any query). */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,80}[a-z0-9])?$/;
