/**
 * How a streamed report travels: the server sends each new state of the report as a patch against the JSON text the
 * browser already has (keep the first `at` characters, append `text`), so a growing report costs about its own size
 * on the wire instead of its size again on every event. Shared by the endpoint and the browser.
 */
export type TextPatch = [at: number, text: string];

/** The patch that turns `previous` into `next`: their common beginning is kept, the rest is sent. */
export function diffText(previous: string, next: string): TextPatch {
  const limit = Math.min(previous.length, next.length);
  let at = 0;
  while (at < limit && previous.charCodeAt(at) === next.charCodeAt(at)) at++;
  // Never split a surrogate pair: the halves would travel in two JSON strings.
  if (at > 0 && at < next.length && isHighSurrogate(next.charCodeAt(at - 1))) at--;
  return [at, next.slice(at)];
}

export function applyPatch(previous: string, [at, text]: TextPatch): string {
  return previous.slice(0, at) + text;
}

export function isTextPatch(value: unknown): value is TextPatch {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    Number.isInteger(value[0]) &&
    value[0] >= 0 &&
    typeof value[1] === "string"
  );
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
