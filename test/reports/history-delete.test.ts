import { describe, expect, it } from "vitest";
import { GET as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { DELETE as deleteReport } from "@/app/api/(legacy)/data/delete-report/[first]/[second]/route";
import { GET as history } from "@/app/api/data/history/route";
import { GET as idea } from "@/app/api/data/ideas/[id]/route";
import { GET as report } from "@/app/api/data/reports/[id]/route";
import { GET as settings } from "@/app/api/data/settings/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { subscriber } from "@/test/ai/helpers";
import { TestClient } from "@/test/api";

const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";

type Item = { id: string; kind: string; saved: boolean };
type Made = { id: string; idea_id: string; saved: boolean };

const listHistory = async (client: TestClient) =>
  ((await client.call(history, "/api/data/history")).body as { data: Item[] }).data;
const remove = (client: TestClient, first: string, second: string) =>
  client.call(deleteReport, `/api/data/delete-report/${first}/${second}`, {
    method: "DELETE",
    params: { first, second },
  });

/** The Recent tab deletes an unsaved report (history only) with the saved lists' call, by kind and id. */
describe("deleting a report from the history (Recent)", () => {
  it("deletes an unsaved report for good, keeps the others, and leaves history on", async () => {
    const client = await subscriber();
    const pp = (await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`)).body
      .data as Made;
    const iv = (
      await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: IDEA } })
    ).body as Made;
    expect([pp.saved, iv.saved]).toEqual([false, false]);

    const gone = await remove(client, "iv", iv.id);
    expect(gone).toMatchObject({ status: 200, body: { message: "Report deleted." } });
    expect((await listHistory(client)).map((item) => item.id)).toEqual([pp.id]);
    expect((await client.call(report, `/api/data/reports/${iv.id}`, { params: { id: iv.id } })).status).toBe(404);
    // The idea keeps its other report, and the history stays on.
    expect((await client.call(idea, `/api/data/ideas/${pp.idea_id}`, { params: { id: pp.idea_id } })).status).toBe(200);
    expect((await client.call(settings, "/api/data/settings")).body).toMatchObject({ keep_history: true });

    // Deleting it again: 404, with a message. The kind may come second, as `delete-report/{first}/{second}` allows.
    expect((await remove(client, "iv", iv.id)).body).toEqual({ message: "Report not found." });
    expect((await remove(client, pp.id, "pain-points")).status).toBe(200);
    expect(await listHistory(client)).toEqual([]);
    expect((await client.call(idea, `/api/data/ideas/${pp.idea_id}`, { params: { id: pp.idea_id } })).status).toBe(404);
  });

  it("only the owner's report, of the kind named: anything else is a 4xx with a message and deletes nothing", async () => {
    const owner = await subscriber();
    const pp = (await owner.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`)).body
      .data as Made;
    const stranger = await subscriber();
    const answers = [
      [await remove(stranger, "pp", pp.id), 404],
      [await remove(owner, "iv", pp.id), 404],
      [await remove(owner, "pp", "not-an-id"), 400],
      [await remove(owner, "reports", pp.id), 400],
      [await remove(new TestClient(), "pp", pp.id), 401],
      [
        await owner.call(deleteReport, `/api/data/delete-report/pp/${pp.id}`, {
          method: "DELETE",
          params: { first: "pp", second: pp.id },
          headers: { origin: "https://evil.example" },
        }),
        403,
      ],
    ] as const;
    for (const [answer, status] of answers) {
      expect(answer.status).toBe(status);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await listHistory(owner)).map((item) => item.id)).toEqual([pp.id]);
  });
});
