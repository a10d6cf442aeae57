import { renderToStaticMarkup } from "react-dom/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import SharedReportPage from "@/app/share/[token]/page";
import { DELETE as unshare, GET as currentLink, POST as share } from "@/app/api/data/reports/[id]/share/route";
import { POST as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { reports } from "@/db/schema";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { api, CAFE_IDEA, experimentBody, validated } from "@/test/experiments/helpers";

const shareCall = (client: TestClient, id: string, body?: unknown) =>
  client.call(share, `/api/data/reports/${id}/share`, { method: "POST", params: { id }, ...(body ? { body } : {}) });
const linkCall = (client: TestClient, id: string) =>
  client.call(currentLink, `/api/data/reports/${id}/share`, { params: { id } });
const tokenOf = (url: unknown) => new URL(url as string).pathname.replace("/share/", "");
const pageText = async (token: string) =>
  renderToStaticMarkup(await SharedReportPage({ params: Promise.resolve({ token }) }))
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("a share link can be copied again without replacing it", () => {
  it("answers the live link until sharing stops, a new link replaces it, and the table alone does not give it", async () => {
    const client = await subscriber();
    const report = await validated(client);
    expect((await linkCall(client, report.id)).body).toMatchObject({ url: null, include_quotes: false });

    const made = await shareCall(client, report.id, { include_quotes: true });
    expect(made.status).toBe(201);
    const again = await linkCall(client, report.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...made.body });
    // Asking again makes no new link: the first still opens the page.
    expect((await linkCall(client, report.id)).body.url).toBe(made.body.url);
    expect(await pageText(tokenOf(made.body.url))).toContain("shared read-only");

    // Neither the token nor the link is stored.
    const [row] = await (await getDb()).select().from(reports).where(eq(reports.id, report.id));
    expect(JSON.stringify(row)).not.toContain(tokenOf(made.body.url));

    const replaced = await shareCall(client, report.id);
    expect(replaced.body.url).not.toBe(made.body.url);
    expect((await linkCall(client, report.id)).body).toMatchObject({ url: replaced.body.url, include_quotes: false });

    await client.call(unshare, `/api/data/reports/${report.id}/share`, { method: "DELETE", params: { id: report.id } });
    expect((await linkCall(client, report.id)).body).toEqual({
      url: null,
      include_quotes: false,
      include_conversation: false,
      include_experiments: false,
    });
  });

  it("is the owner's alone: another user's report, a malformed id and a signed-out caller get no link", async () => {
    const owner = await subscriber();
    const report = await validated(owner);
    await shareCall(owner, report.id);
    const stranger = await subscriber();
    expect((await linkCall(stranger, report.id)).status).toBe(404);
    expect((await linkCall(stranger, "not-an-id")).status).toBe(400);
    const { TestClient } = await import("@/test/api");
    expect((await linkCall(new TestClient(), report.id)).status).toBe(401);
  });
});

describe("a validation's share can include the idea's experiments and decision", () => {
  it("shows the verdict, its reasons and each experiment's pass line and result, never its notes or what people said", async () => {
    const client = await subscriber();
    const report = await validated(client);
    const created = await api.create(client, report.idea_id, experimentBody());
    const experimentId = (created.body as { id: string }).id;
    await api.result(client, experimentId, {
      value: 3,
      denominator: 20,
      notes: "Private note: call Jo at Bean & Leaf back",
      evidence: "Jo said the ordering sheet takes her an hour every Sunday night",
    });

    const without = await shareCall(client, report.id);
    const plain = await pageText(tokenOf(without.body.url));
    expect(plain).not.toContain("Independent cafes would pay for automatic ordering.");

    const made = await shareCall(client, report.id, { include_experiments: true });
    expect(made.body).toMatchObject({ include_experiments: true });
    const text = await pageText(tokenOf(made.body.url));
    expect(text).toContain("Decision");
    expect(text).toContain("Independent cafes would pay for automatic ordering.");
    expect(text).toContain("Cafe owners who would pay ≥ 8 of 20 asked");
    expect(text).toMatch(/failed/);
    for (const secret of ["Private note", "Bean & Leaf", "Bean &amp; Leaf", "ordering sheet", CAFE_IDEA])
      expect(text).not.toContain(secret);
  });

  it("shows a handful asked as too few to tell, and the failure it does not replace (issue 44)", async () => {
    const client = await subscriber();
    const report = await validated(client);
    const { body } = await api.create(client, report.idea_id, experimentBody({ target: 12 }));
    await api.result(client, (body as { id: string }).id, { value: 4 });
    await api.result(client, (body as { id: string }).id, { value: 3, denominator: 3 });
    const { body: leaning } = await api.create(client, report.idea_id, experimentBody({ hypothesis: "Ten asked." }));
    await api.result(client, (leaning as { id: string }).id, { value: 6, denominator: 10 });
    const made = await shareCall(client, report.id, { include_experiments: true });
    const text = await pageText(tokenOf(made.body.url));
    expect(text).toContain("4 of 20 asked: failed");
    expect(text).not.toMatch(/3 of 3 asked[^.]*passed/);
    expect(text).toContain("Leaning pass");
    expect(text).toContain("With 10 asked, the true share could be anywhere from 31% to 83%");
  });

  it("never shows how an experiment was run: the method can name the people asked", async () => {
    const client = await subscriber();
    const report = await validated(client);
    const method = "Call Jo Baxter on 07700 900123 or jo.baxter@example.com and ask about her ordering.";
    await api.create(client, report.idea_id, experimentBody({ method }));
    const made = await shareCall(client, report.id, { include_experiments: true, include_quotes: true });
    const text = await pageText(tokenOf(made.body.url));
    expect(text).toContain("Independent cafes would pay for automatic ordering.");
    for (const secret of ["Jo Baxter", "07700 900123", "jo.baxter@example.com", "Call Jo"])
      expect(text).not.toContain(secret);
  });

  it("after a re-validation with the results, shows each hypothesis while the notes and what people said stay out", async () => {
    const client = await subscriber();
    const first = await validated(client);
    const hypothesis = "Independent cafes on the high street would pay twenty pounds a month for automatic ordering.";
    const said = "Priya at the corner cafe said she spends two hours every Sunday night counting milk cartons.";
    const notes = "Follow up with Priya next Tuesday about the pilot she offered to run for us.";
    const created = await api.create(client, first.idea_id, experimentBody({ hypothesis }));
    await api.result(client, (created.body as { id: string }).id, { value: 3, denominator: 20, notes, evidence: said });
    const second = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: CAFE_IDEA, idea_id: first.idea_id, with_results: true },
    });
    const version = second.body as unknown as { id: string; version: number };
    expect(version.version).toBe(2);

    const made = await shareCall(client, version.id, { include_experiments: true });
    const text = await pageText(tokenOf(made.body.url));
    expect(text).toContain(hypothesis);
    for (const secret of ["Priya", "counting milk cartons", "Follow up", "pilot she offered"])
      expect(text).not.toContain(secret);
  });

  it("is refused on a report that is not an idea validation, with a message", async () => {
    const client = await subscriber();
    const made = await client.call(createReport, "/api/data/create-report", {
      method: "POST",
      body: { userPrompt: CAFE_IDEA },
    });
    const id = (made.body.data as { id: string }).id;
    const refused = await shareCall(client, id, { include_experiments: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Only an idea validation is shared with its experiments: leave out include_experiments.",
    );
    expect((await shareCall(client, id, { include_experiments: "yes" })).body.message).toBe(
      "include_experiments must be true or false.",
    );
  });
});
