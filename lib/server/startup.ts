import "server-only";
import { getDatabase } from "@/db";
import { EnvError, getEnv, modesOf } from "@/lib/server/env";
import { webSearchEnabled } from "@/lib/ai/model";
import { billingClockIsOpen } from "@/lib/server/billing/local";
import { outboxIsOpen } from "@/lib/server/email/outbox";
import { publishLifecycle } from "@/lib/server/lifecycle";
import { log } from "@/lib/server/log";
import { runMaintenance } from "@/lib/server/maintenance";
import { messageOf } from "@/lib/core/errors";

/** Server start-up: a bad configuration stops the process with a clear message; the database opens and migrates at once, in the background. */
export async function startServer(): Promise<void> {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // Serving with a broken configuration would only fail later and less clearly.
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  const modes = modesOf(env);
  log().info(
    `launchlens: database: ${modes.database}, ai: ${modes.ai}, mail: ${modes.mail}, billing: ${modes.billing}, ` +
      `google sign-in: ${modes.google ? "on" : "off"}, web search: ${webSearchEnabled(env) ? "on" : "off"}`,
  );
  // Set-up facts are for the operator, here; users never see server set-up talk.
  if (!modes.google)
    log().info(
      "launchlens: Google sign-in is off, so its button is hidden: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to offer it.",
    );
  if (modes.billing === "local")
    log().info(
      "launchlens: local billing: trials and subscriptions start without any payment; set STRIPE_* for real billing.",
    );
  if (env.NODE_ENV === "production" && billingClockIsOpen(env)) {
    log().warn(
      "launchlens: local billing's clock is open (LOCAL_BILLING_CLOCK=1): signed-in users can end their own local plan at once. For test servers only.",
    );
  }
  if (env.AI_WEB_SEARCH === "1" && !webSearchEnabled(env)) {
    log().warn(
      "launchlens: AI_WEB_SEARCH=1 is ignored: web search needs OPENAI_API_KEY and the Responses API (OPENAI_API=responses).",
    );
  }
  if (env.NODE_ENV === "production" && outboxIsOpen(env)) {
    log().warn(
      "launchlens: WARNING: the local outbox is PUBLIC. Every verification code and password reset link is readable by anyone " +
        "at /dev/mail and /api/dev/mail (MAIL_MODE=local and LOCAL_OUTBOX_PUBLIC=1). Use this only for a demo, never with real users.",
    );
  }
  // Not awaited: Next.js holds every request until register() returns, and the public pages need no database. The data
  // calls wait for this same opening (getDatabase() hands out one promise), and /api/health?deep=1 says when it is done.
  publishLifecycle(openAndTidyDatabase());
}

async function openAndTidyDatabase(): Promise<void> {
  try {
    const started = performance.now();
    const { db, driver } = await getDatabase();
    log().info(
      { driver, durationMs: Math.round(performance.now() - started) },
      "launchlens: database open and migrated",
    );
    await runMaintenance(db);
  } catch (error) {
    // Keep serving: public pages work, /api/health?deep=1 answers 503, and the next request tries again.
    log().error({ reason: messageOf(error) }, "launchlens: database not ready, will retry on the next request");
  }
}
