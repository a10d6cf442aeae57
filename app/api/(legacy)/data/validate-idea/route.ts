import { generationInput, REPORT_REQUEST_BYTES, respondWithReport } from "@/lib/server/handlers/generation";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { validationRequestSchema } from "@/lib/core/api/generation";
import { readJson, route, methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** The idea validation: factor scores, computed overall score and grade, monetisation; with the idea's results on request. */
  POST: route(
    async (request) => {
      const user = await requireSubscriber(request);
      const { userPrompt, ...body } = await readJson(request, validationRequestSchema);
      const input = await generationInput(user.id, "iv", { ...body, prompt: userPrompt });
      return respondWithReport(request, user, "iv", input, (report) => report);
    },
    { maxBodyBytes: REPORT_REQUEST_BYTES },
  ),
});
