import { z } from "zod";
import { promptSchema, requireSubscriber, respondWithReport } from "@/lib/ai/endpoint";
import { readJson, route } from "@/lib/http";

/** The idea validation: factor scores, computed overall score and grade, monetisation. */
export const POST = route(async (request) => {
  const user = await requireSubscriber(request);
  const { userPrompt } = await readJson(request, z.object({ userPrompt: promptSchema }));
  return respondWithReport(request, user, "iv", userPrompt, (report) => report);
});
