import type { ReportKind } from "@/lib/core/kinds";
import { DEMO_LINE, reportDocument, type Block, type ExportedReport, type ExportExtras } from "./sections";

/** Model text on one line, with nothing that Markdown would read as structure (a heading, a list, HTML, a link). */
function inline(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .replace(/([\\`*_[\]<>|#~])/g, "\\$1")
    .replace(/^(\d+)\.(\s)/, "$1\\.$2")
    .replace(/^([-+>])/, "\\$1")
    .trim();
}

function block(entry: Block): string | null {
  switch (entry.type) {
    case "paragraph":
      return inline(entry.text);
    case "quote":
      return `> ${inline(entry.text)}`;
    case "list":
      return entry.items.map((item, index) => `${entry.ordered ? `${index + 1}.` : "-"} ${inline(item)}`).join("\n");
    case "table": {
      const row = (cells: string[]) => `| ${cells.map(inline).join(" | ")} |`;
      const table = [
        row(entry.headers),
        `|${entry.headers.map(() => " --- |").join("")}`,
        ...entry.rows.map(row),
        ...(entry.foot ? [row(entry.foot)] : []),
      ].join("\n");
      return [
        ...(entry.title ? [`### ${inline(entry.title)}`] : []),
        ...(entry.caption ? [inline(entry.caption)] : []),
        table,
      ].join("\n\n");
    }
    case "scorecard":
      // The factors' figures are in the Scores table that follows; a Markdown file has no bars to draw.
      return [inline(entry.line), inline(entry.gradeLine), inline(entry.caption)].join("\n\n");
    case "chart":
      return null;
    case "item":
      return [
        `### ${inline(entry.title)}`,
        ...(entry.label ? [`*${inline(entry.label)}*`] : []),
        ...entry.quotes.map((quote) => `> ${inline(quote)} (from your evidence)`),
        ...entry.lines.map(inline),
      ].join("\n\n");
  }
}

/**
 * A stored report as a Markdown document: title, date, the demo marking where it applies, and every section (with
 * `extras`, an idea validation's experiments after them).
 */
export function reportToMarkdown(kind: ReportKind, report: ExportedReport, extras?: ExportExtras): string {
  const document = reportDocument(kind, report, extras);
  const parts = [
    `# ${inline(document.title)}`,
    `${document.kindName}${document.date ? ` · ${document.date}` : ""} · LaunchLens`,
    ...(document.demo ? [`> **${DEMO_LINE}**`] : []),
    ...document.sections.map((section) =>
      [`## ${inline(section.heading)}`, ...section.blocks.flatMap((entry) => block(entry) ?? [])].join("\n\n"),
    ),
  ];
  return `${parts.join("\n\n")}\n`;
}
