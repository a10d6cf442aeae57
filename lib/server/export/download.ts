import "server-only";
/** Characters of the title's words in a file name: enough to tell files apart in a Downloads folder, short to read. */
const NAME_WORDS_MAX = 60;

/**
 * The file name of an exported report: "launchlens-<title words>-<date>.<ext>", ASCII only. The title, slugified;
 * past NAME_WORDS_MAX characters it ends at the last whole word that fits, never mid-word.
 */
export function exportFileName(title: string, createdAt: string, extension: "md" | "pdf"): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = slug.slice(0, NAME_WORDS_MAX + 1);
  const words =
    slug.length <= NAME_WORDS_MAX
      ? slug
      : cut.includes("-")
        ? cut.replace(/-[^-]*$/, "").replace(/(-(a|an|the|and|or|for|of|to|in|on|at|by|with|from|that))+$/, "")
        : cut.slice(0, NAME_WORDS_MAX);
  return `launchlens-${words || "report"}-${createdAt.slice(0, 10)}.${extension}`;
}

/** Content-Disposition for a download, with the RFC 5987 form beside the plain one. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
