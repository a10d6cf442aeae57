import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import pretty from "pino-pretty";

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

function options(level: string): LoggerOptions {
  return {
    level,
    base: { service: "launchlens" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: redactPaths, censor: "[redacted]" },
  };
}

function defaultLogger(): Logger {
  const env = process.env;
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === "test" || env.VITEST ? "silent" : "info");
  // JSON lines in production (one object per line, for the host's log pipeline); readable lines in development.
  if (env.NODE_ENV === "development") return pino(options(level), pretty({ colorize: true, singleLine: true, ignore: "pid,hostname,service", translateTime: "HH:MM:ss" }));
  return pino(options(level));
}

const HOLDER = Symbol.for("launchlens.logger");
type Holder = { [HOLDER]?: Logger };

/** The process's logger (one per process, even when Next.js loads this module more than once). */
export function log(): Logger {
  const holder = globalThis as Holder;
  return (holder[HOLDER] ??= defaultLogger());
}

/** Sends every log line to `destination` from now on (tests read what would have been written). */
export function logTo(destination: DestinationStream, level = "debug"): void {
  (globalThis as Holder)[HOLDER] = pino(options(level), destination);
}

/** Back to the default destination. */
export function resetLog(): void {
  delete (globalThis as Holder)[HOLDER];
}
