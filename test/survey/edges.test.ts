import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { recordSignup, recordVisit } from "@/lib/server/measured/pitch/counted";
import { visitorOf } from "@/lib/server/measured/visitor";
import { livePage, pitch } from "@/test/pitch/helpers";
import { addresses, answer, liveSurvey } from "./helpers";

describe("a survey's form and a measured page deleted under a visitor", () => {
  it("refuses an answer to a question the survey does not ask, and stores nothing", async () => {
    const { client, survey } = await liveSurvey();
    const [address] = addresses(1);
    const sent = await answer(survey.slug, { address: address!, fields: { q0: "Last week", q5: "2" } });
    expect(sent.status).toBe(400);
    expect(JSON.parse(sent.text)).toEqual({
      message: "That form is not this survey's: send its questions' fields only.",
    });
    const { GET } = await import("@/app/api/data/surveys/[id]/route");
    const served = await client.call(GET, `/api/data/surveys/${survey.id}`, { params: { id: survey.id } });
    expect(served.body.received).toBe(0);
  });

  it("counts no visit and lists no sign-up on a pitch page deleted meanwhile, without a 5xx", async () => {
    const { client, page } = await livePage();
    expect((await pitch.delete(client, page.id)).status).toBe(200);
    const db = await getDb();
    const visitor = visitorOf("203.0.113.77", "Mozilla/5.0", "2026-11-29");
    expect(await recordVisit(db, page.id, visitor, "direct")).toBe(false);
    const outcome = await recordSignup(db, page.id, {
      email: "late@example.com",
      source: "direct",
      consent: "x",
      visitor,
    });
    expect(outcome).toBe("closed");
  });
});
