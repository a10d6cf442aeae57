import "server-only";
import { z } from "zod";
import { HttpError } from "./errors";

/** The params of a route under a `[id]` folder. */
export type IdContext = { params: Promise<{ id: string }> };

const uuid = z.uuid();

/** An id from the path, checked before any query: a malformed one is a 400, never a database error. */
export function parseId(
  value: string,
  what: "report" | "idea" | "experiment" | "message" | "member" | "invitation",
): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new HttpError(400, `That ${what} id is not valid.`);
  return parsed.data;
}

/** The `{id}` of a `[id]` route's path (see parseId). */
export async function idParam(context: IdContext, what: "report" | "idea" | "experiment"): Promise<string> {
  return parseId((await context.params).id, what);
}

/** A query parameter that is a whole number from 1 (to `max` when given), with one message for every way it is wrong. */
export function wholeNumberParam(name: string, max?: number) {
  const message = `${name} must be a whole number from 1${max === undefined ? "" : ` to ${max}`}.`;
  const number = z.coerce.number({ error: message }).int(message).min(1, message);
  return max === undefined ? number : number.max(max, message);
}

/** `limit`: how many rows a page holds, from 1 to `max`, `fallback` when left out. */
export const limitParam = (max: number, fallback: number) => wholeNumberParam("limit", max).default(fallback);
