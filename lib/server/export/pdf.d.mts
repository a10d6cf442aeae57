// Types of pdf.mjs (plain JavaScript, so that the PDF worker thread runs it as it is).
import type { ReportDocument } from "../../core/export/document";

/** A document as the worker draws it: the demo line worded, or null. */
export type PdfDocument = Omit<ReportDocument, "demo"> & { demoLine: string | null };
export interface PdfColours {
  ink: string;
  muted: string;
  brand: string;
}
export type Coverage = (codePoint: number) => boolean;

export const INTER_STACK: string[];
export function interCoverage(): Promise<Coverage>;
export function pdfText(value: string, covered: Coverage): string;
export function drawReport(document: PdfDocument, colours: PdfColours): Promise<Uint8Array>;
export function trueTypeOf(woff: Buffer): string;
