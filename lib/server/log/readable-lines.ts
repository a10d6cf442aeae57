import "server-only";
import type { DestinationStream } from "pino";

/** The same on every line of a process: left out. */
const constantFields = new Set(["service", "pid", "hostname"]);
const colours: Record<string, string> = { warn: "\x1b[33m", error: "\x1b[31m", fatal: "\x1b[31m" };

/**
 * One JSON log line (lib/server/log/line-format.mjs) as a developer reads it in `npm run dev`: time, level, message, then
 * the other fields as JSON. What is not a log line passes through as it is, on a line of its own.
 */
export function readableLine(line: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a line of our own JSON log (an object); a line that is not JSON is caught below
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${line}\n`;
  }
  const { time, level, msg, ...rest } = entry;
  const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => !constantFields.has(key)));
  const clock = typeof time === "string" ? time.slice(11, 19) : "";
  const name = String(level ?? "");
  const label = name.toUpperCase().padEnd(5);
  const more = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : "";
  const head = colour && colours[name] ? `${colours[name]}${label}\x1b[0m` : label;
  return `${clock} ${head} ${String(msg ?? "")}${more}\n`;
}

/** Standard output in readable lines, for development. */
export function readableStdout(): DestinationStream {
  const colour = Boolean(process.stdout.isTTY);
  return { write: (line: string) => void process.stdout.write(readableLine(line.trimEnd(), colour)) };
}
