import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { recordSignup, recordVisit } from "@/lib/server/measured/pitch/counted";
import { visitorOf } from "@/lib/server/measured/visitor";
import { livePage, pitch } from "@/test/pitch/helpers";
import { eq } from "drizzle-orm";
import { surveys } from "@/db/schema";
import { answerPlace } from "@/lib/server/measured/survey/responses";
import { addresses, answer, liveSurvey, survey } from "./helpers";

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

describe("a quote's link to a survey answer (/app/answers/{id})", () => {
  it("finds the answer on its founder's idea, and nothing for another founder", async () => {
    const { client, survey: mine } = await liveSurvey();
    const [address] = addresses(1);
    expect((await answer(mine.slug, { address: address!, fields: { q1: "0" } })).status).toBe(303);
    const [response] = (await survey.responses(client, mine.id)).body.data;
    const db = await getDb();
    const ownerOf = async (id: string) =>
      (await db.select({ userId: surveys.userId }).from(surveys).where(eq(surveys.id, id)))[0]?.userId ?? "";
    const { survey: theirs } = await liveSurvey();
    expect(await answerPlace(db, await ownerOf(mine.id), response!.id)).toEqual({ ideaId: mine.idea_id });
    expect(await answerPlace(db, await ownerOf(theirs.id), response!.id)).toBeNull();
  });
});
