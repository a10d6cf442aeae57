import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db";
import { identifyCaller } from "@/lib/server/auth/current-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { checkoutDestination } from "@/lib/server/billing/checkout";
import { claimedIdeaPath } from "@/lib/core/tries/policy";
import { appUrl, readQuery, route, methods } from "@/lib/server/http";
import { log } from "@/lib/server/log";

export const dynamic = "force-dynamic";

const query = z.object({
  interval: z.enum(["month", "year"], { error: "Choose monthly or yearly billing (interval=month or interval=year)." }),
  /** A free try just kept as this idea: the plan, once started, opens it. */
  idea: z.uuid({ error: "idea must be an idea's id." }).optional(),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /**
   * The one entry point of checkout, a browser link: 303 to Stripe, to a payment link, or back after a local trial;
   * back to the plan page, or with `idea` to that idea (the free try's sign-up starts the trial here).
   */
  GET: route(async (request) => {
    const { interval, idea } = readQuery(request, query);
    const returnTo = idea ? claimedIdeaPath(idea) : undefined;
    const db = await getDb();
    const caller = await identifyCaller(db, request);
    if (!caller) return NextResponse.redirect(appUrl("/auth/login"), 303);
    if (hasPaidPlan(caller.user)) return NextResponse.redirect(appUrl(returnTo ?? "/app/dashboard"), 303);
    // Starting a subscription is the user's own choice on our plan page, never a link followed from another site.
    if (request.headers.get("sec-fetch-site") === "cross-site") {
      return NextResponse.redirect(appUrl("/auth/choose-plan"), 303);
    }
    let destination: string;
    try {
      destination = await checkoutDestination(db, caller.user, interval, returnTo ? { returnTo } : undefined);
    } catch (error) {
      // A browser followed this link: show the problem on the plan page rather than a JSON error.
      log().error({ err: error }, "billing: checkout failed");
      return NextResponse.redirect(appUrl("/auth/choose-plan?checkout=error"), 303);
    }
    return NextResponse.redirect(destination.startsWith("/") ? appUrl(destination) : destination, 303);
  }),
});
