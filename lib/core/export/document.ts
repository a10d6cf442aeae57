import type { ChartDrawing } from "@/lib/core/experiments/chart";

/**
 * A report as a document: its title, a line about it, and its sections in the order the app shows them, made of a
 * few kinds of block. The Markdown and the PDF are both drawn from this, so they cannot drift apart. Pure code: it
 * also runs in the browser (Copy as Markdown). Reports saved before schema version 2 simply lack the newer sections.
 */
export type Block =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[]; ordered?: boolean }
  | { type: "quote"; text: string }
  | Table
  | { type: "item"; title: string; label?: string; lines: string[]; quotes: string[] }
  | ScoreCard
  | ChartBlock;

/**
 * The experiments' results drawn as a chart (lib/core/experiments/chart.ts), every position worked out: the PDF draws
 * it; the Markdown file, which lists the same figures right after it, leaves it out.
 */
export interface ChartBlock {
  type: "chart";
  drawing: ChartDrawing;
}

/**
 * Rows under a head, with an optional total row (`foot`). A table may have a title and a line beneath it (a market
 * segment's name and figures): drawn with the table's first row, never left alone at the foot of a page.
 */
export interface Table {
  type: "table";
  headers: string[];
  rows: string[][];
  foot?: string[];
  title?: string;
  caption?: string;
}

/**
 * The head of an idea validation, as the app draws it: the overall score and its grade, the line that says what the
 * score is (`line`, the text form), the grade line, and each factor's score as a bar, highest first.
 */
export interface ScoreCard {
  type: "scorecard";
  score: number;
  tag: string;
  /** The score in words, for the Markdown file. */
  line: string;
  /** How far the scoring runs spread, when they did. */
  range: string | null;
  gradeLine: string;
  bars: { label: string; score: number }[];
  caption: string;
}

export interface DocumentSection {
  heading: string;
  blocks: Block[];
}

export interface ReportDocument {
  title: string;
  kindName: string;
  date: string | null;
  demo: boolean;
  sections: DocumentSection[];
}
