// The shape of every log line, shared by the app's loggers (lib/server/log/logger.ts) and the production server's own
// (server.mjs, which runs outside the Next.js bundle and cannot import TypeScript): one JSON object per line with
// time, level as a word, service and msg.
import pino from "pino";

export const lineFormat = {
  base: { service: "launchlens" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};
