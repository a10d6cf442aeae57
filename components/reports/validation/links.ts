/** Only http(s) links are ever rendered (the server keeps only the provider's sources; this is the last guard). */
export const safeHref = (url: string | null | undefined) =>
  typeof url === "string" && /^https?:\/\//i.test(url) ? url : null;

/** A link's site, as a reader knows it: "example.com" for https://www.example.com/page. */
export const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};
