import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db";
import { identifyCaller } from "@/lib/auth/current-user";
import { hasPaidPlan } from "@/lib/auth/users";
import { startLocalTrial } from "@/lib/billing/local";
import { billingIntervals } from "@/lib/billing/plan";
import { getEnv, modesOf } from "@/lib/env";
import { HttpError, readQuery, route, sameHostUrl } from "@/lib/http";

export const dynamic = "force-dynamic";

const query = z.object({
  interval: z.enum(billingIntervals as ["month", "year"], { error: "Choose monthly or yearly billing." }),
});

/** The one entry point of checkout (a browser link). Local billing starts the trial here and goes back. */
export const GET = route(async (request) => {
  const { interval } = readQuery(request, query);
  const db = await getDb();
  const caller = await identifyCaller(db, request);
  if (!caller) return NextResponse.redirect(sameHostUrl(request, "/auth/login"), 303);
  if (hasPaidPlan(caller.user)) return NextResponse.redirect(sameHostUrl(request, "/app/dashboard"), 303);

  if (modesOf(getEnv()).billing !== "local") {
    throw new HttpError(501, "Stripe checkout is not available yet. Please try again later.");
  }
  await startLocalTrial(db, caller.user, interval);
  return NextResponse.redirect(sameHostUrl(request, "/auth/choose-plan?checkout=success"), 303);
});
