import "server-only";
import { REPORT_REQUEST_BYTES, respondWithReport, generationInput } from "@/lib/server/handlers/generation";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { readJson, readQuery, route } from "@/lib/server/http";
import { contract } from "@/lib/core/api/contract";

/** The pain-point report (docs/API.md, `GET /api/data/create-report`: `search`, answered as `{ data }`). */
export const legacyCreateReportStreamRoute = route(
  async (request) => {
    const user = await requireSubscriber(request);
    const { search, idea_id } = readQuery(request, contract.legacyCreateReportStream.query);
    return respondWithReport(request, user, "pp", { prompt: search, ideaId: idea_id }, (report) => ({
      data: report,
    }));
  },
  // A GET that spends the daily quota: never on another site's behalf.
  { crossSite: "all-methods" },
);

/** The same report for long inputs: `{ userPrompt, evidence? }` in the body. */
export const legacyCreateReportRoute = route(
  async (request) => {
    const user = await requireSubscriber(request);
    const { userPrompt, evidence, idea_id } = await readJson(request, contract.legacyCreateReport.body);
    return respondWithReport(request, user, "pp", { prompt: userPrompt, evidence, ideaId: idea_id }, (report) => ({
      data: report,
    }));
  },
  { maxBodyBytes: REPORT_REQUEST_BYTES },
);

/** The idea validation: factor scores, computed overall score and grade, monetisation; with the idea's results on request. */
export const legacyValidateIdeaRoute = route(
  async (request) => {
    const user = await requireSubscriber(request);
    const { userPrompt, ...body } = await readJson(request, contract.legacyValidateIdea.body);
    const input = await generationInput(user.id, "iv", { ...body, prompt: userPrompt });
    return respondWithReport(request, user, "iv", input, (report) => report);
  },
  { maxBodyBytes: REPORT_REQUEST_BYTES },
);

/** The marketing strategy. */
export const legacyMarketPlanRoute = route(
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
);
