import { z } from "zod";

// C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text and
// jsonb, and none of the others belongs in anything a person types.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = "Text cannot contain control characters (such as NUL).";

/** Whether a string is text we can store: no control characters and no unpaired UTF-16 surrogates. */
export function isStorableText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && value.isWellFormed();
}

/**
 * The one string schema of every text field a request carries: a string with no control characters (tab and line
 * breaks allowed) and no unpaired surrogates, refused with a 400 at the schema boundary, before anything reaches the
 * database. Chain trim/min/max on it as usual.
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}

// Line and paragraph breaks (CR, LF, vertical tab, form feed, NEL, U+2028, U+2029) and tabs: in a single-line field
// each run of them, with the spaces around it, becomes one space.
const LINE_BREAKS = /[ \t\n\v\f\r\u0085\u2028\u2029]*[\t\n\v\f\r\u0085\u2028\u2029][ \t\n\v\f\r\u0085\u2028\u2029]*/g;
// What a single line still cannot hold: the other C0 controls, DEL, the C1 controls, and the bidirectional embeddings,
// overrides and isolates (U+202A-U+202E, U+2066-U+2069), which reorder what follows them on screen and in e-mail.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u202A-\u202E\u2066-\u2069]/;

export const SINGLE_LINE_MESSAGE = "Text cannot contain control characters (such as NUL) or direction overrides.";

/** A single line: line breaks and tabs become one space; the result has no control characters. */
export function toSingleLine(value: string): string {
  return value.replace(LINE_BREAKS, " ");
}

/** Whether a string (already made single-line) is storable and holds no control or bidirectional-override characters. */
export function isSingleLineText(value: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(value) && value.isWellFormed();
}

/**
 * The string schema of every single-line field (titles, names): line breaks and tabs, which a paste brings along,
 * become one space; any other control character (NUL, ESC, DEL, C1) or bidirectional override is refused with a 400.
 * Chain trim/min/max on it as usual; max counts the normalised text.
 */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite(toSingleLine)
    .refine(isSingleLineText, { message: SINGLE_LINE_MESSAGE, abort: true });
}

export const NAME_LINK_MESSAGE =
  "A name cannot contain a web address (such as http://, www. or example.com/x). If your name has a full stop, put a space after it.";

// What reads as a link in a mail client or a browser: a scheme, "www.", a domain-looking token (labels joined by dots
// ending in a label of two or more letters, e.g. evil.example or evil.example/x) or an IPv4 address.
const LINK_LIKE = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /(^|[^\p{L}\p{N}])www\./iu,
  /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?=$|[^\p{L}\p{N}-])/u,
  /\d{1,3}(?:\.\d{1,3}){3}/,
];

/** Whether a text holds something a reader's software would turn into a link, however its dots and slashes are spelled. */
export function looksLikeLink(value: string): boolean {
  // NFKC folds the look-alikes (fullwidth dots and slashes, the ideographic full stop "。" is folded below).
  const folded = value.normalize("NFKC").replace(/[\u3002\uFF61]/g, ".");
  return LINK_LIKE.some((pattern) => pattern.test(folded));
}

/**
 * A person's full name, as typed at sign-up: one line (line breaks become spaces), 1 to 100 characters, no control
 * characters and no web address, so a name can never carry a message with a link into anything we show or send.
 */
export const personName = singleLineText({ error: "Full name is required." })
  .trim()
  .min(1, "Full name is required.")
  .max(100, "Full name must be 100 characters or fewer.")
  .refine((value) => !looksLikeLink(value), { message: NAME_LINK_MESSAGE, abort: true });

/** A name from an identity provider (Google), made fit for the same field: one line, no controls, at most 100 characters. */
export function normalisedPersonName(value: string): string {
  const line = toSingleLine(value).replace(new RegExp(SINGLE_LINE_FORBIDDEN.source, "gu"), "").trim();
  return [...line].slice(0, 100).join("").trim();
}

const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, "g");

/**
 * A model's text made storable by the rules of `plainText()`: control characters dropped, unpaired surrogates made
 * U+FFFD. A founder's request is refused for these; a model's answer cannot be asked again, so it is cleaned.
 */
export function storableText(value: string): string {
  return value.replace(CONTROL_CHARACTERS_ALL, "").toWellFormed();
}
