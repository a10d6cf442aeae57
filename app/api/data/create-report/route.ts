import { z } from "zod";
import { promptSchema, REPORT_REQUEST_BYTES, reportRequestSchema, requireSubscriber, respondWithReport } from "@/lib/ai/endpoint";
import { readJson, readQuery, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The pain-point report (SPEC.md: GET with `search`, answered as `{ data }`). */
export const GET = route(async (request) => {
  const user = await requireSubscriber(request);
  const { search } = readQuery(request, z.object({ search: promptSchema }));
  return respondWithReport(request, user, "pp", { idea: search }, (report) => ({ data: report }));
}, { crossSite: "all-methods" }); // a GET that spends the daily quota: never on another site's behalf

/** The same report for long inputs: `{ userPrompt, evidence? }` in the body. */
export const POST = route(async (request) => {
  const user = await requireSubscriber(request);
  const { userPrompt, evidence } = await readJson(request, reportRequestSchema);
  return respondWithReport(request, user, "pp", { idea: userPrompt, evidence }, (report) => ({ data: report }));
}, { maxBodyBytes: REPORT_REQUEST_BYTES });
