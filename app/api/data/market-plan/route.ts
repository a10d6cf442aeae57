import { REPORT_REQUEST_BYTES, reportRequestSchema, requireSubscriber, respondWithReport } from "@/lib/ai/endpoint";
import { readJson, route } from "@/lib/http";

/** The marketing strategy. */
export const POST = route(async (request) => {
  const user = await requireSubscriber(request);
  const { userPrompt, evidence, idea_id } = await readJson(request, reportRequestSchema);
  return respondWithReport(request, user, "ms", { idea: userPrompt, evidence, ideaId: idea_id }, (report) => report);
}, { maxBodyBytes: REPORT_REQUEST_BYTES });
