import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { pitchPages, pitchSignups } from "@/db/schema";
import { GET as accountExport } from "@/app/api/data/account-export/route";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { formStamp } from "@/lib/server/measured/pitch/form-stamp";
import { addresses, livePage, pageFields, pitch, signUp, visit } from "./helpers";

/** Issue 46's second place to ask: up to three questions on a pitch page, answered with the sign-up. */

const XSS = `<script>alert(1)</script>"'><img src=x onerror=alert(1)>`;

const QUESTIONS: SurveyQuestion[] = [
  { kind: "choice", text: `How do you order stock today? ${XSS}`, options: ["A spreadsheet", XSS], other: true },
  { kind: "scale", text: "How often did you run out last month?", scale: "1-5", low: "Never", high: "Every week" },
  { kind: "text", text: "What would you expect to pay a month?" },
];

const questionsPage = (questions: SurveyQuestion[] = QUESTIONS) => livePage({ fields: pageFields({ questions }) });

const json = (body: Record<string, string>) => ({ raw: JSON.stringify(body), contentType: "application/json" });

describe("questions on a pitch page", () => {
  it("are shown escaped, answered with the sign-up (form and JSON), tallied, listed, in the CSV and the export", async () => {
    const { client, page } = await questionsPage();
    expect(page.fields.questions).toEqual(QUESTIONS);
    const [first, second, third] = addresses(3);
    const html = (await visit(page.slug, { address: first! })).text;
    // The consent line says what the answers are for, and that they are never shown with the address.
    expect(html).toContain("and your answers only to understand the problem");
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;&lt;img");
    expect(html.indexOf('name="q0"')).toBeLessThan(html.indexOf('name="email"'));
    expect(html).toContain('name="q2"');
    expect(html).toContain('name="q0_other"');

    const formula = '=HYPERLINK("http://evil.example","x")';
    const byForm = await signUp(page.slug, {
      address: first!,
      email: "one@example.com",
      extra: { q0: "0", q1: "4", q2: formula },
    });
    expect(byForm.location).toMatch(/n=joined/);
    await visit(page.slug, { address: second! });
    const t = formStamp(page.slug, Date.now() - 5_000);
    const byJson = await signUp(page.slug, {
      address: second!,
      visited: false,
      ...json({ email: "two@example.com", t, s: "", q0: "other", q0_other: "  A paper list\u202e ", q1: "5" }),
    });
    expect(byJson.status, byJson.text).toBe(201);
    const none = await signUp(page.slug, { address: third!, email: "three@example.com" });
    expect(none.location).toMatch(/n=joined/);

    const read = await pitch.get(client, page.id);
    const [choice, scale, text] = read.body.question_tallies;
    expect(choice).toMatchObject({
      kind: "choice",
      answered: 2,
      options: [
        { label: "A spreadsheet", count: 1 },
        { label: XSS, count: 0 },
      ],
      other: { count: 1, texts: ["A paper list"] },
    });
    expect(scale).toMatchObject({ kind: "scale", answered: 2, median: 4.5 });
    expect(text).toMatchObject({ kind: "text", answered: 1, answers: [{ text: formula }] });

    const list = await pitch.signups(client, page.id);
    expect(list.body.data.map((row) => [row.email, row.answers])).toEqual([
      [
        "one@example.com",
        [
          { kind: "choice", option: 0 },
          { kind: "scale", value: 4 },
          { kind: "text", text: formula },
        ],
      ],
      ["two@example.com", [{ kind: "choice", other: "A paper list" }, { kind: "scale", value: 5 }, null]],
      ["three@example.com", []],
    ]);
    const csv = (await pitch.signups(client, page.id, "csv")).text;
    const [header, one, two, three] = csv.trimEnd().split("\r\n");
    expect(header).toContain('"consent","How do you order stock today?');
    expect(header).toContain('"How often did you run out last month?","What would you expect to pay a month?"');
    expect(one).toMatch(/,"A spreadsheet","4","'=HYPERLINK\(""http:\/\/evil.example"",""x""\)"$/);
    expect(two).toMatch(/,"Other: A paper list","5",""$/);
    expect(three).toMatch(/,"","",""$/);

    const exported = await client.call(accountExport, "/api/data/account-export");
    const data = JSON.parse(exported.text) as {
      pitch_pages: { fields: { questions: unknown[] }; signups: { email: string; answers: unknown[] }[] }[];
    };
    expect(data.pitch_pages[0]?.fields.questions).toEqual(QUESTIONS);
    expect(data.pitch_pages[0]?.signups.map((signup) => signup.answers)).toEqual(
      list.body.data.map((row) => row.answers),
    );
  });

  it("keeps the typed answers when the address is wrong, and refuses the fields of a question it does not ask", async () => {
    const { page } = await questionsPage(QUESTIONS.slice(0, 2));
    const [first, second] = addresses(2);
    const shown = await signUp(page.slug, {
      address: first!,
      email: "not-an-address",
      extra: { q0: "other", q0_other: "My <b>own</b> way", q1: "3" },
    });
    expect(shown.status).toBe(400);
    expect(shown.text).toContain("That e-mail address does not look right.");
    expect(shown.text).toContain('value="My &lt;b&gt;own&lt;/b&gt; way"');
    expect(shown.text).toContain('value="3" checked');
    expect(shown.text).toContain('value="not-an-address"');
    expect(shown.text).not.toMatch(/<script|<b>/i);

    const unasked: Record<string, string>[] = [{ q2: "hello" }, { q2_other: "x" }, { q3: "1" }];
    for (const extra of unasked) {
      const refused = await signUp(page.slug, { address: second!, email: "x@example.com", extra });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("That form is not this page's: send its fields only.");
    }
    const db = await getDb();
    expect(await db.select().from(pitchSignups).where(eq(pitchSignups.pageId, page.id))).toEqual([]);
  });

  it("stores nothing of a bot's submission, its answers with it", async () => {
    const { client, page } = await questionsPage();
    const [first, second] = addresses(2);
    const honeypot = await signUp(page.slug, {
      address: first!,
      email: "bot@example.com",
      extra: { website: "https://spam.example", q0: "0", q2: "buy now" },
    });
    expect(honeypot.location).toMatch(/n=joined/);
    const fast = await signUp(page.slug, {
      address: second!,
      email: "fast@example.com",
      shownMsAgo: 100,
      extra: { q1: "2" },
    });
    expect(fast.location).toMatch(/n=joined/);
    const db = await getDb();
    expect(await db.select().from(pitchSignups).where(eq(pitchSignups.pageId, page.id))).toEqual([]);
    expect(
      (await pitch.get(client, page.id)).body.question_tallies.map((t: { answered: number }) => t.answered),
    ).toEqual([0, 0, 0]);
  });

  it("fixes the questions once a sign-up has answered, and leaves the words around them editable", async () => {
    const { client, page } = await questionsPage();
    const [first, second] = addresses(2);
    const fields = pageFields({ questions: QUESTIONS });
    // A sign-up that answered nothing does not fix them.
    await signUp(page.slug, { address: first!, email: "quiet@example.com" });
    const reworded = [{ kind: "text", text: "What do you use today?" }, ...QUESTIONS.slice(1)];
    expect((await pitch.patch(client, page.id, { fields: { ...fields, questions: reworded } })).status).toBe(200);
    await signUp(page.slug, { address: second!, email: "said@example.com", extra: { q0: "By hand" } });
    const changed = await pitch.patch(client, page.id, { fields: { ...fields, questions: QUESTIONS } });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(
      "This page has answers: its questions can no longer change, or the answers would be to other questions. Make a new page to ask others.",
    );
    const fewer = await pitch.patch(client, page.id, { fields: { ...fields, questions: reworded.slice(0, 2) } });
    expect(fewer.status).toBe(409);
    // The same questions, their keys in another order (as jsonb keeps them): a new headline is saved.
    const reordered = reworded.map((question) => Object.fromEntries(Object.entries(question).reverse()));
    const headline = await pitch.patch(client, page.id, {
      fields: { ...fields, headline: "Stock that never runs out", questions: reordered },
    });
    expect(headline.status, headline.text).toBe(200);
    expect(headline.body.fields.headline).toBe("Stock that never runs out");
    expect(headline.body.fields.questions).toEqual(reworded);
  });

  it("refuses more than three questions", async () => {
    const { client, page } = await questionsPage();
    const four = [...QUESTIONS, { kind: "text", text: "One more?" }];
    const refused = await pitch.patch(client, page.id, { fields: pageFields({ questions: four }) });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("A pitch page asks at most 3 questions.");
  });

  it("serves a page saved before pages could ask questions as one that asks none", async () => {
    const { client, page } = await livePage();
    const db = await getDb();
    await db
      .update(pitchPages)
      .set({ fields: sql`${pitchPages.fields} - 'questions'` })
      .where(eq(pitchPages.id, page.id));
    const [stored] = await db.select().from(pitchPages).where(eq(pitchPages.id, page.id));
    expect(stored?.fields.questions).toBeUndefined();
    const [address] = addresses(1);
    const html = (await visit(page.slug, { address: address! })).text;
    expect(html).not.toContain('name="q0"');
    expect((await signUp(page.slug, { address: address!, email: "old@example.com" })).location).toMatch(/n=joined/);
    const read = await pitch.get(client, page.id);
    expect(read.body.fields.questions).toEqual([]);
    expect(read.body.question_tallies).toEqual([]);
    expect((await pitch.signups(client, page.id)).body.data[0]?.answers).toEqual([]);
    expect((await pitch.signups(client, page.id, "csv")).text.split("\r\n")[0]).toBe(
      '"email","source","signed_up_at","consent"',
    );
    const refused = await signUp(page.slug, { address: address!, email: "q@example.com", extra: { q0: "1" } });
    expect(refused.status).toBe(400);
    // Its words still change, and it may start asking (no sign-up has answered).
    const asking = await pitch.patch(client, page.id, { fields: pageFields({ questions: QUESTIONS.slice(2) }) });
    expect(asking.status).toBe(200);
    expect(asking.body.fields.questions).toEqual(QUESTIONS.slice(2));
  });
});
