import { getDb } from "@/db";
import { checkReadiness } from "@/lib/server/health";
import { z } from "zod";
import { readQuery, route, methods, json } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/**
 * Liveness by default: the process answers, nothing else is touched, so a restart policy never kills an instance for
 * a database outage. `?deep=1` is readiness: the database answers and has every migration this build needs (503 with
 * what is wrong otherwise).
 */
const healthQuery = z.object({ deep: z.literal("1", { error: "deep must be 1 when given." }).optional() });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(async (request) => {
    if (!readQuery(request, healthQuery).deep) return json({ status: "ok" });
    const readiness = await checkReadiness(getDb);
    if (readiness.ok) return json({ status: "ok", database: "up", migrations: "applied" });
    return json({ message: readiness.message }, { status: 503 });
  }),
});
