import "server-only";
import type { NextRequest } from "next/server";
import { EMPTY_QUESTION } from "@/lib/core/api/chat";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { readReport } from "@/lib/server/reports/integrity";
import { getEnv } from "@/lib/server/env";
import { HttpError, idParam, parseId, readJson, type IdContext, json } from "@/lib/server/http";
import { Conflict } from "@/lib/core/errors";
import { spendDailyQuota } from "@/lib/server/rate-limit";
import { reserveTokens } from "@/lib/server/usage";
import { runTokenEstimate } from "@/lib/ai/budgets";
import { storedWith, ownReportRow } from "@/lib/server/reports/store";
import { answerStream } from "../chat/answer";
import { MESSAGE_MAX } from "@/lib/core/chat/limits";
import { acceptRescore } from "../chat/rescore";
import { askQuestion, BEING_ANSWERED, clearThread, endAnswering, listThread } from "../chat/store";
import { contract } from "@/lib/core/api/contract";
import { actorOf, recordActivity } from "../team/activity";
import { memberAccess, memberAccessWithPlan } from "./member-access";

/**
 * Counts one question against the user's daily chat quota (UTC days), or answers 429 with Retry-After; so does a
 * spent daily token budget (AI_DAILY_TOKENS), which reports and answers share and which holds this answer's tokens
 * until it is settled. Returns the ways to give the count back and to release the hold.
 */
async function spendChatQuota(db: Db, user: User) {
  const limit = getEnv().CHAT_DAILY_QUOTA;
  const message = `You have asked today's ${limit} questions. The limit resets at midnight UTC.`;
  const giveBack = await spendDailyQuota(db, "chat", user.id, limit, message);
  try {
    return { giveBack, release: await reserveTokens(db, user.id, runTokenEstimate("answer")) };
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/** POST …/chat: the question about this report is stored in its idea's thread and answered as a UI message stream. */
export async function chatRoute(request: NextRequest, context: IdContext) {
  const reportId = await idParam(context, "report");
  const { db, owner, access } = await memberAccessWithPlan(request, "report", reportId, "ask");
  // The question runs on the owner's plan: their quota, their tokens, their usage.
  const user = owner;
  const { message } = await readJson(request, contract.askReport.body);
  const text = message.parts
    .map((part) => part.text)
    .join("\n")
    .trim();
  if (!text) throw new HttpError(400, EMPTY_QUESTION);
  if (text.length > MESSAGE_MAX)
    throw new HttpError(400, `Keep a question under ${MESSAGE_MAX.toLocaleString("en-GB")} characters.`);
  const row = await ownReportRow(db, user.id, reportId);
  const { giveBack, release } = await spendChatQuota(db, user);
  let asked: Awaited<ReturnType<typeof askQuestion>>;
  try {
    asked = await askOnceAnswered(db, user.id, row, { clientId: message.id, text, askedBy: access.callerId });
  } catch (error) {
    // Refused (a full thread, a question being answered already): it costs the founder nothing.
    await Promise.all([giveBack(), release()]);
    throw error;
  }
  const { turns, questionId } = asked;
  await recordActivity(db, { ...actorOf(access), action: "asked", subject: text });
  const { report } = readReport(row.kind, row.data, storedWith(row));
  return answerStream(db, {
    userId: user.id,
    row,
    report,
    turns,
    signal: request.signal,
    giveBack,
    release,
    endAnswering: () => endAnswering(db, user.id, questionId),
  });
}

/**
 * Asks, and while the same question is still being answered waits a moment for that answer to end: a Retry pressed
 * the instant a failure showed meets a lease that is ending, and is answered rather than refused.
 */
async function askOnceAnswered(...args: Parameters<typeof askQuestion>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await askQuestion(...args);
    } catch (error) {
      const busy = error instanceof Conflict && error.message === BEING_ANSWERED;
      if (!busy || attempt >= RETRY_WAITS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
    }
  }
}
const RETRY_WAITS = 8;
const RETRY_WAIT_MS = 200;

export async function threadRoute(request: NextRequest, context: IdContext) {
  const reportId = await idParam(context, "report");
  const { db, access } = await memberAccess(request, "report", reportId, "read");
  return json({ messages: await listThread(db, access.ownerId, reportId, access.callerId) });
}

export async function clearThreadRoute(request: NextRequest, context: IdContext) {
  const reportId = await idParam(context, "report");
  const { db, access } = await memberAccess(request, "report", reportId, "ask");
  await clearThread(db, access.ownerId, reportId);
  return json({ message: "Conversation cleared." });
}

type RescoreContext = { params: Promise<{ id: string; messageId: string }> };

/** POST …/chat/rescore/{messageId}: accepts a proposed rescore as the validation's next version (201). */
export async function rescoreRoute(request: NextRequest, context: RescoreContext) {
  const { id, messageId } = await context.params;
  const reportId = parseId(id, "report");
  const answerId = parseId(messageId, "message");
  const { db, access } = await memberAccessWithPlan(request, "report", reportId, "run_reports");
  return json(await acceptRescore(db, access.ownerId, reportId, answerId, access.callerId), { status: 201 });
}
