import { Writable } from "node:stream";
import { logTo, resetLog } from "@/lib/server/log";

export type LogLine = Record<string, unknown> & { msg?: string; level?: string };

/**
 * Sends the process's log lines to memory until `stop()`: tests read exactly what production would write to stdout
 * (JSON lines, after redaction).
 */
export function captureLog() {
  const raw: string[] = [];
  logTo(
    new Writable({
      write(chunk, _encoding, done) {
        raw.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    }),
  );
  return {
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
    stop: () => resetLog(),
  };
}
