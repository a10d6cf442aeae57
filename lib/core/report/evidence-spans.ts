/**
 * Leaves the founder's evidence out of free text: any run of EVIDENCE_SPAN_WORDS or more words that also runs in the
 * evidence (compared by words alone: case, quotation marks and apostrophes, punctuation and spaces aside) becomes one
 * placeholder, with the quotation marks around it. A share without quotes runs every string it shows through it (the
 * report's summary and reasons, the answers, the cards), since a model writes "As Maria said, '…'" anywhere. Pure:
 * used by the share page's copy of the report and of its conversation alike.
 */

export const EVIDENCE_LEFT_OUT = "[a quote from the evidence, left out]";
/** Fewer words than this in a row are common phrases ("every Saturday and lose sales"), not someone's words. */
export const EVIDENCE_SPAN_WORDS = 8;

const WORD = /[\p{L}\p{N}]+(?:['‘’`´][\p{L}\p{N}]+)*/gu;
const APOSTROPHES = /['‘’`´]/g;
const OPENING = `"'“‘«„‹`;
const CLOSING = `"'”’»“›`;

interface Word {
  key: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    key: match[0].toLowerCase().replace(APOSTROPHES, ""),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const runKey = (words: readonly Word[], at: number) =>
  words
    .slice(at, at + EVIDENCE_SPAN_WORDS)
    .map((word) => word.key)
    .join(" ");

/** A function that redacts the evidence's spans from a text; the identity when there is no evidence. */
export function evidenceRedactor(evidence: string | null | undefined): (text: string) => string {
  const words = wordsOf(evidence ?? "");
  if (words.length < EVIDENCE_SPAN_WORDS) return (text) => text;
  const runs = new Set<string>();
  for (let at = 0; at + EVIDENCE_SPAN_WORDS <= words.length; at++) runs.add(runKey(words, at));
  return (text) => redactRuns(text, runs);
}

function redactRuns(text: string, runs: ReadonlySet<string>): string {
  const words = wordsOf(text);
  if (words.length < EVIDENCE_SPAN_WORDS) return text;
  const covered = new Array<boolean>(words.length).fill(false);
  for (let at = 0; at + EVIDENCE_SPAN_WORDS <= words.length; at++) {
    if (runs.has(runKey(words, at))) covered.fill(true, at, at + EVIDENCE_SPAN_WORDS);
  }
  const spans: [number, number][] = [];
  for (let at = 0; at < words.length; at++) {
    if (!covered[at]) continue;
    let last = at;
    while (last + 1 < words.length && covered[last + 1]) last++;
    spans.push(withMarks(text, words[at]!.start, words[last]!.end));
    at = last;
  }
  let result = text;
  for (const [start, end] of spans.reverse()) result = result.slice(0, start) + EVIDENCE_LEFT_OUT + result.slice(end);
  return result;
}

/** The span with the quotation marks around it (and the punctuation inside the closing one), when it is quoted. */
function withMarks(text: string, start: number, end: number): [number, number] {
  const punctuation = /^[.,;:!?…]*/.exec(text.slice(end))![0].length;
  const before = text[start - 1];
  const after = text[end + punctuation];
  if (before && after && OPENING.includes(before) && CLOSING.includes(after)) return [start - 1, end + punctuation + 1];
  return [start, end];
}
