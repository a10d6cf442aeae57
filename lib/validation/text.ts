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
