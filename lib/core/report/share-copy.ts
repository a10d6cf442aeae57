/**
 * What a share link shows of a report: the report's findings, never the founder's idea as typed, and the quotes from
 * their customer evidence only when they chose to include them. Quotes are other people's words and can hold their
 * names, e-mail addresses and figures; the founder may not have their leave to pass them on. Pure: the share page and
 * the share dialog (which counts the quotes it offers to include) both use it.
 */

import { assertNever, type ReportKind } from "@/lib/core/kinds";
import { omit } from "@/lib/core/objects";
import { mapStrings } from "@/lib/core/json-strings";
import { evidenceRedactor } from "./evidence-spans";

type Kind = ReportKind;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];

/** The verbatim quotes from the evidence a report carries: pain points' quotes, the strategy's customer words, factors' quotes. */
export function quotesIn(kind: Kind, report: Json): string[] {
  switch (kind) {
    case "pp":
      return (Array.isArray(report.pain_points) ? report.pain_points : [])
        .filter(isObject)
        .flatMap((point) => strings(point.quotes));
    case "ms":
      return strings(report.customer_words);
    case "iv":
      return [...(isObject(report.scores) ? Object.values(report.scores) : []), ...marketInputs(report)]
        .filter(isObject)
        .flatMap((item) => (typeof item.quote === "string" && item.quote.trim() ? [item.quote] : []));
    default:
      return assertNever(kind);
  }
}

/** A validation's market-size inputs (each may quote the evidence for its number). */
function marketInputs(report: Json): unknown[] {
  const market = isObject(report.market_size) ? report.market_size : {};
  const segments = Array.isArray(market.segments) ? market.segments.filter(isObject) : [];
  return segments.flatMap((segment) => MARKET_INPUTS.map((key) => segment[key]));
}
const MARKET_INPUTS = ["customers", "price_per_year_usd", "reachable_share", "obtainable_share_3y"];

/**
 * The report without its quotes and without who said them (empty lists, null quotes: the shapes stay valid for the
 * report views); the attributions name the founder's customers, so they go with the quotes.
 */
function withoutQuotes(kind: Kind, report: Json): Json {
  switch (kind) {
    case "pp":
      return painPointsWithoutQuotes(report);
    case "ms":
      return Array.isArray(report.customer_words)
        ? { ...omit(report, "customer_words_attributions"), customer_words: [] }
        : report;
    case "iv":
      return validationWithoutQuotes(report);
    default:
      return assertNever(kind);
  }
}

function painPointsWithoutQuotes(report: Json): Json {
  if (!Array.isArray(report.pain_points)) return report;
  return {
    ...report,
    pain_points: report.pain_points.map((point) =>
      isObject(point) ? { ...omit(point, "attributions"), quotes: [] } : point,
    ),
  };
}

function validationWithoutQuotes(report: Json): Json {
  if (!isObject(report.scores)) return report;
  const scores = Object.fromEntries(
    Object.entries(report.scores).map(([key, factor]) => [
      key,
      isObject(factor) ? { ...omit(factor, "attribution"), quote: null } : factor,
    ]),
  );
  const market = isObject(report.market_size) ? report.market_size : null;
  const segments = Array.isArray(market?.segments) ? market.segments : null;
  if (!market || !segments) return { ...report, scores };
  const unquoted = segments.map((segment) =>
    isObject(segment)
      ? {
          ...segment,
          ...Object.fromEntries(
            MARKET_INPUTS.flatMap((key) => {
              const input = segment[key];
              return isObject(input) ? [[key, { ...omit(input, "attribution"), quote: null }]] : [];
            }),
          ),
        }
      : segment,
  );
  return { ...report, scores, market_size: { ...market, segments: unquoted } };
}

const spaced = (text: string) => text.replace(/\s+/g, " ").trim();
/** The demo model opens its summaries with the idea's first sentence quoted whole (lib/ai/demo/reports.ts). */
const DEMO_IDEA = /Your idea: “[^”]*”\s*/g;
/** Shorter than this, an idea is a few words any report may use ("meal kits"): only a longer one is searched for. */
const IDEA_MIN = 20;

/**
 * A report (or any JSON: a shared conversation) without the founder's idea as they typed it: the demo's quotation of
 * it, any verbatim copy of it or of its first sentence, and a title or heading that is its opening cut off with "…".
 */
export function withoutPrompt<T>(report: T, prompt: string, demo: boolean): T {
  const idea = spaced(prompt);
  const firstSentence = idea.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]+$/, "");
  const copies = [...new Set([idea, firstSentence])].filter((copy) => copy.length >= IDEA_MIN);
  const lowerIdea = idea.toLowerCase();
  return mapStrings(report, (text) => {
    let result = demo ? text.replace(DEMO_IDEA, "") : text;
    for (const copy of copies)
      if (spaced(result).includes(copy)) result = spaced(result).replaceAll(copy, "the founder's idea");
    // At the start of a text (a title), a sentence's capital.
    if (result.startsWith("the founder's idea")) result = `T${result.slice(1)}`;
    // The idea's opening cut off ("Pain points: A waitlist tool for physio clinics that…"): the idea as typed too.
    return withoutOpening(result, lowerIdea);
  });
}

/**
 * A text without the idea's opening cut off with "…": the longest run before each "…", starting at a word, that the
 * idea starts with (a colon in the idea included: "BeanCount: a stock app…").
 */
function withoutOpening(text: string, lowerIdea: string): string {
  let result = text;
  for (let end = result.indexOf("…"); end >= 0; end = result.indexOf("…", end + 1)) {
    for (let start = 0; start < end; start++) {
      if (/\s/.test(result[start]!) || (start > 0 && !/[\s:]/.test(result[start - 1]!))) continue;
      const opening = result.slice(start, end).trim();
      if (opening.length < IDEA_MIN || !lowerIdea.startsWith(opening.toLowerCase())) continue;
      const before = result.slice(0, start);
      const replacement = before.trim() ? "the founder's idea" : "The founder's idea";
      result = `${before}${replacement}${result.slice(end + 1)}`;
      end = start + replacement.length - 1;
      break;
    }
  }
  return result;
}

export interface SharedCopy {
  report: Json;
  /** How many quotes were left out (0 when the founder included them, or there were none). */
  quotesLeftOut: number;
}

/** A survey answer's attribution as a share shows it: "Answer 2", without the response's id the app links by. */
const withoutResponseId = (text: string) => text.replace(/^(Answer \d+) \([0-9a-f-]{36}\)$/, "$1");

/**
 * The report as its share page shows it. Without the quotes, no text of it repeats the evidence either: any span of it
 * in a summary or a reason is left out as a quote is (evidence-spans.ts).
 */
export function sharedCopy(
  kind: Kind,
  data: object,
  {
    prompt,
    demo,
    includeQuotes,
    evidence,
  }: { prompt: string; demo: boolean; includeQuotes: boolean; evidence?: string | null },
): SharedCopy {
  const json: Json = { ...data };
  const quotes = quotesIn(kind, json).length;
  const unquoted = includeQuotes
    ? mapStrings(json, withoutResponseId)
    : mapStrings(withoutQuotes(kind, json), evidenceRedactor(evidence));
  const report = withoutPrompt(unquoted, prompt, demo);
  return { report, quotesLeftOut: includeQuotes ? 0 : quotes };
}
