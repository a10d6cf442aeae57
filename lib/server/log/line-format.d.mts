import type { LoggerOptions } from "pino";

export const lineFormat: Pick<LoggerOptions, "base" | "timestamp" | "formatters">;
