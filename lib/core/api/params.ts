import { z } from "zod";
import { plainText } from "@/lib/core/text";

/** A query parameter that is a whole number from 1 (to `max` when given), with one message for every way it is wrong. */
export function wholeNumberParam(name: string, max?: number) {
  const message = `${name} must be a whole number from 1${max === undefined ? "" : ` to ${max}`}.`;
  const number = z.coerce.number({ error: message }).int(message).min(1, message);
  return max === undefined ? number : number.max(max, message);
}

/** `limit`: how many rows a page holds, from 1 to `max`, `fallback` when left out. */
export const limitParam = (max: number, fallback: number) => wholeNumberParam("limit", max).default(fallback);

/** `cursor`: the `nextCursor` of the page before, as the lists answer it. */
export const cursorParam = plainText()
  .max(200, "That cursor is not valid: use the nextCursor of the previous page.")
  .optional();

/** A page of a list read by cursor: pass `nextCursor` back as `cursor` (null on the last page). */
export interface CursorPage<T> {
  data: T[];
  nextCursor: string | null;
}
