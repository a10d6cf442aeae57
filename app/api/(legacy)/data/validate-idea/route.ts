import { generationInput, REPORT_REQUEST_BYTES, respondWithReport } from "@/lib/server/handlers/generation";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { readJson, route, methods } from "@/lib/server/http";
import { contract } from "@/lib/core/api/contract";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** The idea validation: factor scores, computed overall score and grade, monetisation; with the idea's results on request. */
  POST: route(
    async (request) => {
      const user = await requireSubscriber(request);
      const { userPrompt, ...body } = await readJson(request, contract.legacyValidateIdea.body);
      const input = await generationInput(user.id, "iv", { ...body, prompt: userPrompt });
      return respondWithReport(request, user, "iv", input, (report) => report);
    },
    { maxBodyBytes: REPORT_REQUEST_BYTES },
  ),
});
