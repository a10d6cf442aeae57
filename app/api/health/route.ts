import { getDb } from "@/db";
import { checkReadiness } from "@/lib/server/health";
import { z } from "zod";
import { readQuery, route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/**
 * Liveness by default: the process answers, nothing else is touched, so a restart policy never kills an instance for
 * a database outage. `?deep=1` is readiness: the database answers and has every migration this build needs (503 with
 * what is wrong otherwise).
 */
const healthQuery = z.object({ deep: z.literal("1", { error: "deep must be 1 when given." }).optional() });

export const GET = route(async (request) => {
  if (!readQuery(request, healthQuery).deep) return Response.json({ status: "ok" });
  const readiness = await checkReadiness(getDb);
  if (readiness.ok) return Response.json({ status: "ok", database: "up", migrations: "applied" });
  return Response.json({ message: readiness.message }, { status: 503 });
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
