import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { brand as palette } from "@/lib/brand";
import { DEMO_LINE, reportDocument, type Block, type ReportKind } from "./sections";

/**
 * A report as a print-quality A4 PDF, drawn on the server by @react-pdf/renderer (no browser needed on the host). It
 * uses the PDF standard Helvetica, which needs no font file: text outside its Windows-1252 repertoire is written with
 * the nearest characters it has (accents dropped, arrows spelled out) and what has none becomes "?" (the Markdown
 * export keeps every character).
 */

const WINDOWS_1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const SPELLED: Record<string, string> = { "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "≈": "~", "−": "-", "✓": "v", "✔": "v" };

function printable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.includes(char);
}

/** Text Helvetica can draw: kept, spelled out, stripped of accents, emoji dropped, anything else "?". */
export function helveticaText(value: string): string {
  let out = "";
  for (const char of value) {
    if (printable(char)) out += char;
    else if (SPELLED[char]) out += SPELLED[char];
    else if (/\p{Extended_Pictographic}|\p{Variation_Selector}|\u200d/u.test(char)) continue;
    else {
      const bare = char.normalize("NFKD").replace(/\p{Mark}/gu, "");
      out += bare && [...bare].every(printable) ? bare : "?";
    }
  }
  return out.replace(/\s+/g, " ").trim();
}

// Words stay whole: a hyphenated "po-tential" in a narrow table column reads worse than a ragged edge.
Font.registerHyphenationCallback((word) => [word]);

const ink = palette.ink;
const muted = palette.inkSoft;
const line = "#e7e3dc";
const brand = palette.petrol;

const styles = StyleSheet.create({
  page: { paddingTop: 48, paddingBottom: 56, paddingHorizontal: 52, fontFamily: "Helvetica", fontSize: 10, color: ink },
  brand: { fontFamily: "Helvetica-Bold", fontSize: 10, color: brand, letterSpacing: 0.5 },
  title: { fontFamily: "Helvetica-Bold", fontSize: 20, lineHeight: 1.2, marginTop: 10 },
  meta: { color: muted, marginTop: 6 },
  demo: { marginTop: 12, padding: 8, borderWidth: 1, borderColor: "#fcd34d", backgroundColor: "#fffbeb", color: "#78350f" },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 13, marginTop: 18, marginBottom: 6, paddingBottom: 3, borderBottomWidth: 1, borderBottomColor: line },
  paragraph: { marginBottom: 6 },
  listRow: { flexDirection: "row", marginBottom: 3 },
  bullet: { width: 16, color: muted },
  listText: { flex: 1 },
  quote: { marginVertical: 4, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: brand, color: "#334155", fontFamily: "Helvetica-Oblique" },
  item: { marginBottom: 8 },
  itemTitle: { fontFamily: "Helvetica-Bold", fontSize: 11 },
  label: { color: brand, fontSize: 9, marginBottom: 2 },
  table: { borderWidth: 1, borderColor: line, marginBottom: 8 },
  row: { flexDirection: "row", borderTopWidth: 1, borderTopColor: line },
  headRow: { flexDirection: "row", backgroundColor: "#f8fafc" },
  cell: { flex: 1, padding: 4 },
  wideCell: { flex: 3, padding: 4 },
  headCell: { fontFamily: "Helvetica-Bold" },
  // No line height is set on the page: inherited, it hides the dynamic page-number text (react-pdf 4.9).
  footer: { position: "absolute", bottom: 24, color: muted, fontSize: 8 },
  footerLeft: { left: 52, width: 340 },
  footerRight: { right: 52 },
});

function PdfBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return <Text style={styles.paragraph}>{helveticaText(block.text)}</Text>;
    case "quote":
      return <Text style={styles.quote}>{helveticaText(block.text)}</Text>;
    case "list":
      return (
        <View>
          {block.items.map((item, index) => (
            <View key={index} style={styles.listRow} wrap={false}>
              <Text style={styles.bullet}>{block.ordered ? `${index + 1}.` : "•"}</Text>
              <Text style={styles.listText}>{helveticaText(item)}</Text>
            </View>
          ))}
        </View>
      );
    case "table": {
      // The last column of a wide table (a reason, an experiment) gets the room.
      const cellStyle = (index: number) => (block.headers.length > 2 && index === block.headers.length - 1 ? styles.wideCell : styles.cell);
      return (
        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            {block.headers.map((header, index) => (
              <Text key={index} style={[cellStyle(index), styles.headCell]}>
                {helveticaText(header)}
              </Text>
            ))}
          </View>
          {block.rows.map((row, rowIndex) => (
            <View key={rowIndex} style={styles.row} wrap={false}>
              {row.map((cell, index) => (
                <Text key={index} style={cellStyle(index)}>
                  {helveticaText(cell)}
                </Text>
              ))}
            </View>
          ))}
        </View>
      );
    }
    case "item":
      return (
        <View style={styles.item} wrap={false}>
          <Text style={styles.itemTitle}>{helveticaText(block.title)}</Text>
          {block.label && <Text style={styles.label}>{helveticaText(block.label)}</Text>}
          {block.quotes.map((quote, index) => (
            <Text key={index} style={styles.quote}>
              {helveticaText(`“${quote}” (from your evidence)`)}
            </Text>
          ))}
          {block.lines.map((text, index) => (
            <Text key={index} style={styles.paragraph}>
              {helveticaText(text)}
            </Text>
          ))}
        </View>
      );
  }
}

export async function renderReportPdf(kind: ReportKind, report: Record<string, unknown>): Promise<Uint8Array> {
  const document = reportDocument(kind, report);
  const title = helveticaText(document.title);
  const buffer = await renderToBuffer(
    <Document title={title} author="LaunchLens" creator="LaunchLens" producer="LaunchLens" language="en-GB">
      <Page size="A4" style={styles.page}>
        <Text style={[styles.footer, styles.footerLeft]} fixed>
          {title.length > 70 ? `${title.slice(0, 70)}…` : title}
        </Text>
        <Text style={[styles.footer, styles.footerRight]} fixed render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        <Text style={styles.brand}>LAUNCHLENS</Text>
        <Text style={styles.title}>{title}</Text>
        <Text style={styles.meta}>{helveticaText(`${document.kindName}${document.date ? ` · ${document.date}` : ""}`)}</Text>
        {document.demo && <Text style={styles.demo}>{helveticaText(DEMO_LINE)}</Text>}
        {document.sections.map((section, index) => (
          <View key={index}>
            <Text style={styles.heading} minPresenceAhead={40}>
              {helveticaText(section.heading)}
            </Text>
            {section.blocks.map((block, blockIndex) => (
              <PdfBlock key={blockIndex} block={block} />
            ))}
          </View>
        ))}
      </Page>
    </Document>,
  );
  return new Uint8Array(buffer);
}
