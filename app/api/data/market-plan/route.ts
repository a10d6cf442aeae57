import { z } from "zod";
import { promptSchema, requireSubscriber, respondWithReport } from "@/lib/ai/endpoint";
import { readJson, route } from "@/lib/http";

/** The marketing strategy. */
export const POST = route(async (request) => {
  const user = await requireSubscriber(request);
  const { userPrompt } = await readJson(request, z.object({ userPrompt: promptSchema }));
  return respondWithReport(request, user, "ms", userPrompt, (report) => report);
});
