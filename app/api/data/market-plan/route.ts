import { reportRequestSchema } from "@/lib/core/api/generation";
import { REPORT_REQUEST_BYTES, respondWithReport } from "@/lib/server/handlers/generation";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { readJson, route } from "@/lib/server/http";

/** The marketing strategy. */
export const POST = route(
  async (request) => {
    const user = await requireSubscriber(request);
    const { userPrompt, evidence, idea_id } = await readJson(request, reportRequestSchema);
    return respondWithReport(
      request,
      user,
      "ms",
      { prompt: userPrompt, evidence, ideaId: idea_id },
      (report) => report,
    );
  },
  { maxBodyBytes: REPORT_REQUEST_BYTES },
);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
