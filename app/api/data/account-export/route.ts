import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { route } from "@/lib/server/http";
import { accountExport } from "@/lib/server/reports/account-export";

export const dynamic = "force-dynamic";

/** Download my data: the founder's account, ideas and reports as one JSON file (a plan is not needed). */
export const GET = route(async (request) => {
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
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
