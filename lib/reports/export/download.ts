/** The file name of an exported report: "launchlens-<title words>-<date>.<ext>", ASCII only. */
export function exportFileName(title: string, createdAt: string, extension: "md" | "pdf"): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `launchlens-${words || "report"}-${createdAt.slice(0, 10)}.${extension}`;
}

/** Content-Disposition for a download, with the RFC 5987 form beside the plain one. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
