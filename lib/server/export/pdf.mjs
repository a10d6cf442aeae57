// A report as a print-quality A4 PDF, drawn by @react-pdf/renderer (no browser needed on the host). This module runs
// in the PDF worker thread (pdf-worker.mjs; lib/server/export/pdf-pool.ts hands it the work), never on the thread
// that answers requests: a long report keeps a core busy for a good fraction of a second. It is plain JavaScript so
// that the worker runs as it is in Vitest, and bundled by Next.js (which bundles `new Worker(new URL(…))`) in the
// app. Its types are in pdf.d.mts.
//
// The text is set in Inter, the site's own typeface, embedded from @fontsource/inter's static WOFF files (react-pdf
// reads TTF and WOFF, not the WOFF2 the site serves): one file per script subset (Latin, Latin Extended, Cyrillic and
// its extension, Greek and its extension, Vietnamese) for each weight and style, stacked so that react-pdf takes, per
// character, the first subset that has it. PDF viewers need no font of their own. What no subset draws (arrows and
// maths signs past Latin's, CJK, Arabic, emoji) is spelled out, stripped of its accents, dropped (emoji) or written
// "?"; the Markdown export keeps every character.
import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import {
  Circle,
  Document,
  Font,
  Line,
  Page,
  Polygon,
  Rect,
  renderToBuffer,
  StyleSheet,
  Svg,
  Text,
  View,
} from "@react-pdf/renderer";
import { createElement as h } from "react";

// Read at run time from the package folder: the working directory is the project's under `node server.mjs` (which
// changes to its own folder), `next dev` and Vitest, and next.config.ts ships the files to hosts that trace them.
const FONT_FOLDER = path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files");
const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"];
const FACES = [
  { fontWeight: 400, fontStyle: "normal" },
  { fontWeight: 700, fontStyle: "normal" },
  { fontWeight: 400, fontStyle: "italic" },
];

/** The family names of the stack, Latin first: each style names them all. */
export const INTER_STACK = SUBSETS.map((subset) => `Inter ${subset}`);

/**
 * A WOFF 1.0 file as the TrueType font it wraps (tables inflated, directory rewritten), as a data URL for react-pdf.
 * fontkit reads WOFF itself, but inflates a table again each time it is read, and the PDF's font subset reads the
 * glyph table for every glyph: a tenth of a long report's time went to inflating.
 */
export function trueTypeOf(woff) {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(entry + 4),
      woff.readUInt32BE(entry + 8),
      woff.readUInt32BE(entry + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return `data:font/ttf;base64,${Buffer.concat(parts).toString("base64")}`;
}

for (const subset of SUBSETS) {
  Font.register({
    family: `Inter ${subset}`,
    fonts: FACES.map((face) => ({
      ...face,
      src: trueTypeOf(
        readFileSync(path.join(FONT_FOLDER, `inter-${subset}-${face.fontWeight}-${face.fontStyle}.woff`)),
      ),
    })),
  });
}
// Words stay whole: a hyphenated "po-tential" in a narrow table column reads worse than a ragged edge.
Font.registerHyphenationCallback((word) => [word]);

let coverage = null;

/**
 * Loads every face of every subset (once per thread) and answers whether one of them draws a character. Each
 * character's glyph is looked up once here, before any layout: fontkit keeps a glyph with the characters it was first
 * made for, and one first made by a substitution (an accented "i" drawn as a dotless "ı" and a mark) would otherwise
 * be copied out of the PDF as the wrong text ("Şanl urfa").
 */
export function interCoverage() {
  coverage ??= (async () => {
    const loaded = await Promise.all(
      INTER_STACK.flatMap((fontFamily) =>
        FACES.map(async ({ fontWeight, fontStyle }) => {
          const descriptor = { fontFamily, fontWeight, fontStyle };
          await Font.load(descriptor);
          const font = Font.getFont(descriptor).data;
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

const SPELLED = { "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "≈": "~", "✓": "v", "✔": "v" };
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Variation_Selector}|\u200d/u;

/** Text the embedded fonts can draw: kept, spelled out, stripped of accents, emoji dropped, anything else "?". */
export function pdfText(value, covered) {
  const drawable = (text) => [...text].every((char) => covered(char.codePointAt(0)));
  let out = "";
  for (const char of value.normalize("NFC").replace(/\s+/g, " ").trim()) {
    if (drawable(char)) out += char;
    else if (SPELLED[char] && drawable(SPELLED[char])) out += SPELLED[char];
    else if (PICTOGRAPH.test(char)) continue;
    else {
      const bare = char.normalize("NFKD").replace(/\p{Mark}/gu, "");
      out += bare && drawable(bare) ? bare : "?";
    }
  }
  return out.replace(/ {2,}/g, " ").trim();
}

/** Every string of the document through pdfText. */
function printable(value, covered) {
  if (typeof value === "string") return pdfText(value, covered);
  if (Array.isArray(value)) return value.map((item) => printable(item, covered));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printable(item, covered)]));
  return value;
}

const line = "#e7e3dc";

function stylesFor({ ink, muted, brand }) {
  return StyleSheet.create({
    // Inter's contextual alternates (calt) cost a third of a long report's time in fontkit, for forms a report
    // rarely shows (arrows drawn from "->", case-aware punctuation).
    page: {
      paddingTop: 48,
      paddingBottom: 56,
      paddingHorizontal: 52,
      fontFamily: INTER_STACK,
      fontSize: 10,
      color: ink,
      fontFeatureSettings: { calt: false },
    },
    brand: { fontWeight: 700, fontSize: 10, color: brand, letterSpacing: 0.5 },
    title: { fontWeight: 700, fontSize: 20, lineHeight: 1.2, marginTop: 10 },
    meta: { color: muted, marginTop: 6 },
    demo: {
      marginTop: 12,
      padding: 8,
      borderWidth: 1,
      borderColor: "#fcd34d",
      backgroundColor: "#fffbeb",
      color: "#78350f",
    },
    heading: {
      fontWeight: 700,
      fontSize: 13,
      marginTop: 18,
      marginBottom: 6,
      paddingBottom: 3,
      borderBottomWidth: 1,
      borderBottomColor: line,
    },
    paragraph: { marginBottom: 6 },
    listRow: { flexDirection: "row", marginBottom: 3 },
    bullet: { width: 16, color: muted },
    listText: { flex: 1 },
    quote: {
      marginVertical: 4,
      paddingLeft: 8,
      borderLeftWidth: 2,
      borderLeftColor: brand,
      color: "#334155",
      fontStyle: "italic",
    },
    item: { marginBottom: 8 },
    setApart: { marginTop: 8 },
    itemTitle: { fontWeight: 700, fontSize: 11 },
    label: { color: brand, fontSize: 9, marginBottom: 2 },
    table: { borderWidth: 1, borderColor: line, marginBottom: 8 },
    tableTitle: { marginTop: 4, marginBottom: 2 },
    row: { flexDirection: "row", borderTopWidth: 1, borderTopColor: line },
    headRow: { flexDirection: "row", backgroundColor: "#f8fafc" },
    cell: { flex: 1, padding: 4 },
    wideCell: { flex: 3, padding: 4 },
    headCell: { fontWeight: 700 },
    footRow: { flexDirection: "row", borderTopWidth: 1.5, borderTopColor: "#d6d0c6", backgroundColor: "#faf8f4" },
    // The score card: the overall score large, its grade, a bar, the grade line, and a bar per factor.
    card: { borderWidth: 1, borderColor: line, borderRadius: 6, padding: 12, marginBottom: 10 },
    cardTop: { flexDirection: "row", alignItems: "flex-end" },
    bigScore: { fontWeight: 700, fontSize: 30, lineHeight: 1 },
    outOf: { fontWeight: 700, fontSize: 13, color: muted, marginLeft: 3, marginBottom: 2 },
    tag: {
      fontWeight: 700,
      fontSize: 9,
      marginLeft: 10,
      marginBottom: 3,
      paddingVertical: 2,
      paddingHorizontal: 7,
      borderRadius: 8,
    },
    overallTrack: { height: 6, borderRadius: 3, backgroundColor: "#f0ede8", marginTop: 8, width: 220 },
    gradeLine: { fontWeight: 700, marginTop: 8 },
    cardLine: { color: muted, marginTop: 3 },
    barRow: { flexDirection: "row", alignItems: "center", marginTop: 5 },
    barLabel: { width: 130 },
    barTrack: { flex: 1, height: 7, borderRadius: 3.5, backgroundColor: "#f0ede8" },
    barFigure: { width: 32, textAlign: "right", fontWeight: 700 },
    bars: { marginTop: 8 },
    caption: { color: muted, fontSize: 8, marginTop: 6 },
    // No line height is set on the page: inherited, it hides the dynamic page-number text (react-pdf 4.9).
    footer: { position: "absolute", bottom: 24, color: muted, fontSize: 8 },
    footerLeft: { left: 52, width: 400 },
    footerRight: { right: 52 },
  });
}

/** The app's score colours (components/ui/ScoreBadge.tsx, FactorChart.tsx): a text tone and a bar tone per grade. */
function toneOf(score) {
  if (score >= 7.5) return { text: "#15803d", bar: "#15803d", tint: "#f0fdf4" };
  if (score >= 6) return { text: "#a16207", bar: "#ca8a04", tint: "#fefce8" };
  if (score >= 5) return { text: "#c2410c", bar: "#ea580c", tint: "#fff7ed" };
  return { text: "#b91c1c", bar: "#dc2626", tint: "#fef2f2" };
}

/** A filled bar of `score` out of 10 on its track: vector boxes, no image. */
function bar(score, trackStyle, key) {
  const width = `${Math.max(2, Math.min(100, score * 10))}%`;
  return h(
    View,
    { key, style: trackStyle },
    h(View, { style: { width, height: "100%", borderRadius: 3.5, backgroundColor: toneOf(score).bar } }),
  );
}

function scorecard(entry, key, styles) {
  const tone = toneOf(entry.score);
  return h(View, { key, style: styles.card, wrap: false }, [
    h(View, { key: "top", style: styles.cardTop }, [
      h(Text, { key: "score", style: [styles.bigScore, { color: tone.text }] }, entry.score.toFixed(1)),
      h(Text, { key: "of", style: styles.outOf }, "/ 10"),
      h(Text, { key: "tag", style: [styles.tag, { color: tone.text, backgroundColor: tone.tint }] }, entry.tag),
    ]),
    bar(entry.score, styles.overallTrack, "overall"),
    h(Text, { key: "grade-line", style: styles.gradeLine }, entry.gradeLine),
    entry.range ? h(Text, { key: "range", style: styles.cardLine }, entry.range) : null,
    entry.bars.length > 0
      ? h(
          View,
          { key: "bars", style: styles.bars },
          entry.bars.map((row, index) =>
            h(View, { key: index, style: styles.barRow }, [
              h(Text, { key: "label", style: styles.barLabel }, row.label),
              bar(row.score, styles.barTrack, "bar"),
              h(Text, { key: "figure", style: styles.barFigure }, row.score.toFixed(1)),
            ]),
          ),
        )
      : null,
    h(Text, { key: "caption", style: styles.caption }, entry.caption),
  ]);
}

/** The colours a chart's results are drawn in (the app's --color-score-*): a clear pass, a clear failure, unsettled. */
const CHART_TONES = { passed: "#15803d", failed: "#b91c1c", unsettled: "#c2410c" };

/** A rung's mark, as the app draws it (components/experiments/ResultsChart.tsx). */
function rungMark(rung, x, y, colour, key, size = 5) {
  const filled = { fill: colour, stroke: colour };
  switch (rung) {
    case "said":
      return h(Circle, { key, cx: x, cy: y, r: size, fill: "#ffffff", stroke: colour, strokeWidth: 2 });
    case "signed_up":
      return h(Circle, { key, cx: x, cy: y, r: size, ...filled });
    case "signed_up_priced":
      return h(Polygon, {
        key,
        points: `${x},${y - size - 1} ${x + size + 1},${y} ${x},${y + size + 1} ${x - size - 1},${y}`,
        ...filled,
      });
    case "qualified":
      return h(Rect, { key, x: x - size, y: y - size, width: size * 2, height: size * 2, ...filled });
    default:
      return h(Polygon, {
        key,
        points: `${x},${y - size - 1} ${x + size + 1},${y + size} ${x - size - 1},${y + size}`,
        ...filled,
      });
  }
}

function intervalLines(span, y, colour, key) {
  if (!span) return [];
  const stroke = { stroke: colour, strokeWidth: 2 };
  return [
    h(Line, { key: `${key}-span`, x1: span.lowX, x2: span.highX, y1: y, y2: y, ...stroke }),
    h(Line, { key: `${key}-low`, x1: span.lowX, x2: span.lowX, y1: y - 4, y2: y + 4, ...stroke }),
    h(Line, { key: `${key}-high`, x1: span.highX, x2: span.highX, y1: y - 4, y2: y + 4, ...stroke }),
  ];
}

/** The experiments' chart (lib/core/experiments/chart.ts chartDrawing): vectors at the positions the core worked out. */
function chart(entry, key, styles) {
  const { drawing } = entry;
  const [ink, muted] = [styles.page.color, styles.caption.color];
  const text = (props, words) => h(Text, { ...props, style: { fontSize: props.fontSize ?? 9 } }, words);
  const shapes = [
    ...drawing.ticks.flatMap((tick, index) => [
      h(Line, {
        key: `tick-${index}`,
        x1: tick.x,
        x2: tick.x,
        y1: drawing.top,
        y2: drawing.axisY,
        stroke: line,
        strokeWidth: 1,
      }),
      text({ key: `tick-label-${index}`, x: tick.x - 8, y: drawing.axisY + 14, fill: muted, fontSize: 8 }, tick.label),
    ]),
    ...drawing.rows.flatMap((row, index) => {
      const colour = CHART_TONES[row.tone];
      return [
        row.heading
          ? text({ key: `heading-${index}`, x: 0, y: row.heading.y, fill: ink, fontSize: 10 }, row.heading.text)
          : null,
        text({ key: `label-${index}`, x: 0, y: row.labelY - 1, fill: muted }, row.label),
        row.lineX === null
          ? null
          : h(Line, {
              key: `line-${index}`,
              x1: row.lineX,
              x2: row.lineX,
              y1: row.y - 10,
              y2: row.y + 10,
              stroke: ink,
              strokeWidth: 1.5,
              strokeDasharray: "3 2",
            }),
        ...intervalLines(row.interval, row.y, colour, `interval-${index}`),
        rungMark(row.rung, row.pointX, row.y, colour, `mark-${index}`),
        ...row.variants.flatMap((variant, at) => {
          const tone = variant.better ? CHART_TONES.passed : muted;
          return [
            text(
              { key: `variant-${index}-${at}`, x: 12, y: variant.labelY - 1, fill: tone, fontSize: 8 },
              variant.label,
            ),
            ...intervalLines(variant.interval, variant.y, tone, `variant-interval-${index}-${at}`),
            variant.pointX === null
              ? null
              : h(Circle, { key: `variant-point-${index}-${at}`, cx: variant.pointX, cy: variant.y, r: 3, fill: tone }),
          ];
        }),
      ];
    }),
  ].filter(Boolean);
  // A4 less the page's margins is about 491 points wide: the drawing is scaled to it.
  const width = 491;
  return h(View, { key, style: { marginTop: 8, marginBottom: 12 }, wrap: false }, [
    h(
      Svg,
      {
        key: "chart",
        width,
        height: (drawing.height * width) / drawing.width,
        viewBox: `0 0 ${drawing.width} ${drawing.height}`,
      },
      shapes,
    ),
    h(Text, { key: "summary", style: styles.caption }, drawing.summary),
  ]);
}

const SET_APART = new Set(["list", "quote"]);

/** One block; `previous` is the block before it in its section, if any. */
function block(entry, key, styles, previous) {
  switch (entry.type) {
    case "paragraph":
      return h(Text, { key, style: styles.paragraph }, entry.text);
    case "quote":
      return h(Text, { key, style: styles.quote }, entry.text);
    case "list":
      return h(
        View,
        { key },
        entry.items.map((item, index) =>
          h(View, { key: index, style: styles.listRow, wrap: false }, [
            h(
              Text,
              { key: "bullet", style: styles.bullet },
              entry.ordered ? `${(entry.start ?? 0) + index + 1}.` : "•",
            ),
            h(Text, { key: "text", style: styles.listText }, item),
          ]),
        ),
      );
    case "table": {
      if (entry.title && entry.part !== "rest") {
        // A titled table (a market segment): its title and caption drawn with its head and first row, in one
        // unbreakable view (a section's first block is already split so, by sectionView), the other rows after it.
        const [lead, rest] = entry.part === "lead" ? [entry, null] : leadOf(entry);
        return h(View, { key }, [
          h(View, { key: "lead", wrap: false }, [
            h(Text, { key: "title", style: [styles.itemTitle, styles.tableTitle] }, entry.title),
            entry.caption ? h(Text, { key: "caption", style: styles.label }, entry.caption) : null,
            block({ ...lead, title: undefined }, "first", styles),
          ]),
          rest ? block(rest, "rest", styles) : null,
        ]);
      }
      // The last column of a wide table (a reason, an experiment) gets the room.
      const cellStyle = (index) =>
        entry.headers.length > 2 && index === entry.headers.length - 1 ? styles.wideCell : styles.cell;
      // A table's first row is drawn with the section's heading (see sectionView); the rest follows as a continuation,
      // without the head, drawn over the first part's bottom border.
      const style =
        entry.part === "lead"
          ? [styles.table, { marginBottom: 0 }]
          : entry.part === "rest"
            ? [styles.table, { marginTop: -1 }]
            : styles.table;
      const whole = entry.part === undefined && entry.rows.length <= SMALL_TABLE_ROWS;
      return h(View, { key, style, wrap: !whole }, [
        entry.part === "rest"
          ? null
          : h(
              View,
              { key: "head", style: styles.headRow, fixed: entry.part === undefined },
              entry.headers.map((header, index) =>
                h(Text, { key: index, style: [cellStyle(index), styles.headCell] }, header),
              ),
            ),
        ...entry.rows.map((row, rowIndex) =>
          h(
            View,
            {
              key: rowIndex,
              style: entry.part === "rest" && rowIndex === 0 ? [styles.row, { borderTopWidth: 0 }] : styles.row,
              wrap: false,
            },
            row.map((cell, index) => h(Text, { key: index, style: cellStyle(index) }, cell)),
          ),
        ),
        entry.foot
          ? h(
              View,
              { key: "foot", style: styles.footRow, wrap: false },
              entry.foot.map((cell, index) =>
                h(Text, { key: index, style: [cellStyle(index), styles.headCell] }, cell),
              ),
            )
          : null,
      ]);
    }
    case "scorecard":
      return scorecard(entry, key, styles);
    case "chart":
      return chart(entry, key, styles);
    case "item":
      // A list or a quote leaves little room below it (elsewhere they end a section or an item): an item that follows
      // one, as an experiment follows the verdict's reasons or the last one's evidence, is set apart from it.
      return h(
        View,
        { key, style: SET_APART.has(previous?.type) ? [styles.item, styles.setApart] : styles.item, wrap: false },
        [
          h(Text, { key: "title", style: styles.itemTitle }, entry.title),
          entry.label ? h(Text, { key: "label", style: styles.label }, entry.label) : null,
          ...entry.quotes.map((quote, index) => h(Text, { key: `quote${index}`, style: styles.quote }, quote)),
          ...entry.lines.map((text, index) => h(Text, { key: `line${index}`, style: styles.paragraph }, text)),
        ],
      );
    default:
      return null;
  }
}

/**
 * The first block of a section split into what must stay on the page of the heading and what may follow: a list's
 * first item, a table's head and first row; a block that is drawn whole (a pain point, the score card) goes whole.
 * Paragraphs and quotes break between lines: the heading's minPresenceAhead keeps their first lines with it.
 */
/** A table of this many rows or fewer (the market's totals) is drawn whole, never split across a page. */
const SMALL_TABLE_ROWS = 4;

function leadOf(entry) {
  if (entry.type === "list" && entry.items.length > 1) {
    return [
      { ...entry, items: entry.items.slice(0, 1) },
      { ...entry, items: entry.items.slice(1), start: 1 },
    ];
  }
  if (entry.type === "table" && entry.rows.length > SMALL_TABLE_ROWS) {
    return [
      { ...entry, rows: entry.rows.slice(0, 1), foot: undefined, part: "lead" },
      { ...entry, rows: entry.rows.slice(1), part: "rest" },
    ];
  }
  return [entry, null];
}

/**
 * A section whose heading is never the last thing on a page: it is drawn in one unbreakable view with the start of
 * what follows it (react-pdf's minPresenceAhead alone left a heading behind when the next block, drawn whole, was taller
 * than the room it asked for).
 */
function sectionView(section, key, styles) {
  const heading = h(Text, { key: "heading", style: styles.heading, minPresenceAhead: 36 }, section.heading);
  const [first, ...others] = section.blocks;
  if (!first || first.type === "paragraph" || first.type === "quote") {
    return h(View, { key }, [
      heading,
      ...section.blocks.map((entry, index) => block(entry, index, styles, section.blocks[index - 1])),
    ]);
  }
  const [lead, rest] = leadOf(first);
  return h(View, { key }, [
    h(View, { key: "lead", wrap: false }, [heading, block(lead, "first", styles)]),
    rest ? block(rest, "rest", styles) : null,
    ...others.map((entry, index) => block(entry, index, styles, section.blocks[index])),
  ]);
}

/**
 * Draws a document of lib/core/export/sections.ts (as reportDocument() made it, with the demo line and the item
 * quotes already worded) in the given colours; resolves to the PDF's bytes.
 */
export async function drawReport(source, colours) {
  const document = printable(source, await interCoverage());
  const styles = stylesFor(colours);
  const title = document.title;
  const meta = `${document.kindName}${document.date ? ` · ${document.date}` : ""}`;
  const buffer = await renderToBuffer(
    h(
      Document,
      { title, author: "LaunchLens", creator: "LaunchLens", producer: "LaunchLens", language: "en-GB" },
      h(Page, { size: "A4", style: styles.page }, [
        // The whole title (120 characters at most) in the footer, on two lines where it needs them.
        h(Text, { key: "footer", style: [styles.footer, styles.footerLeft], fixed: true }, title),
        h(Text, {
          key: "pages",
          style: [styles.footer, styles.footerRight],
          fixed: true,
          render: ({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`,
        }),
        h(Text, { key: "brand", style: styles.brand }, "LAUNCHLENS"),
        h(Text, { key: "title", style: styles.title }, title),
        h(Text, { key: "meta", style: styles.meta }, meta),
        document.demoLine ? h(Text, { key: "demo", style: styles.demo }, document.demoLine) : null,
        ...document.sections.map((section, index) => sectionView(section, `section${index}`, styles)),
      ]),
    ),
  );
  return new Uint8Array(buffer);
}
