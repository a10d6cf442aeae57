import { mapStrings } from "@/lib/core/json-strings";
import { storableText } from "@/lib/core/text";
import { ANSWER_MAX_CHARS } from "./limits";

/**
 * A message's parts as they may be stored and drawn: every string (the answer's text, a card's fields) cleaned of what
 * PostgreSQL or our checks refuse (`storableText`) and at most ANSWER_MAX_CHARS long, cut with an ellipsis. Run before
 * storing an answer and on every message read, so a row stored before the cap cannot weigh down a page or an export.
 */
export function fittedParts<T>(parts: T): T {
  return mapStrings(parts, (text) => storableText(cutTo(text, ANSWER_MAX_CHARS)));
}

/** `text` at most `max` characters: cut with an ellipsis when longer. */
export function cutTo(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
