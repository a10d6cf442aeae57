import type { NextRequest } from "next/server";
import { z } from "zod";
import { getDb } from "@/db";
import type { User } from "@/db/schema";
import { requireCaller } from "@/lib/auth/current-user";
import { hasPaidPlan } from "@/lib/auth/users";
import { getEnv } from "@/lib/env";
import { HttpError, KB } from "@/lib/http";
import { consume } from "@/lib/rate-limit";
import { plainText } from "@/lib/validation/text";
import { EVIDENCE_MAX } from "./evidence";
import { generateReport, ReportGenerationError, streamReport } from "./generate";
import type { GeneratorKind } from "./kinds";

export const PROMPT_MIN = 10;
export const PROMPT_MAX = 4_000;

export const promptSchema = plainText({ error: "Describe your business idea first." })
  .trim()
  .min(1, "Describe your business idea first.")
  .min(PROMPT_MIN, `Describe your idea in at least ${PROMPT_MIN} characters so there is something to analyse.`)
  .max(PROMPT_MAX, `Keep your idea under ${PROMPT_MAX.toLocaleString("en-GB")} characters.`);

export const evidenceSchema = plainText({ error: "Customer evidence must be text." }).max(
  EVIDENCE_MAX,
  `Keep the customer evidence under ${EVIDENCE_MAX.toLocaleString("en-GB")} characters: cut the least useful passages and try again.`,
);

/** The body of the report calls: the idea, and optionally the founder's customer evidence. */
export const reportRequestSchema = z.object({ userPrompt: promptSchema, evidence: evidenceSchema.optional() });

/** 20,000 characters of evidence can take four bytes each, and JSON escapes more: room for both, and no more. */
export const REPORT_REQUEST_BYTES = 128 * KB;

export interface ReportInput {
  idea: string;
  evidence?: string;
}

/** The caller, who must be signed in with a plan. */
export async function requireSubscriber(request: NextRequest): Promise<User> {
  const caller = await requireCaller(await getDb(), request);
  if (!hasPaidPlan(caller.user)) throw new HttpError(403, "Reports need an active plan. Start your free trial to continue.");
  return caller.user;
}

/** Counts one generation against the user's daily quota (UTC days), or answers 429. */
async function spendQuota(user: User): Promise<void> {
  const limit = getEnv().AI_DAILY_QUOTA;
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const day = now.toISOString().slice(0, 10);
  const state = await consume(await getDb(), `ai:${user.id}:${day}`, { limit, windowMs: midnight - now.getTime() });
  if (!state.allowed) {
    throw new HttpError(429, `You have used today's ${limit} reports. The limit resets at midnight UTC.`, {}, {
      "Retry-After": String(state.retryAfterSeconds),
    });
  }
}

export function wantsStream(request: NextRequest): boolean {
  return (
    request.headers.get("accept")?.includes("text/event-stream") === true || request.nextUrl.searchParams.get("stream") === "1"
  );
}

type Wrap = (report: Record<string, unknown>) => unknown;

/**
 * Generates a report for a subscriber: the whole JSON, or with streaming a text/event-stream of `partial` events,
 * then `done` with the complete report (or `error` with the failure message).
 */
export async function respondWithReport(request: NextRequest, user: User, kind: GeneratorKind, input: ReportInput, wrap: Wrap) {
  await spendQuota(user);
  const prompt = input.idea;
  const options = { signal: request.signal, evidence: input.evidence };
  if (!wantsStream(request)) {
    try {
      return Response.json(wrap(await generateReport(kind, prompt, options)));
    } catch (error) {
      throw asHttpError(kind, error);
    }
  }
  const encoder = new TextEncoder();
  const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const update of streamReport(kind, prompt, options)) {
          controller.enqueue(update.type === "done" ? event("done", wrap(update.data)) : event("partial", update.data));
        }
      } catch (error) {
        controller.enqueue(event("error", { message: asHttpError(kind, error).message }));
      }
      controller.close();
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" },
  });
}

/** A provider's failure, time-out or malformed answer becomes the kind's 502; the cause goes to the log only. */
function asHttpError(kind: GeneratorKind, error: unknown): HttpError {
  const failure = error instanceof ReportGenerationError ? error : new ReportGenerationError(kind, error);
  const cause = failure.cause instanceof Error ? `${failure.cause.name}: ${failure.cause.message}` : String(failure.cause);
  console.error(`[ai] ${kind} generation failed: ${cause}`);
  return new HttpError(502, failure.message);
}
