import "server-only";
import { z } from "zod";
import { HttpError } from "./errors";

export const KB = 1024;
/** What a route accepts unless it raises the cap on purpose (see route()). */
export const DEFAULT_BODY_LIMIT = 16 * KB;

// route() records each request's cap here, so the readers below enforce it wherever a handler reads the body.
const limits = new WeakMap<Request, number>();

export function setBodyLimit(request: Request, bytes: number): void {
  limits.set(request, bytes);
}

function limitOf(request: Request): number {
  return limits.get(request) ?? DEFAULT_BODY_LIMIT;
}

export function bodyTooLarge(bytes: number): HttpError {
  const size = bytes >= 1024 * KB ? `${Math.round(bytes / (1024 * KB))} MB` : `${Math.round(bytes / KB)} KB`;
  return new HttpError(413, `The request body is too large (${size} at most).`);
}

/** Refuses a body whose declared length is over the cap, before a byte of it is read. */
export function assertDeclaredLength(request: Request, bytes = limitOf(request)): void {
  const declared = request.headers.get("content-length");
  if (declared === null) return;
  const length = Number(declared);
  if (!Number.isFinite(length) || length < 0) throw new HttpError(400, "The Content-Length header is not valid.");
  if (length > bytes) throw bodyTooLarge(bytes);
}

/**
 * Reads the body up to the request's cap: the declared length is checked first, and the stream is cut as soon as it
 * passes the cap, so an oversized upload is never held in memory.
 */
export async function readBodyBytes(request: Request): Promise<Uint8Array> {
  const cap = limitOf(request);
  assertDeclaredLength(request, cap);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      throw bodyTooLarge(cap);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, within the request's cap. */
export async function readText(request: Request): Promise<string> {
  const bytes = await readBodyBytes(request);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "The request body must be UTF-8 text.");
  }
}

export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "The request is not valid.";
}

/**
 * How deeply a JSON body may nest objects and arrays. The deepest body we take (a saved report: body, data, scores, a
 * factor, its samples) nests five levels; thousands of levels in a few KB made schema checks and logging recurse until
 * the stack gave out (a 500).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests objects and arrays deeper than `max`: one pass over the text, before it is parsed. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** Parses a JSON body with the schema; a missing, malformed or invalid body is a 400 naming the first problem. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  // Only fetch() can send this type cross-site, and not without CORS permission: a plain HTML form cannot.
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const text = await readText(request);
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, `The request body is nested too deeply (${MAX_JSON_DEPTH} levels at most).`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body must be JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}

/** Parses the query string with the schema; invalid values are a 400 naming the first problem. */
export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = new URL(request.url).searchParams;
  // A repeated parameter is ambiguous; the first value counts, as URLSearchParams.get would have it.
  const values: Record<string, string> = {};
  for (const [key, value] of params) if (!Object.hasOwn(values, key)) values[key] = value;
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}
