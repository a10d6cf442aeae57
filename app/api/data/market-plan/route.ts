import { REPORT_REQUEST_BYTES, reportRequestSchema, respondWithReport } from "@/lib/ai/endpoint";
import { requireSubscriber } from "@/lib/billing/require-plan";
import { readJson, route } from "@/lib/http";

/** The marketing strategy. */
export const POST = route(
  async (request) => {
    const user = await requireSubscriber(request);
    const { userPrompt, evidence, idea_id } = await readJson(request, reportRequestSchema);
    return respondWithReport(request, user, "ms", { idea: userPrompt, evidence, ideaId: idea_id }, (report) => report);
  },
  { maxBodyBytes: REPORT_REQUEST_BYTES },
);

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
