import { APICallError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { AnswerEndedEarly, endingOf, failureAnswer } from "./failures";

const rateLimited = (retryAfter: string) =>
  new RetryError({
    message: "Failed after 2 attempts.",
    reason: "maxRetriesExceeded",
    errors: [
      new APICallError({
        message: "Rate limit reached",
        url: "https://api.openai.com/v1/responses",
        requestBodyValues: {},
        statusCode: 429,
        responseHeaders: { "retry-after": retryAfter },
        isRetryable: true,
      }),
    ],
  });

describe("what the founder reads when a report could not be made", () => {
  it("tells a refusal from the content filter by the provider's own reason", () => {
    expect(endingOf("content-filter", "content_filter")).toBe("filtered");
    expect(endingOf("content-filter", "stop")).toBe("refused");
    expect(endingOf("content-filter", undefined)).toBe("refused");
    expect(endingOf("length", "max_output_tokens")).toBe("cut-short");
    expect(endingOf("stop", "stop")).toBe("complete");
  });

  it("says each ending with its own status", () => {
    expect(failureAnswer("ms", new AnswerEndedEarly("refused", 5_000)).status).toBe(422);
    expect(failureAnswer("ms", new AnswerEndedEarly("filtered", 5_000)).message).toMatch(
      /content filter stopped this marketing strategy/,
    );
    expect(failureAnswer("pp", new AnswerEndedEarly("cut-short", 4_000))).toMatchObject({
      status: 502,
      message: expect.stringMatching(/^The pain-point report was cut short/),
    });
    expect(failureAnswer("iv", new Error("socket hang up"))).toEqual({
      status: 502,
      message: "Failed to evaluate idea",
    });
  });

  it.each([
    ["1", "in 1 second"],
    ["45", "in 45 seconds"],
    ["3600", "in 60 minutes"],
    ["90000", "in 25 hours"],
  ])("a rate limit with Retry-After %s: try again %s", (retryAfter, when) => {
    const answer = failureAnswer("iv", rateLimited(retryAfter));
    expect(answer.status).toBe(503);
    expect(answer.message).toBe(
      `The AI provider is busy right now. Nothing was counted against your reports: try again ${when}.`,
    );
    expect(answer.retryAfterSeconds).toBe(Number(retryAfter));
  });
});
