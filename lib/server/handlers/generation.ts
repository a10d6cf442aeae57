import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import type { User } from "@/db/schema";
import { getEnv } from "@/lib/server/env";
import { afterResponse } from "@/lib/server/background";
import { PLAN_REQUIRED } from "@/lib/server/billing/require-plan";
import { requireCaller } from "@/lib/server/auth/current-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { NotFound, Refused } from "@/lib/core/errors";
import { accessThrough } from "@/lib/server/team/access";
import { ownerOf } from "@/lib/server/team/owner";
import { OWNER_PLAN_REQUIRED, planFirst } from "./member-access";
import { withRecordedResults } from "@/lib/server/experiments/revalidate";
import { withSurveyAnswers } from "@/lib/server/measured/survey/evidence";
import { founderEvidence, withResultsEvidence } from "@/lib/core/experiments/results-evidence";
import { HttpError, KB, readJson, json } from "@/lib/server/http";
import { eventStream } from "@/lib/server/http/event-stream";
import { log } from "@/lib/server/log";
import { IDEA_GONE, requireOwnIdea } from "@/lib/server/reports/ideas";
import { recordGeneration, type Generation } from "@/lib/server/reports/store";
import { spendDailyQuota } from "@/lib/server/rate-limit";
import { generateReport, ReportGenerationError, streamReport } from "@/lib/ai/generate";
import { failureAnswer, failureForLog } from "@/lib/ai/failures";
import { UsageMeter } from "@/lib/ai/usage";
import { recordUsage, reserveTokens } from "@/lib/server/usage";
import { runTokenEstimate } from "@/lib/ai/budgets";
import { scoreSampleCount } from "@/lib/ai/score-samples";
import type { ReportKind } from "@/lib/core/kinds";
import { diffText, type TextPatch } from "@/lib/core/report/stream-patch";
import { contract } from "@/lib/core/api/contract";

/** 20,000 characters of evidence can take four bytes each, and JSON escapes more: room for both, and no more. */
export const REPORT_REQUEST_BYTES = 128 * KB;

/** What a run took: the way to give its report count back, and the tokens it holds of the daily budget. */
interface Spent {
  giveBack: () => Promise<void>;
  release: () => Promise<void>;
}

/**
 * Counts one generation against the user's daily quota (UTC days), or answers 429; so does a spent daily token budget
 * (AI_DAILY_TOKENS), which then holds this run's tokens until it is settled.
 */
async function spendQuota(user: User, kind: ReportKind): Promise<Spent> {
  const db = await getDb();
  const limit = getEnv().AI_DAILY_QUOTA;
  const message = `You have used today's ${limit} reports. The limit resets at midnight UTC.`;
  const giveBack = await spendDailyQuota(db, "ai", user.id, limit, message);
  try {
    const estimate = runTokenEstimate(kind, kind === "iv" ? scoreSampleCount() - 1 : 0);
    return { giveBack, release: await reserveTokens(db, user.id, estimate) };
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/**
 * After a run: its calls' tokens stored with the report they made (none if not kept), and a failed run's count given
 * back, so a founder pays nothing for what they did not get. A run the founder stopped (history off, the browser went
 * away) did not fail: they read what streamed until then, so it keeps its count and its tokens count. Logged, never
 * thrown: the founder's answer comes first.
 */
async function settle(
  user: User,
  kind: ReportKind,
  meter: UsageMeter,
  outcome: { reportId?: string; failed: boolean; stopped?: boolean },
  spent: Spent,
) {
  const failed = outcome.failed && !outcome.stopped;
  try {
    const db = await getDb();
    await recordUsage(db, user.id, { kind, reportId: outcome.reportId, failed }, meter.calls);
    if (failed) await spent.giveBack();
  } catch (error) {
    log().error({ kind, err: error }, "ai: a run's usage could not be recorded");
  } finally {
    await spent
      .release()
      .catch((error: unknown) => log().error({ kind, err: error }, "ai: a token hold was not released"));
  }
}

const idOf = (report: object) => ("id" in report && typeof report.id === "string" ? report.id : undefined);

export function wantsStream(request: NextRequest): boolean {
  return (
    request.headers.get("accept")?.includes("text/event-stream") === true ||
    request.nextUrl.searchParams.get("stream") === "1"
  );
}

type Wrap = (report: object) => unknown;

/**
 * Keeps the finished report in the user's history and answers it with its stored `id`, `idea_id` and `version`.
 * A failure to store is logged, and the report is still answered: the user sees what they waited for.
 */
async function kept(user: User, kind: ReportKind, input: Generation, report: object) {
  try {
    const stored = await recordGeneration(await getDb(), user, kind, report, input);
    return stored ?? report;
  } catch (error) {
    log().error({ kind, err: error }, "ai: a finished report could not be kept in the history");
    return report;
  }
}

/** A streamed report sends at most one update per this many milliseconds; the newest state wins. */
export const STREAM_INTERVAL_MS = 100;

/**
 * Generates a report for a subscriber: the whole JSON, or with streaming a text/event-stream of `patch` events (each
 * a TextPatch against the report's JSON so far, at most one per STREAM_INTERVAL_MS), then `done` with the complete
 * report (or `error` with the failure message). With history on, a browser going away
 * does not stop the model: the report is finished and kept (the time limit still applies); with it off, nothing would
 * keep it, so the generation stops with the request.
 */
export async function respondWithReport(
  request: NextRequest,
  user: User,
  kind: ReportKind,
  input: Generation,
  wrap: Wrap,
) {
  input = { ...input, evidence: founderEvidence(input.evidence) };
  // A run filed under another user's idea (or one deleted since) is refused before it costs anything.
  if (input.ideaId) await requireOwnIdea(await getDb(), user.id, input.ideaId);
  const spent = await spendQuota(user, kind);
  const meter = new UsageMeter();
  const evidence = withResultsEvidence(input.evidence, input.results?.evidence);
  const binding = { prompt: input.prompt, evidence: input.evidence, owner: { user: user.id } };
  const options = { signal: user.keepHistory ? undefined : request.signal, evidence, meter, binding };
  if (!wantsStream(request)) {
    let report: object;
    try {
      report = await generateReport(kind, input.prompt, options);
    } catch (error) {
      await settle(user, kind, meter, { failed: true, stopped: options.signal?.aborted }, spent);
      throw asHttpError(kind, error);
    }
    const stored = await kept(user, kind, input, report);
    await settle(user, kind, meter, { reportId: idOf(stored), failed: false }, spent);
    return json(wrap(stored));
  }
  const { send, close, response } = eventStream();
  const partials = coalescedPatches((patch) => send("patch", patch));
  const generation = (async () => {
    try {
      for await (const update of streamReport(kind, input.prompt, options)) {
        if (update.type === "done") {
          partials.stop();
          const stored = await kept(user, kind, input, update.data);
          send("done", wrap(stored));
          await settle(user, kind, meter, { reportId: idOf(stored), failed: false }, spent);
        } else partials.push(update.data);
      }
    } catch (error) {
      partials.stop();
      send("error", { message: asHttpError(kind, error).message });
      await settle(user, kind, meter, { failed: true, stopped: options.signal?.aborted }, spent);
    }
    close();
  })();
  // Serverless hosts keep the function alive until the report is finished and kept, even after the browser left.
  afterResponse(() => generation, `${kind} generation`);
  return response();
}

/**
 * Turns a stream of report states into patches, at most one per STREAM_INTERVAL_MS: the first goes out at once, a
 * state arriving sooner waits for its turn and is replaced by any newer one meanwhile. `stop` drops what is waiting
 * (the complete report follows in `done`).
 */
export function coalescedPatches(emit: (patch: TextPatch) => void) {
  let sent = "";
  let waiting: string | null = null;
  let lastSentAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (waiting === null) return;
    emit(diffText(sent, waiting));
    sent = waiting;
    waiting = null;
    lastSentAt = performance.now();
  };
  return {
    push(state: unknown) {
      waiting = JSON.stringify(state);
      const wait = STREAM_INTERVAL_MS - (performance.now() - lastSentAt);
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
    },
  };
}

/**
 * A failed generation as the founder is told it (lib/ai/failures.ts): cut short, refused and filtered answers and a
 * provider's rate limit each in their own words; any other failure, time-out or malformed answer is the kind's 502.
 * The cause goes to the log only, by its name and status (never the answer's text).
 */
export function asHttpError(kind: ReportKind, error: unknown): HttpError {
  const failure = error instanceof ReportGenerationError ? error : new ReportGenerationError(kind, error);
  log().error({ kind, ...failureForLog(failure.cause) }, "ai: generation failed");
  const answer = failureAnswer(kind, failure.cause);
  const headers = answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : undefined;
  return new HttpError(answer.status, answer.message, {}, headers);
}

/**
 * What a generation call asks for as the generation's input. A validation of a named idea reads the idea's recorded
 * experiment results after the evidence whenever it has some, so a plain re-run ("Run all three") weighs them as
 * "Re-validate with my results" does; asked for with `with_results`, an idea without results is a 400.
 */
export async function generationInput(
  userId: string,
  kind: ReportKind,
  body: { prompt: string; evidence?: string; idea_id?: string; with_results?: boolean; survey_id?: string },
): Promise<Generation> {
  // Only what the founder wrote: a results block sent back from an older re-validation is never theirs to resend.
  const input = { prompt: body.prompt, evidence: founderEvidence(body.evidence), ideaId: body.idea_id };
  const withResults =
    kind === "iv" && body.idea_id
      ? await withRecordedResults(userId, { ...input, ideaId: body.idea_id }, { required: body.with_results === true })
      : input;
  return body.survey_id ? withSurveyAnswers(await getDb(), userId, withResults, body.survey_id) : withResults;
}

/**
 * `POST /api/data/reports`: a report of any kind, answered as the stored report (or streamed), never wrapped. A run
 * under a named idea runs for its members too (editors), on the owner's plan and quota: the report is the owner's,
 * the activity list says who ran it. Without a plan of one's own, only such a run is open: any other body is refused
 * for the plan, as before the body was read.
 */
export async function generateRoute(request: NextRequest) {
  const db = await getDb();
  const caller = (await requireCaller(db, request)).user;
  const ownPlan = hasPaidPlan(caller);
  const body = await readJson(request, contract.generateReport.body).catch(planFirst(caller));
  let user = caller;
  if (body.idea_id) {
    // Without a plan, someone else's idea reads as the plan refusal it always was.
    const access = await accessThrough(db, caller.id, "idea", body.idea_id, "run_reports", IDEA_GONE).catch(
      planFirst(caller, PLAN_REQUIRED, NotFound),
    );
    if (access.ownerId !== caller.id) {
      user = await ownerOf(db, access);
      if (!hasPaidPlan(user)) throw new Refused(OWNER_PLAN_REQUIRED);
    } else if (!ownPlan) throw new Refused(PLAN_REQUIRED);
  } else if (!ownPlan) throw new Refused(PLAN_REQUIRED);
  const input = { ...(await generationInput(user.id, body.kind, body)), madeBy: caller.id };
  return respondWithReport(request, user, body.kind, input, (report) => report);
}
