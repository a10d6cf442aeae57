import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db";
import { identifyCaller } from "@/lib/server/auth/current-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { checkoutDestination } from "@/lib/server/billing/checkout";
import { appUrl, readQuery, route, methods } from "@/lib/server/http";
import { log } from "@/lib/server/log";

export const dynamic = "force-dynamic";

const query = z.object({
  interval: z.enum(["month", "year"], { error: "Choose monthly or yearly billing (interval=month or interval=year)." }),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** The one entry point of checkout, a browser link: 303 to Stripe, to a payment link, or back after a local trial. */
  GET: route(async (request) => {
    const { interval } = readQuery(request, query);
    const db = await getDb();
    const caller = await identifyCaller(db, request);
    if (!caller) return NextResponse.redirect(appUrl("/auth/login"), 303);
    if (hasPaidPlan(caller.user)) return NextResponse.redirect(appUrl("/app/dashboard"), 303);
    // Starting a subscription is the user's own choice on our plan page, never a link followed from another site.
    if (request.headers.get("sec-fetch-site") === "cross-site") {
      return NextResponse.redirect(appUrl("/auth/choose-plan"), 303);
    }
    let destination: string;
    try {
      destination = await checkoutDestination(db, caller.user, interval);
    } catch (error) {
      // A browser followed this link: show the problem on the plan page rather than a JSON error.
      log().error({ err: error }, "billing: checkout failed");
      return NextResponse.redirect(appUrl("/auth/choose-plan?checkout=error"), 303);
    }
    return NextResponse.redirect(destination.startsWith("/") ? appUrl(destination) : destination, 303);
  }),
});
