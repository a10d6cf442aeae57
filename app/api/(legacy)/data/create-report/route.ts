import { z } from "zod";
import { ideaIdSchema, promptSchema } from "@/lib/core/api/generation";
import { REPORT_REQUEST_BYTES, respondWithReport } from "@/lib/server/handlers/generation";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { readJson, readQuery, route, methods } from "@/lib/server/http";
import { contract } from "@/lib/core/api/contract";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** The pain-point report (docs/API.md, `GET /api/data/create-report`: `search`, answered as `{ data }`). */
  GET: route(
    async (request) => {
      const user = await requireSubscriber(request);
      const { search, idea_id } = readQuery(
        request,
        z.object({ search: promptSchema, idea_id: ideaIdSchema.optional() }),
      );
      return respondWithReport(request, user, "pp", { prompt: search, ideaId: idea_id }, (report) => ({
        data: report,
      }));
    },
    { crossSite: "all-methods" },
  ),
  // a GET that spends the daily quota: never on another site's behalf

  /** The same report for long inputs: `{ userPrompt, evidence? }` in the body. */
  POST: route(
    async (request) => {
      const user = await requireSubscriber(request);
      const { userPrompt, evidence, idea_id } = await readJson(request, contract.legacyCreateReport.body);
      return respondWithReport(request, user, "pp", { prompt: userPrompt, evidence, ideaId: idea_id }, (report) => ({
        data: report,
      }));
    },
    { maxBodyBytes: REPORT_REQUEST_BYTES },
  ),
});
