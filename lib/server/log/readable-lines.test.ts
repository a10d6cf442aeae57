import pino from "pino";
import { describe, expect, it } from "vitest";
import { lineFormat } from "./line-format.mjs";
import { readableLine } from "./readable-lines";

describe("development log lines", () => {
  it("show time, level and message first, then the other fields, without the service's constant fields", () => {
    const line = JSON.stringify({
      level: "warn",
      time: "2026-11-25T09:45:36.446Z",
      service: "launchlens",
      pid: 1,
      hostname: "h",
      msg: "slow query",
      durationMs: 812,
    });
    expect(readableLine(line)).toBe('09:45:36 WARN  slow query {"durationMs":812}\n');
    expect(readableLine(line, true)).toContain("\x1b[33mWARN \x1b[0m slow query");
  });

  it("pass anything that is not a JSON line through on a line of its own", () => {
    expect(readableLine("▲ Next.js 16")).toBe("▲ Next.js 16\n");
  });

  it("still never show a redacted secret", () => {
    const written: string[] = [];
    const logger = pino(
      { ...lineFormat, redact: { paths: ["password"], censor: "[redacted]" } },
      { write: (line: string) => void written.push(readableLine(line.trimEnd())) },
    );
    logger.info({ password: "correct horse battery", email: "a@example.com" }, "log-in");
    expect(written.join("")).toMatch(/INFO  log-in \{"password":"\[redacted\]","email":"a@example.com"\}\n$/);
  });
});
