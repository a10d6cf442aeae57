import { REPORT_REQUEST_BYTES, reportRequestSchema, requireSubscriber, respondWithReport } from "@/lib/ai/endpoint";
import { readJson, route } from "@/lib/http";

/** The idea validation: factor scores, computed overall score and grade, monetisation. */
export const POST = route(async (request) => {
  const user = await requireSubscriber(request);
  const { userPrompt, evidence, idea_id } = await readJson(request, reportRequestSchema);
  return respondWithReport(request, user, "iv", { idea: userPrompt, evidence, ideaId: idea_id }, (report) => report);
}, { maxBodyBytes: REPORT_REQUEST_BYTES });
