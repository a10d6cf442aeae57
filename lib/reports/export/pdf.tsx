import path from "node:path";
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { brand as palette } from "@/lib/brand";
import { DEMO_LINE, reportDocument, type Block, type ReportKind } from "./sections";

/**
 * A report as a print-quality A4 PDF, drawn on the server by @react-pdf/renderer (no browser needed on the host), in
 * Inter, the site's own typeface, embedded from @fontsource/inter's static WOFF files: one file per script subset
 * (Latin, Latin Extended, Cyrillic and its extension, Greek and its extension, Vietnamese) for each weight and style,
 * stacked so that react-pdf picks, per character, the first subset that has it. PDF viewers need no font of their own.
 * What no subset draws (arrows and maths signs past Latin's, CJK, Arabic, emoji) is spelled out, stripped of its
 * accents, dropped (emoji) or written "?"; the Markdown export keeps every character.
 */

// Read at run time from the package folder: the working directory is the project's under `node server.mjs`, `next
// dev` and Vitest (server.mjs changes to its own folder), and next.config.ts ships the files to hosts that trace.
const FONT_FOLDER = path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files");
const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"] as const;
const FACES = [
  { fontWeight: 400, fontStyle: "normal" },
  { fontWeight: 700, fontStyle: "normal" },
  { fontWeight: 400, fontStyle: "italic" },
] as const;

/** The family names of the stack, Latin first: each style names them all. */
export const INTER_STACK = SUBSETS.map((subset) => `Inter ${subset}`);

for (const subset of SUBSETS) {
  Font.register({
    family: `Inter ${subset}`,
    fonts: FACES.map((face) => ({ ...face, src: path.join(FONT_FOLDER, `inter-${subset}-${face.fontWeight}-${face.fontStyle}.woff`) })),
  });
}

type Coverage = (codePoint: number) => boolean;
interface LoadedFont {
  characterSet: number[];
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): unknown;
}
let coverage: Promise<Coverage> | null = null;

/**
 * Loads every face of every subset (once per process) and answers whether one of them draws a character. Each
 * character's glyph is looked up once here, before any layout: fontkit keeps a glyph with the characters it was first
 * made for, and one first made by a substitution (an accented "i" drawn as a dotless "ı" and a mark) would otherwise
 * be copied out of the PDF as the wrong text.
 */
export function interCoverage(): Promise<Coverage> {
  coverage ??= (async () => {
    const loaded = await Promise.all(
      INTER_STACK.flatMap((fontFamily) =>
        FACES.map(async ({ fontWeight, fontStyle }) => {
          const descriptor = { fontFamily, fontWeight, fontStyle };
          await Font.load(descriptor);
          const font = Font.getFont(descriptor)!.data as unknown as LoadedFont;
          for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
          return { font, regular: fontWeight === 400 && fontStyle === "normal" };
        }),
      ),
    );
    const regular = loaded.filter((face) => face.regular).map((face) => face.font);
    return (codePoint) => regular.some((font) => font.hasGlyphForCodePoint(codePoint));
  })();
  coverage.catch(() => (coverage = null));
  return coverage;
}

const SPELLED: Record<string, string> = { "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "≈": "~", "✓": "v", "✔": "v" };

/** Text the embedded fonts can draw: kept, spelled out, stripped of accents, emoji dropped, anything else "?". */
export function pdfText(value: string, covered: Coverage): string {
  const drawable = (text: string) => [...text].every((char) => covered(char.codePointAt(0)!));
  let out = "";
  for (const char of value.normalize("NFC").replace(/\s+/g, " ").trim()) {
    if (drawable(char)) out += char;
    else if (SPELLED[char] && drawable(SPELLED[char])) out += SPELLED[char];
    else if (/\p{Extended_Pictographic}|\p{Variation_Selector}|\u200d/u.test(char)) continue;
    else {
      const bare = char.normalize("NFKD").replace(/\p{Mark}/gu, "");
      out += bare && drawable(bare) ? bare : "?";
    }
  }
  return out.replace(/ {2,}/g, " ").trim();
}

// Words stay whole: a hyphenated "po-tential" in a narrow table column reads worse than a ragged edge.
Font.registerHyphenationCallback((word) => [word]);

const ink = palette.ink;
const muted = palette.inkSoft;
const line = "#e7e3dc";
const brand = palette.petrol;

const styles = StyleSheet.create({
  page: { paddingTop: 48, paddingBottom: 56, paddingHorizontal: 52, fontFamily: INTER_STACK, fontSize: 10, color: ink },
  brand: { fontWeight: 700, fontSize: 10, color: brand, letterSpacing: 0.5 },
  title: { fontWeight: 700, fontSize: 20, lineHeight: 1.2, marginTop: 10 },
  meta: { color: muted, marginTop: 6 },
  demo: { marginTop: 12, padding: 8, borderWidth: 1, borderColor: "#fcd34d", backgroundColor: "#fffbeb", color: "#78350f" },
  heading: { fontWeight: 700, fontSize: 13, marginTop: 18, marginBottom: 6, paddingBottom: 3, borderBottomWidth: 1, borderBottomColor: line },
  paragraph: { marginBottom: 6 },
  listRow: { flexDirection: "row", marginBottom: 3 },
  bullet: { width: 16, color: muted },
  listText: { flex: 1 },
  quote: { marginVertical: 4, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: brand, color: "#334155", fontStyle: "italic" },
  item: { marginBottom: 8 },
  itemTitle: { fontWeight: 700, fontSize: 11 },
  label: { color: brand, fontSize: 9, marginBottom: 2 },
  table: { borderWidth: 1, borderColor: line, marginBottom: 8 },
  row: { flexDirection: "row", borderTopWidth: 1, borderTopColor: line },
  headRow: { flexDirection: "row", backgroundColor: "#f8fafc" },
  cell: { flex: 1, padding: 4 },
  wideCell: { flex: 3, padding: 4 },
  headCell: { fontWeight: 700 },
  // No line height is set on the page: inherited, it hides the dynamic page-number text (react-pdf 4.9).
  footer: { position: "absolute", bottom: 24, color: muted, fontSize: 8 },
  footerLeft: { left: 52, width: 340 },
  footerRight: { right: 52 },
});

/** Every string of the document through pdfText. */
function printable<T>(value: T, covered: Coverage): T {
  if (typeof value === "string") return pdfText(value, covered) as T;
  if (Array.isArray(value)) return value.map((item) => printable(item, covered)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printable(item, covered)])) as T;
  return value;
}

function PdfBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return <Text style={styles.paragraph}>{block.text}</Text>;
    case "quote":
      return <Text style={styles.quote}>{block.text}</Text>;
    case "list":
      return (
        <View>
          {block.items.map((item, index) => (
            <View key={index} style={styles.listRow} wrap={false}>
              <Text style={styles.bullet}>{block.ordered ? `${index + 1}.` : "•"}</Text>
              <Text style={styles.listText}>{item}</Text>
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
                {header}
              </Text>
            ))}
          </View>
          {block.rows.map((row, rowIndex) => (
            <View key={rowIndex} style={styles.row} wrap={false}>
              {row.map((cell, index) => (
                <Text key={index} style={cellStyle(index)}>
                  {cell}
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
          <Text style={styles.itemTitle}>{block.title}</Text>
          {block.label && <Text style={styles.label}>{block.label}</Text>}
          {block.quotes.map((quote, index) => (
            <Text key={index} style={styles.quote}>
              {`“${quote}” (from your evidence)`}
            </Text>
          ))}
          {block.lines.map((text, index) => (
            <Text key={index} style={styles.paragraph}>
              {text}
            </Text>
          ))}
        </View>
      );
  }
}

export async function renderReportPdf(kind: ReportKind, report: Record<string, unknown>): Promise<Uint8Array> {
  const document = printable(reportDocument(kind, report), await interCoverage());
  const title = document.title;
  const buffer = await renderToBuffer(
    <Document title={title} author="LaunchLens" creator="LaunchLens" producer="LaunchLens" language="en-GB">
      <Page size="A4" style={styles.page}>
        <Text style={[styles.footer, styles.footerLeft]} fixed>
          {[...title].length > 70 ? `${[...title].slice(0, 70).join("")}…` : title}
        </Text>
        <Text style={[styles.footer, styles.footerRight]} fixed render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        <Text style={styles.brand}>LAUNCHLENS</Text>
        <Text style={styles.title}>{title}</Text>
        <Text style={styles.meta}>{`${document.kindName}${document.date ? ` · ${document.date}` : ""}`}</Text>
        {document.demo && <Text style={styles.demo}>{DEMO_LINE}</Text>}
        {document.sections.map((section, index) => (
          <View key={index}>
            <Text style={styles.heading} minPresenceAhead={40}>
              {section.heading}
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
