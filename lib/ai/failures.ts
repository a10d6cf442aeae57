import "server-only";
import { APICallError, RetryError, type FinishReason } from "ai";
import { kinds, type ReportKind } from "@/lib/core/kinds";

/**
 * How a model's answer ended, from the AI SDK's finish reason and the provider's own: whole, cut short at the output
 * budget, refused by the model, or stopped by the provider's content filter. The OpenAI provider reports a refusal
 * (Chat Completions' `refusal`, a Responses `refusal` part) as "content-filter" whose raw reason is not the filter's.
 */
export type Ending = "complete" | "cut-short" | "refused" | "filtered" | "other";

export function endingOf(finishReason: FinishReason | undefined, rawFinishReason: string | undefined): Ending {
  switch (finishReason) {
    case "stop":
    case "tool-calls":
      return "complete";
    case "length":
      return "cut-short";
    case "content-filter":
      return rawFinishReason === "content_filter" ? "filtered" : "refused";
    default:
      return "other";
  }
}

/** An answer that ended before it was a report, for a reason the founder can act on. */
export class AnswerEndedEarly extends Error {
  constructor(
    readonly ending: "cut-short" | "refused" | "filtered",
    /** The output budget it was given. */
    readonly budget: number,
  ) {
    super(`The answer ended early: ${ending}`);
    this.name = "AnswerEndedEarly";
  }
}

/** The provider's rate limit, still in force after the retry: how long it asked us to wait, when it said. */
export function rateLimitOf(error: unknown): { retryAfterSeconds: number | null } | null {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(last) || last.statusCode !== 429) return null;
  const headers = last.responseHeaders ?? {};
  const milliseconds = Number(headers["retry-after-ms"]);
  const seconds = Number(headers["retry-after"]);
  const wait = Number.isFinite(milliseconds) && milliseconds > 0 ? milliseconds / 1000 : seconds;
  return { retryAfterSeconds: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null };
}

/**
 * A failure as the log may carry it: its kind, the provider's status, how the answer ended. Never its message: the
 * SDK's validation errors quote the model's answer, and an answer may quote the founder's evidence.
 */
export function failureForLog(error: unknown): { cause: string; status?: number; ending?: string } {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  return {
    cause: error instanceof Error ? error.name : typeof error,
    ...(APICallError.isInstance(last) && last.statusCode !== undefined ? { status: last.statusCode } : {}),
    ...(error instanceof AnswerEndedEarly ? { ending: error.ending } : {}),
  };
}

/** What the founder reads when a report could not be made, with the HTTP status it is answered with. */
export interface FailureAnswer {
  status: number;
  message: string;
  retryAfterSeconds?: number;
}

export function failureAnswer(kind: ReportKind, cause: unknown): FailureAnswer {
  const noun = kinds[kind].noun;
  if (cause instanceof AnswerEndedEarly) {
    switch (cause.ending) {
      case "cut-short":
        return {
          status: 502,
          message: `The ${noun} was cut short before it was finished. Try again; a shorter idea or less evidence helps if it happens again.`,
        };
      case "refused":
        return {
          status: 422,
          message: `The AI declined to write this ${noun}. Reword the idea (and any evidence) and try again.`,
        };
      case "filtered":
        return {
          status: 422,
          message: `The AI provider's content filter stopped this ${noun}. Reword anything that could read as harmful and try again.`,
        };
    }
  }
  const limited = rateLimitOf(cause);
  if (limited) {
    const seconds = limited.retryAfterSeconds;
    const when = seconds ? `in ${waitInWords(seconds)}` : "in a minute";
    return {
      status: 503,
      message: `The AI provider is busy right now. Nothing was counted against your reports: try again ${when}.`,
      retryAfterSeconds: limited.retryAfterSeconds ?? 60,
    };
  }
  return { status: 502, message: kinds[kind].generationFailure };
}

/** A wait as a founder reads it: seconds under two minutes, then minutes, then hours (rounded up). */
function waitInWords(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? "" : "s"}`;
  if (seconds < 120) return unit(seconds, "second");
  if (seconds < 7_200) return unit(Math.ceil(seconds / 60), "minute");
  return unit(Math.ceil(seconds / 3_600), "hour");
}
