import { z } from "zod";
import { promptSchema, requireSubscriber, respondWithReport } from "@/lib/ai/endpoint";
import { readQuery, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The pain-point report (SPEC.md: GET with `search`, answered as `{ data }`). */
export const GET = route(async (request) => {
  const user = await requireSubscriber(request);
  const { search } = readQuery(request, z.object({ search: promptSchema }));
  return respondWithReport(request, user, "pp", search, (report) => ({ data: report }));
}, { crossSite: "all-methods" }); // a GET that spends the daily quota: never on another site's behalf
