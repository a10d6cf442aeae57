import "server-only";
import { contract } from "@/lib/core/api/contract";
import { getDb } from "@/db";
import { checkReadiness } from "@/lib/server/health";
import { readQuery, route, json, errorResponse } from "@/lib/server/http";
import { listOutbox, outboxIsOpen } from "@/lib/server/email/outbox";
import { requireCaller } from "@/lib/server/auth/current-user";
import { billingClockIsOpen, endLocalPeriodNow } from "@/lib/server/billing/local";

/**
 * Liveness by default: the process answers, nothing else is touched, so a restart policy never kills an instance for
 * a database outage. `?deep=1` is readiness: the database answers and has every migration this build needs (503 with
 * what is wrong otherwise).
 */
export const healthRoute = route(async (request) => {
  if (!readQuery(request, contract.health.query).deep) return json({ status: "ok" });
  const readiness = await checkReadiness(getDb);
  if (readiness.ok) return json({ status: "ok", database: "up", migrations: "applied" });
  return json({ message: readiness.message }, { status: 503 });
});

/** The local outbox as JSON, newest first: what a developer or a test reads codes and links from. */
export const devMailRoute = route(async () => {
  if (!outboxIsOpen()) return errorResponse(404, "Not found.");
  return json(await listOutbox(await getDb()), { headers: { "Cache-Control": "no-store" } });
});

/** Local billing's clock for the journeys: the caller's own local plan reaches its end now (see billingClockIsOpen). */
export const devEndPeriodRoute = route(async (request) => {
  if (!billingClockIsOpen()) return errorResponse(404, "Not found.");
  const db = await getDb();
  const caller = await requireCaller(db, request);
  await endLocalPeriodNow(db, caller.user);
  return json({ message: "The plan's period has ended." });
});
