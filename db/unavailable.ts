import { fieldOf } from "@/lib/core/objects";

/** Network failures of the database connection, from Node's sockets or from postgres.js. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/** SQLSTATEs of a server that is going away, starting up, full, or cancelled a statement at its time limit. */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith("08") || // connection exception
    code === "57P01" || // admin_shutdown
    code === "57P02" || // crash_shutdown
    code === "57P03" || // cannot_connect_now
    code === "53300" || // too_many_connections
    code === "57014" // query_canceled: the statement timeout
  );
}

/**
 * The error in an error's `cause` chain (Drizzle wraps the driver's) that says the database could not be reached or
 * answered in time, or undefined when none does. Its code and message are what a log line should show: Drizzle's own
 * message is the failed query's text.
 */
export function databaseUnavailableCause(error: unknown): { code: string; message: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = fieldOf(current, "cause"), depth++) {
    const code = fieldOf(current, "code");
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || isUnavailableState(code))) {
      return { code, message: String(fieldOf(current, "message") ?? "") };
    }
    const errors = fieldOf(current, "errors"); // an AggregateError of a failed connection (IPv4 + IPv6)
    if (Array.isArray(errors)) {
      for (const inner of errors) {
        const cause = databaseUnavailableCause(inner);
        if (cause) return cause;
      }
    }
  }
  return undefined;
}

/**
 * Whether an error (or any error in its `cause` chain) means the database could not be reached or answered in time:
 * something to answer with 503 and "try again", not a bug to report as a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCause(error) !== undefined;
}
