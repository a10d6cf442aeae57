import "server-only";
import type { ReportKind } from "@/lib/core/kinds";
import type { ReportShapes } from "@/lib/core/report/schemas";
import { randomUUID } from "node:crypto";
import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  type LanguageModel,
  type LanguageModelUsage,
  type UIMessage,
} from "ai";
import type { Db } from "@/db/client";
import type { Report } from "@/db/schema";
import { getEnv } from "@/lib/server/env";
import { getModel, isDemoModel } from "@/lib/ai/model";
import { evidenceOf } from "@/lib/core/report/claims";
import { errorFacts, log } from "@/lib/server/log";
import { coalesceText } from "@/lib/ai/chat/coalesce";
import { capAnswer } from "@/lib/ai/chat/cap";
import { systemMessage, threadMessages, type Turn } from "@/lib/ai/chat/context";
import { ANSWER_MAX_CHARS, ANSWER_MAX_TOKENS } from "@/lib/core/chat/limits";
import { checkQuotes, type CheckedQuote } from "@/lib/core/chat/quotes";
import type { ChatPart } from "@/lib/core/api/chat";
import { storeAnswer, turnOf } from "./store";
import { checkedEvidence } from "@/lib/server/reports/store";
import { chatTools } from "@/lib/ai/chat/tools";
import { ceilingsFor } from "@/lib/server/experiments/measured";
import { messageOf } from "@/lib/core/errors";
import { UsageMeter, type CallSize } from "@/lib/ai/usage";
import { recordUsage } from "@/lib/server/usage";

/**
 * Answers a question as the AI SDK's UI message stream (what `useChat` reads): the model's text and tool cards as they
 * come, then the message's metadata with what the code found of each quote. The finished answer, or what arrived
 * before the founder stopped it, is stored with the same check.
 */

export const ANSWER_FAILED = "The answer could not be finished. Try again.";

const modelName = (model: LanguageModel) => (typeof model === "string" ? model : model.modelId);

export function answerStream(
  db: Db,
  {
    userId,
    row,
    report,
    turns,
    signal,
    giveBack,
    release,
    endAnswering,
  }: {
    userId: string;
    row: Report;
    report: ReportShapes[ReportKind];
    turns: Turn[];
    signal: AbortSignal;
    /** Gives the question's count back to the founder's daily quota: a failed answer costs them nothing. */
    giveBack?: () => Promise<void>;
    /** Releases the answer's hold on the daily token budget, once its tokens are recorded. */
    release?: () => Promise<void>;
    /** Ends the question's lease (a retry may be answered): at once on a failure, else once the answer is settled. */
    endAnswering?: () => Promise<void>;
  },
): Response {
  const model = getModel();
  const demo = isDemoModel(model);
  const evidence = evidenceOf(checkedEvidence(row));
  const answerId = randomUUID();
  let usage: LanguageModelUsage | undefined;
  // The finished answer's quotes, checked once for the client and the stored message alike.
  let checked: CheckedQuote[] | undefined;

  // The founder reads this, never the SDK's "An error occurred." nor the provider's own words.
  let failedOnce = false;
  const failed = (error: unknown) => {
    if (!failedOnce) {
      failedOnce = true;
      log().warn({ ...errorFacts(error), reportId: row.id, answerId }, "chat: an answer failed");
      // Before the founder reads the failure and presses Retry.
      void endAnswering?.().catch((failure: unknown) =>
        log().error(errorFacts(failure), "chat: a question's lease was not ended"),
      );
    }
    return ANSWER_FAILED;
  };

  const system = systemMessage({ kind: row.kind, report, idea: row.prompt, evidence: checkedEvidence(row) ?? null });
  const messages = threadMessages(turns);
  // What was sent, for the estimate of a call the provider reports nothing of (stopped, or cut at our cap).
  const inputChars = system.length + JSON.stringify(messages).length;

  const stream = createUIMessageStream<UIMessage>({
    execute: async ({ writer }) => {
      const result = streamText({
        model,
        system,
        messages,
        tools: chatTools(row.kind, "scores" in report ? report.scores : undefined, () =>
          ceilingsFor(db, userId, row.ideaId),
        ),
        stopWhen: stepCountIs(3),
        experimental_transform: [
          capAnswer(ANSWER_MAX_CHARS, {
            onCapped: () =>
              log().warn({ reportId: row.id, answerId, chars: ANSWER_MAX_CHARS }, "chat: an answer was cut"),
          }),
          coalesceText(),
        ],
        maxOutputTokens: ANSWER_MAX_TOKENS,
        maxRetries: 1,
        abortSignal: AbortSignal.any([AbortSignal.timeout(getEnv().AI_TIMEOUT_MS), signal]),
        // Logged once by `failed`: the SDK's default prints the whole error to the console, the request (the report and
        // the founder's evidence) included.
        onError: () => {},
      });
      writer.merge(result.toUIMessageStream({ generateMessageId: () => answerId, sendFinish: false, onError: failed }));
      // A failed model call has already been said on the merged stream (once); a stopped one needs saying to no one.
      const steps = await Promise.resolve(result.steps).catch(() => undefined);
      if (!steps) return;
      usage = await result.totalUsage;
      const text = steps.map((step) => step.text).join("\n");
      // Only when there is something to say: an answer that quotes nothing and is not a demo reads the same without.
      const quotes = (checked = checkQuotes(text, evidence));
      if (quotes.length > 0 || demo) {
        writer.write({
          type: "message-metadata",
          messageMetadata: { verification: { quotes }, ...(demo ? { demo: true } : {}) },
        });
      }
      writer.write({ type: "finish" });
    },
    // The stream's own error chunks come back here as errors of their text once read for onEnd: logged already.
    onError: (error) => (messageOf(error) === ANSWER_FAILED ? ANSWER_FAILED : failed(error)),
    onEnd: async ({ responseMessage }) => {
      try {
        await settleAnswer(responseMessage);
        // Before the stream ends, so the founder's next question already finds the count given back.
        if (failedOnce) await giveBack?.();
      } catch (error) {
        log().error(errorFacts(error), "chat: an answer could not be settled");
      } finally {
        await endAnswering?.().catch((error: unknown) =>
          log().error(errorFacts(error), "chat: a question's lease was not ended"),
        );
        await release?.().catch((error: unknown) =>
          log().error(errorFacts(error), "chat: a token hold was not released"),
        );
      }
    },
  });
  // no-transform: a compressing server would hold the first tokens back until its buffer fills.
  return createUIMessageStreamResponse({ stream, headers: { "Cache-Control": "no-cache, no-transform" } });

  /** Stores the answer (or what arrived before the founder stopped it) with its check, and its tokens. */
  async function settleAnswer(responseMessage: UIMessage | undefined) {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the parts of an answer streamed with the chat's tools, which ChatPart describes
    const parts = (responseMessage?.parts ?? []).filter((part) => part.type !== "step-start") as ChatPart[];
    if (!parts.some((part) => (part.type === "text" && part.text?.trim()) || part.type.startsWith("tool-"))) {
      // Nothing to store (a content filter's stop, an empty answer), but the call's tokens were spent: kept for the
      // cost, marked failed so they do not count against the founder.
      if (usage)
        await recordAnswerUsage(db, userId, null, modelName(model), usage, true).catch((error: unknown) =>
          log().error({ err: error }, "chat: an answer's usage could not be recorded"),
        );
      return;
    }
    await storeAnswer(db, userId, row.id, {
      id: answerId,
      parts,
      // A stopped answer was never checked: what arrived is.
      verification: { quotes: checked ?? checkQuotes(turnOf({ role: "assistant", parts }).text, evidence) },
      model: modelName(model),
      inputTokens: usage?.inputTokens ?? null,
      outputTokens: usage?.outputTokens ?? null,
      demo,
    })
      .then(() =>
        recordAnswerUsage(db, userId, answerId, modelName(model), usage, false, {
          inputChars,
          outputChars: JSON.stringify(parts).length,
        }),
      )
      .catch((error: unknown) =>
        log().error(
          {
            ...errorFacts(error),
            reportId: row.id,
            answerId,
            parts: parts.length,
            chars: JSON.stringify(parts).length,
          },
          "chat: an answer could not be stored",
        ),
      );
  }
}

/** The answer's tokens in the usage table, with the message they made (lib/server/usage.ts). */
async function recordAnswerUsage(
  db: Db,
  userId: string,
  messageId: string | null,
  model: string,
  usage?: LanguageModelUsage,
  failed = false,
  size?: CallSize,
) {
  const meter = new UsageMeter();
  meter.record("answer", model, usage, size);
  await recordUsage(db, userId, { kind: "chat", messageId, failed }, meter.calls);
}
