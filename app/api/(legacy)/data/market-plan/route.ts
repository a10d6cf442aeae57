import { REPORT_REQUEST_BYTES, respondWithReport } from "@/lib/server/handlers/generation";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { readJson, route, methods } from "@/lib/server/http";
import { contract } from "@/lib/core/api/contract";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** The marketing strategy. */
  POST: route(
    async (request) => {
      const user = await requireSubscriber(request);
      const { userPrompt, evidence, idea_id } = await readJson(request, contract.legacyMarketPlan.body);
      return respondWithReport(
        request,
        user,
        "ms",
        { prompt: userPrompt, evidence, ideaId: idea_id },
        (report) => report,
      );
    },
    { maxBodyBytes: REPORT_REQUEST_BYTES },
  ),
});
