import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import { type TryStampAnswer } from "@/lib/core/api/tries";
import { founderEvidence } from "@/lib/core/experiments/results-evidence";
import { streamReport } from "@/lib/ai/generate";
import { UsageMeter } from "@/lib/ai/usage";
import { afterResponse } from "@/lib/server/background";
import { json, readJson } from "@/lib/server/http";
import { eventStream } from "@/lib/server/http/event-stream";
import { log } from "@/lib/server/log";
import { recordUsage } from "@/lib/server/usage";
import { admitTry, tryStamp } from "@/lib/server/tries/admit";
import { setTryCookies, tryTokenOf } from "@/lib/server/tries/cookies";
import { countTry } from "@/lib/server/tries/counts";
import { createTry, failTry, finishTry, tryAnswer, tryBinding, tryOfToken, tryReport } from "@/lib/server/tries/store";
import { asHttpError, coalescedPatches } from "./generation";
import { contract } from "@/lib/core/api/contract";

export const TRY_FAILED =
  "Your idea could not be validated just now, and it did not count as your free try. Please try again in a minute.";

/**
 * `POST /api/try`: a visitor's one free idea validation, streamed as the app streams a report (`patch` events, then
 * `done` with the validation, or `error`). Admitted by admitTry(); stored under a random token given to this browser
 * in an httpOnly cookie; the generation goes on if the browser leaves, and the try is kept until it expires. A failed
 * try gives the day's counts back. Its calls' tokens go to ai_usage as kind `try`, without a user.
 */
export async function startTryRoute(request: NextRequest) {
  const body = await readJson(request, contract.startTry.body);
  const db = await getDb();
  const giveBack = await admitTry(db, request, body);
  const evidence = founderEvidence(body.evidence);
  const { token, row } = await createTry(db, { prompt: body.prompt, evidence });
  // Counted after the answer: the first section waits for nothing it does not need.
  afterResponse(() => countTry(db, "started"), "try count");
  const meter = new UsageMeter();
  const { send, close, response } = eventStream();
  const partials = coalescedPatches((patch) => send("patch", patch));
  const generation = (async () => {
    let failed = false;
    try {
      const binding = tryBinding(row);
      for await (const update of streamReport("iv", body.prompt, { evidence, meter, binding })) {
        if (update.type !== "done") {
          partials.push(update.data);
          continue;
        }
        partials.stop();
        await finishTry(db, row.id, update.data);
        send("done", tryReport({ ...row, data: update.data }));
      }
    } catch (error) {
      failed = true;
      partials.stop();
      const failure = asHttpError("iv", error);
      // The app's 502 keeps the original contract's words; a visitor is told what to do.
      const message = failure.status === 502 ? TRY_FAILED : failure.message;
      send("error", { message });
      await failTry(db, row.id, message).catch((err: unknown) => log().error({ err }, "try: a failure not stored"));
      await giveBack().catch((err: unknown) => log().error({ err }, "try: the day's counts not given back"));
    }
    close();
    await countTry(db, failed ? "failed" : "finished");
    await recordUsage(db, null, { kind: "try", failed }, meter.calls).catch((err: unknown) =>
      log().error({ err }, "try: usage not recorded"),
    );
  })();
  afterResponse(() => generation, "free try");
  return setTryCookies(response(), token);
}

/**
 * `GET /api/try`: this browser's try while it is kept (the try page after a reload), else 204. Having none is the
 * usual answer for a first visit to the try page, not a failure: a 404 was logged as an error in every visitor's
 * console (Lighthouse's best-practices audit "errors-in-console").
 */
export async function currentTryRoute(request: NextRequest) {
  const row = await tryOfToken(await getDb(), tryTokenOf(request));
  if (!row) return new Response(null, { status: 204 });
  return json(tryAnswer(row));
}

/**
 * `GET /api/try/stamp`: the signed moment the try form appeared, asked for by the form once it shows (the try page is
 * prerendered, so the stamp cannot be in it). No database: a stamp is an HMAC of the server's clock.
 */
export async function tryStampRoute() {
  return json<TryStampAnswer>({ stamp: tryStamp() });
}
