/**
 * The founder's customer evidence (reviews, posts, interview notes) and the checks on what a model claims about it.
 * The code, not the model, decides what counts as a quote: a claimed quote is shown only when its words appear in the
 * evidence, comparing without regard to whitespace, case and typographic quotes or apostrophes, and what is shown is
 * the evidence's own text, never the model's.
 */

export const EVIDENCE_MAX = 20_000;
/** A quote must say something: at least this many words and characters. */
const QUOTE_MIN_WORDS = 3;
const QUOTE_MIN_CHARS = 12;

const TYPOGRAPHIC: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u2032": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\u2033": '"',
  "\u00AB": '"',
  "\u00BB": '"',
};

interface NormalisedText {
  text: string;
  /** For each character of `text`, the index in the original it came from. */
  origin: number[];
}

/** Lower case, typographic quotes made plain, whitespace runs collapsed; with a map back to the original. */
function normalise(source: string): NormalisedText {
  let text = "";
  const origin: number[] = [];
  // A run of whitespace becomes one space, or one line break when it holds one: a quote never crosses passages.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a `let` initialised with "" would be typed "", and the loop compares it with the others
  let pending = "" as "" | " " | "\n";
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (/\s/.test(char)) {
      if (text.length > 0) pending = char === "\n" || pending === "\n" ? "\n" : " ";
      continue;
    }
    if (pending) {
      text += pending;
      origin.push(index);
      pending = "";
    }
    const plain = (TYPOGRAPHIC[char] ?? char).toLowerCase();
    // toLowerCase keeps the length of almost every character; map each produced character to its source.
    for (const produced of plain) {
      text += produced;
      origin.push(index);
    }
  }
  return { text, origin };
}

/** Double quotation marks, plain and typographic, that open or close what someone said. */
const QUOTE_MARKS = '"\u201C\u201D\u201E\u201F\u00AB\u00BB';
/** A closing quotation mark, then a dash and who said it, to the end of the line: `…" - owner, Bean There, Leeds`. */
const ATTRIBUTION_AFTER = new RegExp(
  `^[^\\n${QUOTE_MARKS}]*[${QUOTE_MARKS}][ \\t]*[-\u2012\u2013\u2014\u2015]+[ \\t]*([^\\n]*)`,
);
/** The same at the end of a claimed quote: the model copied the attribution with the words. */
const CLAIMED_ATTRIBUTION = new RegExp(
  `^([\\s\\S]*[${QUOTE_MARKS}])[ \\t]*[-\u2012\u2013\u2014\u2015]+[ \\t]*[^\\n${QUOTE_MARKS}]*$`,
);
export const ATTRIBUTION_MAX = 200;

/** How far into a line a speaker label may reach. */
const LABEL_SCAN = 160;
/** Words that open speech, not a name, when they stand before a colon or a comma ("Honestly, the worst part:"). */
const NOT_A_NAME =
  /^(honestly|frankly|basically|also|and|but|so|well|yes|no|look|anyway|sometimes|often|usually|personally|overall|really|actually|seriously|ideally|otherwise|however|plus|still|then|now|again|sadly|luckily|unfortunately|fortunately|obviously|clearly|okay|ok|oh|right|like|first|second|third|finally|worst|best|problem|thing|note|update|edit|pros|cons|summary)$/i;
const DASH = "-\u2012\u2013\u2014\u2015";
const LABEL = new RegExp(
  `^[ \\t]*(?:[-*\u2022>][ \\t]+)?([^\\n:${QUOTE_MARKS}]{1,100}?)[ \\t]*:(?=\\s|$)[ \\t]*([${QUOTE_MARKS}]?)`,
);
/** "Interview 1", "Review #2", "Q3", then the end or more about the speaker after a dash, a bracket or a comma. */
const NUMBERED = new RegExp(`^\\p{L}+ ?#?\\d+(?:$|\\s*[${DASH}(,])`, "u");
/** One to three capitalised words (a name: "Priya", "Tom B.", "Maria Lopez"). */
const NAME = /^[\p{Lu}][\p{L}'\u2019.-]*(?: [\p{Lu}][\p{L}'\u2019.-]*){0,2}$/u;

/**
 * The speaker label that opens a line of notes, or null: `Interview 1 — Priya, owner of two cafés in Leeds:`,
 * `Review 2:`, `Sam (barista):`, `Maria Lopez, dog groomer: "…"`. A label ends with a colon, holds no sentence end and
 * no quotation mark, and reads as who spoke rather than as speech: it is followed by a quotation mark, or is numbered
 * (Interview 1, Q3), or starts with a name that stands alone or is followed by a comma, a bracket or a spaced dash.
 * `length` runs to where the words said begin (past the colon, spaces and an opening quotation mark).
 */
export function speakerLabel(line: string): { name: string; length: number } | null {
  const match = LABEL.exec(line);
  if (!match) return null;
  const name = match[1]!.trim();
  if (!/^[\p{Lu}\p{N}]/u.test(name) || /(?<!\b\p{Lu})[.!?](\s|$)/u.test(name)) return null;
  const head = name.split(new RegExp(`\\s*(?:,|\\(|\\s[${DASH}]\\s)`))[0]!.trim();
  const named = NAME.test(head) && !NOT_A_NAME.test(head);
  if (match[2] === "" && !NUMBERED.test(name) && !named) return null;
  return { name: name.slice(0, ATTRIBUTION_MAX), length: match[0].length };
}

/** Enough words and characters to count as a quote. */
function saysSomething(normalised: string): boolean {
  return normalised.length >= QUOTE_MIN_CHARS && normalised.split(" ").length >= QUOTE_MIN_WORDS;
}

/** Strips the quotation marks and ellipses a model wraps around a quote. */
function bareQuote(claim: string): string {
  return claim
    .trim()
    .replace(/^[\s"'\u2018\u2019\u201C\u201D\u00AB\u00BB…]+|[\s"'\u2018\u2019\u201C\u201D\u00AB\u00BB…]+$/g, "")
    .replace(/^\.\.\.|\.\.\.$/g, "")
    .trim();
}

export class Evidence {
  private readonly normalised: NormalisedText;
  /** Start offsets (in the original) of each passage: a line, or a paragraph of lines, as pasted. */
  private readonly passageStarts: number[];

  constructor(readonly text: string) {
    this.normalised = normalise(text);
    this.passageStarts = passageStartsOf(text);
  }

  get isEmpty(): boolean {
    return this.normalised.text.length === 0;
  }

  /** How many passages the evidence has: the most a claim can be supported by. */
  get passageCount(): number {
    return this.isEmpty ? 0 : this.passageStarts.length;
  }

  /**
   * The evidence's own words for a claimed quote, or null when they are not in it (or too short to mean anything).
   * Only the quote's outer quotation marks are forgiven; a paraphrase is not found.
   */
  findQuote(claim: string): FoundQuote | null {
    // The words are looked up without an attribution the model copied after them (the evidence's own is used instead),
    // then, if those are not found, as they were claimed.
    const words = CLAIMED_ATTRIBUTION.exec(claim.trim())?.[1];
    return (words !== undefined ? this.locate(words) : null) ?? this.locate(claim);
  }

  private locate(claim: string): FoundQuote | null {
    const needle = normalise(bareQuote(claim)).text.replace(/\n/g, " ");
    if (!saysSomething(needle)) return null;
    const at = this.normalised.text.indexOf(needle);
    if (at < 0) return null;
    let start = this.normalised.origin[at]!;
    const end = this.normalised.origin[at + needle.length - 1]! + 1;
    // A speaker label is not part of what was said: a claim that copied it starts after it, and it names the speaker.
    const lineStart = this.text.lastIndexOf("\n", start - 1) + 1;
    const label = speakerLabel(this.text.slice(lineStart, lineStart + LABEL_SCAN));
    if (label && start < lineStart + label.length) {
      start = lineStart + label.length;
      const rest = bareQuote(this.text.slice(start, end));
      if (!saysSomething(normalise(rest).text)) return null;
      start += this.text.slice(start, end).indexOf(rest);
      return { quote: rest, passage: this.passageOf(start), attribution: this.attributionAfter(end) ?? label.name };
    }
    const speaker = label?.name ?? this.labelLineBefore(lineStart);
    return {
      quote: this.text.slice(start, end),
      passage: this.passageOf(start),
      attribution: this.attributionAfter(end) ?? speaker,
    };
  }

  /**
   * A label alone on the line before (`Interview 1 — Priya, owner of two cafés in Leeds:` and the answer below it):
   * it names who spoke the next line.
   */
  private labelLineBefore(lineStart: number): string | null {
    if (lineStart === 0) return null;
    const previousStart = this.text.lastIndexOf("\n", lineStart - 2) + 1;
    const previous = this.text.slice(previousStart, lineStart - 1).trimEnd();
    const label = speakerLabel(previous);
    return label && label.length >= previous.length ? label.name : null;
  }

  /**
   * Who the evidence says spoke the words ending at `end`: the text after the closing quotation mark and a dash, on the
   * same line (`"We barely use it." - owner, Bean There, Leeds`), or null when the line names nobody that way.
   */
  private attributionAfter(end: number): string | null {
    const found = ATTRIBUTION_AFTER.exec(this.text.slice(end, end + 1_000))?.[1]?.trim();
    return found && found.length <= ATTRIBUTION_MAX ? found : null;
  }

  /** Whether a name (a competitor, a product) appears in the evidence as a whole word. */
  mentions(name: string): boolean {
    const needle = normalise(name.trim()).text.replace(/\n/g, " ");
    if (needle.length < 2) return false;
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(this.normalised.text);
  }

  private passageOf(offset: number): number {
    let passage = 0;
    for (let index = 0; index < this.passageStarts.length; index++) {
      if (this.passageStarts[index]! <= offset) passage = index;
      else break;
    }
    return passage;
  }
}

/** A passage begins at the start and after every line break (each review, post or answer is usually its own line). */
function passageStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) {
    if (text[index] === "\n" && index + 1 < text.length) starts.push(index + 1);
  }
  return starts;
}

export interface FoundQuote {
  /** The evidence's own words, without the quotation marks around them. */
  quote: string;
  passage: number;
  /** Who said it, as the evidence names them after the quote, or null. */
  attribution: string | null;
}

export interface VerifiedQuotes {
  quotes: string[];
  /** Who said each quote (same order), null where the evidence names nobody. */
  attributions: (string | null)[];
  /** How many distinct passages of the evidence the verified quotes come from. */
  passages: number;
}

/** Keeps the claimed quotes found in the evidence (as the evidence words them), at most `max`, without duplicates. */
export function verifyQuotes(
  evidence: Evidence | null,
  claims: readonly string[] | undefined,
  max = 3,
): VerifiedQuotes {
  if (!evidence || evidence.isEmpty || !claims) return { quotes: [], attributions: [], passages: 0 };
  const quotes: string[] = [];
  const attributions: (string | null)[] = [];
  const passages = new Set<number>();
  for (const claim of claims) {
    const found = evidence.findQuote(claim);
    if (!found || quotes.some((quote) => quote.toLowerCase() === found.quote.toLowerCase())) continue;
    quotes.push(found.quote);
    attributions.push(found.attribution);
    passages.add(found.passage);
    if (quotes.length === max) break;
  }
  return { quotes, attributions, passages: passages.size };
}
