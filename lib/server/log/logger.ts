import "server-only";
import { processGlobal } from "@/lib/server/process-global";
import { errorFacts } from "./error-facts";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { lineFormat } from "./line-format.mjs";
import { readableStdout } from "./readable-lines";
import { fieldOf } from "@/lib/core/objects";

/**
 * Keys whose values never reach a log line, at any of the first four levels of a logged object: credentials, tokens,
 * the 6-digit codes, cookies and e-mail contents.
 */
export const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "code",
  "userCode",
  "secret",
  "apiKey",
  "authorization",
  "cookie",
  "set-cookie",
  "subject",
  "text",
  "html",
];

const redactPaths = SECRET_KEYS.flatMap((key) => {
  const name = /^[a-z]\w*$/i.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) => (name.startsWith("[") ? `${prefix}${name}` : prefix ? `${prefix}.${name}` : name);
  return [join(""), join("*"), join("*.*"), join("*.*.*")];
});

/** Drizzle's DrizzleQueryError (by its shape: the class may be loaded more than once). */
const isQueryError = (error: unknown): error is Error & { query: string; params: unknown[] } =>
  error instanceof Error && typeof fieldOf(error, "query") === "string" && Array.isArray(fieldOf(error, "params"));

/**
 * An error as a log line carries it. A failed query (Drizzle's DrizzleQueryError, or an error caused by one) says
 * "Failed query: <statement> params: <every value>" in its message, its stack and its fields, and PostgreSQL's own
 * message may quote a value ("invalid input syntax for type integer: …"): the values are a report's text, a founder's
 * evidence or an answer. It is logged by its facts instead (lib/server/log/error-facts.ts: the error's name and the
 * driver's SQLSTATE), its statement (placeholders only), how many parameters it had, and the stack's frames.
 */
export function errForLog(error: unknown): unknown {
  const chain: Error[] = [];
  for (let at = error; at instanceof Error && chain.length < 8; at = at.cause) chain.push(at);
  const query = chain.find(isQueryError);
  // The chain starts at `error` itself when it is an Error.
  const outer = chain[0];
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pino's serializer takes any thrown value (a non-Error passes through as it is); its type says Error
  if (!query || !outer) return pino.stdSerializers.err(error as Error);
  const frames = (outer.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const facts = errorFacts(error);
  const message = `${outer === query ? "" : `${outer.name}: `}a query failed${facts.errorCode ? ` (${facts.errorCode})` : ""}`;
  return {
    type: outer === query ? "DrizzleQueryError" : outer.name,
    message,
    ...facts,
    query: query.query.slice(0, 2_000),
    params: query.params.length,
    stack: [message, ...frames].join("\n"),
  };
}

function options(level: string, redacted = true): LoggerOptions {
  return {
    level,
    ...lineFormat,
    serializers: { err: errForLog },
    ...(redacted ? { redact: { paths: redactPaths, censor: "[redacted]" } } : {}),
  };
}

interface Loggers {
  /** For anything: every logged object is redacted. */
  log: Logger;
  /** For the one line per request, whose fields are fixed and never secret: redaction would cost more than the rest. */
  requests: Logger;
}

function loggersTo(destination: DestinationStream, level: string): Loggers {
  return { log: pino(options(level), destination), requests: pino(options(level, false), destination) };
}

/**
 * Standard output, written in batches of up to 4 KB and at least every 250 ms (and at exit): one write per line cost
 * as much as the rest of a cheap request under load.
 */
function batchedStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), 250).unref();
  return destination;
}

function defaultLoggers(): Loggers {
  const env = process.env;
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === "test" || env.VITEST ? "silent" : "info");
  // JSON lines in production (one object per line, for the host's log pipeline); readable lines in development.
  const destination = env.NODE_ENV === "development" ? readableStdout() : batchedStdout();
  return loggersTo(destination, level);
}

const processLoggers = processGlobal<Loggers>("launchlens.logger");

/** The process's loggers (one set per process, even when Next.js loads this module more than once). */
function loggers(): Loggers {
  return processLoggers.once(defaultLoggers);
}

/** The process's logger. */
export function log(): Logger {
  return loggers().log;
}

/** The logger of route()'s line per request (its fields only: request id, method, path, status, duration, user id). */
export function requestLog(): Logger {
  return loggers().requests;
}

/** Sends every log line to `destination` from now on (tests read what would have been written). */
export function logTo(destination: DestinationStream, level = "debug"): void {
  processLoggers.set(loggersTo(destination, level));
}

/** Back to the default destination. */
export function resetLog(): void {
  processLoggers.clear();
}
