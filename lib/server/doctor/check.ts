import "server-only";
import { fieldOf } from "@/lib/core/objects";

/**
 * One line of `npm run doctor`: whether a configured service works, said in words, and when it does not, what to do.
 * `standIn` names the embedded default in use (PGlite, the demo model, the local outbox, local billing), which is
 * fine on a fresh clone and says so.
 */
export interface CheckResult {
  ok: boolean;
  /** The part checked, e.g. "database" or "stripe prices". */
  name: string;
  line: string;
  fix?: string;
  standIn?: string;
  /** It works, but as configured it exposes something in production: said with its fix, without failing the run. */
  warning?: true;
}

export const pass = (name: string, line: string, standIn?: string): CheckResult => ({
  ok: true,
  name,
  line,
  ...(standIn ? { standIn } : {}),
});
export const warn = (name: string, line: string, fix: string): CheckResult => ({
  ok: true,
  name,
  line,
  fix,
  warning: true,
});
export const fail = (name: string, line: string, fix: string): CheckResult => ({ ok: false, name, line, fix });

/** Every call to a provider gives up after this long: the doctor must end even when a service hangs. */
export const CHECK_TIMEOUT_MS = 15_000;

/** A secret as the doctor may print it: its prefix (what kind of key) and its last four characters, nothing more. */
export function masked(secret: string): string {
  const prefix = /^([a-z]+[_-](?:(?:live|test|proj|svcacct|admin)[_-])?)/i.exec(secret)?.[1] ?? "";
  if (secret.length < prefix.length + 12) return `${prefix}…`;
  return `${prefix}…${secret.slice(-4)}`;
}

/** The reason of a thrown error, in one line and without a stack. */
export function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  const message = error instanceof Error ? `${error.message}${cause}` : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, 300);
}

export interface FetchedJson {
  status: number;
  body: unknown;
}

/** GET (or POST) a JSON document with the doctor's time limit; a body that is not JSON is kept as text. */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<FetchedJson> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    return { status: response.status, body };
  } catch {
    return { status: response.status, body: text.slice(0, 300) };
  }
}

/** A field of a JSON object, or undefined. */
export function field(body: unknown, ...path: string[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = fieldOf(value, key);
  }
  return value;
}
