import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { route, methods } from "@/lib/server/http";
import { accountExport } from "@/lib/server/reports/account-export";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** Download my data: the founder's account, ideas and reports as one JSON file (a plan is not needed). */
  GET: route(async (request) => {
    const db = await getDb();
    const caller = await requireCaller(db, request);
    const body = await accountExport(db, caller.user);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="launchlens-data-${day}.json"`,
      },
    });
  }),
});
