import { REPORT_REQUEST_BYTES, reportRequestSchema, respondWithReport } from "@/lib/ai/endpoint";
import { requireSubscriber } from "@/lib/billing/require-plan";
import { readJson, route } from "@/lib/http";

/** The idea validation: factor scores, computed overall score and grade, monetisation. */
export const POST = route(
  async (request) => {
    const user = await requireSubscriber(request);
    const { userPrompt, evidence, idea_id } = await readJson(request, reportRequestSchema);
    return respondWithReport(request, user, "iv", { idea: userPrompt, evidence, ideaId: idea_id }, (report) => report);
  },
  { maxBodyBytes: REPORT_REQUEST_BYTES },
);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
