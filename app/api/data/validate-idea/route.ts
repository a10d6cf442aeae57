import { REPORT_REQUEST_BYTES, respondWithReport } from "@/lib/server/handlers/generation";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { validationRequestSchema } from "@/lib/core/api/generation";
import { validationInput } from "@/lib/server/experiments/revalidate";
import { readJson, route } from "@/lib/server/http";

/** The idea validation: factor scores, computed overall score and grade, monetisation; with the idea's results on request. */
export const POST = route(
  async (request) => {
    const user = await requireSubscriber(request);
    const input = await validationInput(user.id, await readJson(request, validationRequestSchema));
    return respondWithReport(request, user, "iv", input, (report) => report);
  },
  { maxBodyBytes: REPORT_REQUEST_BYTES },
);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
