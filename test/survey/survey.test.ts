import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as accountExport } from "@/app/api/data/account-export/route";
import { DELETE as deleteIdea } from "@/app/api/data/ideas/[id]/route";
import { POST as answerRoute } from "@/app/api/p/[slug]/answer/route";
import { GET as publicPage } from "@/app/p/[slug]/route";
import { getDb } from "@/db";
import { ideas, surveyResponses, surveys, surveyVisits, users } from "@/db/schema";
import { settleBackgroundWork } from "@/lib/server/background";
import { SURVEY_PLAN_REQUIRED } from "@/lib/server/handlers/survey";
import { surveyFormStamp } from "@/lib/server/measured/survey/form-stamp";
import { QUESTIONS_FIXED } from "@/lib/server/measured/survey/surveys";
import { subscriber } from "@/test/ai/helpers";
import { ORIGIN, type TestClient } from "@/test/api";
import { PASSWORD, signUp } from "@/test/auth/helpers";
import { api, validated, type Experiment } from "@/test/experiments/helpers";
import { addresses, answer, BROWSER, liveSurvey, open, survey, surveyFields } from "./helpers";
describe("a problem survey", () => {
  it("is served without script, takes answers once per respondent, tallies them and judges its line", async () => {
    const {
      client,
      validation,
      survey: live,
    } = await liveSurvey({
      line: { kind: "share", question: 1, option: 3, comparator: ">=", target: 20 },
      due_date: "2099-12-31",
      min_responses: 5,
      factor: "market_demand",
    });
    const page = await open(live.slug, { address: "203.0.113.9" });
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain("How do you handle it today?");
    const people = addresses(6);
    for (const [index, address] of people.entries()) {
      const sent = await answer(live.slug, {
        address,
        fields: { q0: `Last week, person ${index}`, q1: index < 5 ? "3" : "0", q2: "4" },
      });
      expect(sent.status, sent.text).toBe(303);
      expect(sent.location).toContain("n=thanks");
    }
    const again = await answer(live.slug, { address: people[0]!, fields: { q1: "0" } });
    expect(again.location).toContain("n=already");
    await settleBackgroundWork();
    const served = (await survey.get(client, live.id)).body;
    expect(served.responses).toBe(6);
    const choice = served.tallies[1]!;
    expect(choice.kind === "choice" && choice.options[3]!.count).toBe(5);
    expect(served.judged_at).not.toBeNull();
    const experiments = (await api.list(client, validation.idea_id)).body.data as { id: string; status: string }[];
    expect(experiments.find((experiment) => experiment.id === live.experiment_id)?.status).toBe("passed");
  });
});

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

async function ownerEmail(client: TestClient) {
  const { GET: user } = await import("@/app/api/auth/user/route");
  return ((await client.call(user, "/api/auth/user")).body as { email: string }).email;
}

/** A JSON post of the survey's form, as a script would send it. */
async function answerJson(
  slug: string,
  address: string,
  body: Record<string, unknown>,
  contentType = "application/json",
) {
  await open(slug, { address });
  const request = new NextRequest(new URL(`/api/p/${slug}/answer`, ORIGIN), {
    method: "POST",
    headers: { "x-forwarded-for": address, "user-agent": BROWSER, origin: ORIGIN, "content-type": contentType },
    body: JSON.stringify({ t: surveyFormStamp(slug, Date.now() - 5_000), s: "", ...body }),
  });
  const response = await answerRoute(request, { params: Promise.resolve({ slug }) });
  const text = await response.text();
  return {
    status: response.status,
    text,
    message: text.startsWith("{") ? (JSON.parse(text) as { message?: string }).message : undefined,
  };
}

/** The public survey with a query, as a redirect back to it opens it. */
async function openWith(slug: string, query: string, address: string) {
  const request = new NextRequest(new URL(`/p/${slug}${query}`, ORIGIN), {
    headers: { "x-forwarded-for": address, "user-agent": BROWSER },
  });
  const response = await publicPage(request, { params: Promise.resolve({ slug }) });
  return { status: response.status, text: await response.text() };
}

const line = { kind: "share", question: 1, option: 3, comparator: ">=", target: 20 } as const;

describe("drafting a survey", () => {
  it("is drafted by code from the pain points with the demo model, never naming the idea; 404 and 403", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const drafted = await survey.draft(client, validation.idea_id);
    expect(drafted.status, drafted.text).toBe(200);
    expect(drafted.body.drafted_by).toBe("code");
    const { fields, flags } = drafted.body;
    expect(fields.questions.length).toBeGreaterThanOrEqual(4);
    expect(fields.questions.length).toBeLessThanOrEqual(7);
    expect(flags).toHaveLength(fields.questions.length);
    const db = await getDb();
    const [idea] = await db.select({ title: ideas.title }).from(ideas).where(eq(ideas.id, validation.idea_id));
    expect(idea?.title).toBeTruthy();
    expect(fields.heading.toLowerCase()).not.toContain(idea!.title!.toLowerCase());
    expect(fields.heading).not.toContain("BeanCount");
    // The draft is a survey the founder can create as it is; a question naming the idea is flagged, never refused.
    const named = { kind: "text", text: `How often did you wish you had ${idea!.title!} last month?` };
    const created = await survey.create(client, {
      idea_id: validation.idea_id,
      fields: { ...fields, questions: [...fields.questions.slice(0, 6), named] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.flags.at(-1)!.map((flag) => flag.code)).toContain("pitches");
    expect(created.body.flags.slice(0, -1)).toEqual(flags.slice(0, fields.questions.slice(0, 6).length));

    const stranger = await subscriber();
    const foreign = await survey.draft(stranger, validation.idea_id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Idea not found.");
    const { client: planless } = await signUp();
    const refused = await survey.draft(planless, validation.idea_id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SURVEY_PLAN_REQUIRED);
    const notCreated = await survey.create(planless, { idea_id: validation.idea_id, fields });
    expect(notCreated.status).toBe(403);
  });
});

describe("creating a survey", () => {
  it("is a draft hidden from visitors and previewed by its founder; without a line, no experiment", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const created = await survey.create(client, { idea_id: validation.idea_id, fields: surveyFields() });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      status: "draft",
      experiment_id: null,
      line: null,
      reading: null,
      min_responses: 15,
      indexable: false,
      responses: 0,
      received: 0,
    });
    expect((await open(created.body.slug, { address: "203.0.113.1" })).status).toBe(404);
    const preview = await open(created.body.slug, { address: "203.0.113.1", headers: { cookie: cookieOf(client) } });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("Preview: only you can see this survey until you publish it.");
    // The preview's form takes nothing until the survey is published.
    const early = await answer(created.body.slug, { address: "203.0.113.1", visited: false, fields: { q0: "Early" } });
    expect(early.status).toBe(409);
    expect((await api.list(client, validation.idea_id)).body.data).toEqual([]);
    const listed = await survey.list(client, validation.idea_id);
    expect(listed.body.data.map((row) => row.id)).toEqual([created.body.id]);
  });

  it("refuses a line that does not fit its questions, each with its own message", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const attempt = (body: Record<string, unknown>) =>
      survey.create(client, { idea_id: validation.idea_id, fields: surveyFields(), due_date: "2099-12-31", ...body });
    const cases: [Record<string, unknown>, string][] = [
      [{ line: { ...line, question: 5 } }, "The pass line names a question the survey does not have."],
      [
        { line: { kind: "median", question: 1, comparator: ">=", target: 4 } },
        "A median pass line needs a scale question.",
      ],
      [{ line: { ...line, question: 0 } }, "A share or count pass line needs a single-choice question."],
      [
        { line: { kind: "count", question: 2, option: 0, target: 3 } },
        "A share or count pass line needs a single-choice question.",
      ],
      [{ line: { ...line, option: 4 } }, "The pass line names an option the question does not have."],
      [
        {
          line: { ...line, question: 0, option: "other" },
          fields: surveyFields({
            questions: [
              { kind: "choice", text: "How do you handle it today?", options: ["Myself", "A tool"], other: false },
            ],
          }),
        },
        "That question does not offer Other.",
      ],
      [{ line, due_date: undefined }, "A pass line needs a due date: due_date must be a date (YYYY-MM-DD)."],
    ];
    for (const [body, message] of cases) {
      const refused = await attempt(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message, JSON.stringify(body)).toContain(message);
    }
    // Nothing was made: no survey, no experiment.
    expect((await survey.list(client, validation.idea_id)).body.data).toEqual([]);
    expect((await api.list(client, validation.idea_id)).body.data).toEqual([]);
  });

  it("judges a line into a new experiment of the idea: share in %, median as ≥ 50 %, count in respondents", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const make = async (body: Record<string, unknown>) => {
      const created = await survey.create(client, {
        idea_id: validation.idea_id,
        fields: surveyFields(),
        due_date: "2099-12-31",
        ...body,
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.experiment_id).not.toBeNull();
      const experiments = (await api.list(client, validation.idea_id)).body.data as (Experiment & {
        metric: string;
        comparator: string;
      })[];
      return experiments.find((experiment) => experiment.id === created.body.experiment_id)!;
    };
    expect(await make({ line: { ...line, comparator: "<=", target: 30 }, factor: "market_demand" })).toMatchObject({
      status: "planned",
      comparator: "<=",
      target: 30,
      unit: "%",
      factor: "market_demand",
      metric: "Survey respondents choosing “I pay for a tool or a service”",
    });
    expect(await make({ line: { kind: "median", question: 2, comparator: ">=", target: 4 } })).toMatchObject({
      comparator: ">=",
      target: 50,
      unit: "%",
    });
    expect(await make({ line: { kind: "count", question: 1, option: "other", target: 12 } })).toMatchObject({
      comparator: ">=",
      target: 12,
      unit: "respondents",
      metric: "Survey respondents choosing “Other”",
    });
  });
});

describe("editing a survey", () => {
  it("fixes the questions once answered, keeps the line fitting, pauses, and resumes only with a plan", async () => {
    const { client, survey: live } = await liveSurvey({ line, due_date: "2099-12-31" });
    // Before any answer: the questions may change, but not away from the line.
    const broken = await survey.patch(client, live.id, {
      fields: surveyFields({ questions: [{ kind: "text", text: "When did it last happen?" }] }),
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toContain("The pass line names a question the survey does not have.");
    const reworded = surveyFields().questions.map((question, index) =>
      index === 0 ? { ...question, text: "When did you last run out of milk?" } : question,
    );
    const changed = await survey.patch(client, live.id, { fields: surveyFields({ questions: reworded }) });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.fields.questions[0]!.text).toBe("When did you last run out of milk?");

    const [a] = addresses(1);
    expect((await answer(live.slug, { address: a!, fields: { q0: "Yesterday", q1: "1" } })).status).toBe(303);
    const fixed = await survey.patch(client, live.id, { fields: surveyFields() });
    expect(fixed.status).toBe(409);
    expect(fixed.body.message).toBe(QUESTIONS_FIXED);
    const words = await survey.patch(client, live.id, {
      fields: surveyFields({ questions: reworded, heading: "Out of milk again", intro: "Two minutes." }),
    });
    expect(words.status, words.text).toBe(200);
    expect(words.body.fields).toMatchObject({ heading: "Out of milk again", intro: "Two minutes." });
    expect((await open(live.slug, { address: "203.0.113.20" })).text).toContain("Out of milk again");

    // Paused: the page says so, the form takes nothing (shown again, closed) and JSON hears 409.
    expect((await survey.patch(client, live.id, { status: "paused" })).body.status).toBe("paused");
    const paused = await open(live.slug, { address: "203.0.113.21" });
    expect(paused.status).toBe(200);
    expect(paused.text).toContain("This survey is paused and is not taking answers just now.");
    expect(paused.text).not.toContain("<form");
    const refused = await answer(live.slug, { address: "203.0.113.21", fields: { q0: "Late" } });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("This survey is closed and no longer takes answers.");
    const refusedJson = await answerJson(live.slug, "203.0.113.22", { q0: "Late" });
    expect(refusedJson).toMatchObject({ status: 409, message: "This survey is closed and no longer takes answers." });
    expect((await survey.get(client, live.id)).body.received).toBe(1);
    // Resumed with a plan: the form is back.
    expect((await survey.patch(client, live.id, { status: "live" })).body.status).toBe("live");
    expect((await open(live.slug, { address: "203.0.113.21" })).text).toContain("<form");
    await survey.patch(client, live.id, { status: "paused" });

    // The plan ends: pausing is fine, resuming and new words are not; the page is closed.
    const db = await getDb();
    await db
      .update(users)
      .set({ subscription: null })
      .where(eq(users.email, await ownerEmail(client)));
    const resumed = await survey.patch(client, live.id, { status: "live" });
    expect(resumed.status).toBe(403);
    expect(resumed.body.message).toBe(SURVEY_PLAN_REQUIRED);
    expect((await survey.patch(client, live.id, { fields: surveyFields({ questions: reworded }) })).status).toBe(403);
    expect((await survey.patch(client, live.id, { indexable: true })).status).toBe(200);
    expect((await open(live.slug, { address: "203.0.113.23" })).text).toContain(
      "This survey is closed and no longer takes answers.",
    );
    expect(await answerJson(live.slug, "203.0.113.23", { q0: "Too late" })).toMatchObject({ status: 409 });
    // Its answers stay the founder's to read.
    expect((await survey.responses(client, live.id)).body.data).toHaveLength(1);
  });
});

describe("the public survey", () => {
  it("renders every kind of question without script, noindex unless indexable, and names its collector", async () => {
    const { client, survey: live } = await liveSurvey();
    const page = await open(live.slug, { address: "203.0.113.30" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain(`<form method="post" action="/api/p/${live.slug}/answer">`);
    expect(page.text).toContain('<textarea id="q0" name="q0"');
    for (const option of [0, 1, 2, 3]) expect(page.text).toContain(`name="q1" value="${option}"`);
    expect(page.text).toContain('name="q1" value="other"');
    expect(page.text).toContain('name="q1_other"');
    for (const point of [1, 2, 3, 4, 5]) expect(page.text).toContain(`name="q2" value="${point}"`);
    expect(page.text).toContain("1: Not at all");
    expect(page.text).toContain("5: A great deal");
    expect(page.text).toContain('name="email" type="email"');
    expect(page.text).toContain("BeanCount Ltd collects these answers only to understand this problem");
    expect(page.text).toContain("Answers are collected by BeanCount Ltd.");
    expect(Buffer.byteLength(page.text)).toBeLessThan(20 * 1024);

    // After an answer: the page thanks, without the form; the founder's own visit is not counted.
    const thanked = await openWith(live.slug, "?n=thanks", "203.0.113.32");
    expect(thanked.status).toBe(200);
    expect(thanked.text).toContain("Thank you: your answers are in.");
    expect(thanked.text).not.toContain("<form");
    await open(live.slug, { address: "203.0.113.33", headers: { cookie: cookieOf(client) } });
    expect((await survey.get(client, live.id)).body.visitors).toBe(2);

    await survey.patch(client, live.id, { indexable: true });
    const indexed = await open(live.slug, { address: "203.0.113.31" });
    expect(indexed.headers.get("x-robots-tag")).toBeNull();
    expect(indexed.text).not.toContain("noindex");
  });

  it("takes a choice, Other with its words, a point and a text; refuses empty and bad forms, keeping the answers", async () => {
    const { client, survey: live } = await liveSurvey();
    const [a, b, c, d] = addresses(4);
    const sent = await answer(live.slug, {
      address: a!,
      fields: {
        q0: "  Last Tuesday, at the morning rush ",
        q1: "other",
        q1_other: "I ask the cafe next door",
        q2: "5",
      },
    });
    expect(sent.status, sent.text).toBe(303);
    expect(sent.location).toBe(`http://localhost:3000/p/${live.slug}?n=thanks#answers`);
    expect((await answer(live.slug, { address: b!, fields: { q1: "2", email: "Bea@Example.com" } })).status).toBe(303);

    const empty = await answer(live.slug, { address: c!, fields: { q0: "   ", q1: "9", q2: "6" } });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Answer at least one question before you send.");
    expect(empty.text).toContain("<form");

    const badEmail = await answer(live.slug, {
      address: c!,
      fields: { q0: "Every Monday", q1: "1", q2: "3", email: "not-an-address" },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.text).toContain("That e-mail address does not look right.");
    expect(badEmail.text).toMatch(/<textarea id="q0" name="q0"[^>]*>Every Monday<\/textarea>/);
    expect(badEmail.text).toContain('name="q1" value="1" checked');
    expect(badEmail.text).toContain('name="q2" value="3" checked');
    expect(badEmail.text).toContain('value="not-an-address"');

    // The same visitor again today, and the same e-mail from another visitor: thanked, one row each.
    const again = await answer(live.slug, { address: a!, fields: { q1: "0" } });
    expect(again.location).toBe(`http://localhost:3000/p/${live.slug}?n=already#answers`);
    const sameEmail = await answer(live.slug, { address: d!, fields: { q1: "0", email: "bea@example.com" } });
    expect(sameEmail.location).toContain("n=already");

    const rows = (await survey.responses(client, live.id)).body.data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ answers: [null, { kind: "choice", option: 2 }, null], email: "bea@example.com" });
    expect(rows[1]).toMatchObject({
      answers: [
        { kind: "text", text: "Last Tuesday, at the morning rush" },
        { kind: "choice", other: "I ask the cafe next door" },
        { kind: "scale", value: 5 },
      ],
      email: null,
      counted: true,
    });
  });

  it("answers JSON with its messages and statuses, and refuses an e-mail it does not ask for", async () => {
    const { client, survey: live } = await liveSurvey({ fields: surveyFields({ ask_email: false }) });
    const noEmailField = await open(live.slug, { address: "203.0.113.40" });
    expect(noEmailField.text).not.toContain('name="email"');
    expect(noEmailField.text).not.toContain("An e-mail address, if you give one");
    const [a, b, c] = addresses(3);
    const withEmail = await answer(live.slug, { address: a!, fields: { q1: "1", email: "ann@example.com" } });
    expect(withEmail.status).toBe(400);
    expect(withEmail.text).toContain("This survey does not ask for an e-mail address.");
    const stored = await answerJson(live.slug, a!, { q1: "1", q0: `  ${"long words ".repeat(60)}` });
    expect(stored).toMatchObject({ status: 201, message: "Thank you: your answers are in." });
    expect(await answerJson(live.slug, a!, { q1: "2" })).toMatchObject({
      status: 200,
      message: "Thank you: you have already answered.",
    });
    expect(await answerJson(live.slug, b!, { q0: "" })).toMatchObject({
      status: 400,
      message: "Answer at least one question.",
    });
    expect(await answerJson(live.slug, b!, { q1: "1", email: "nope" })).toMatchObject({
      status: 400,
      message: "That e-mail address does not look right.",
    });
    expect(await answerJson(live.slug, b!, { q1: "1", q7: "x" })).toMatchObject({
      status: 400,
      message: "That form is not this survey's: send its questions' fields only.",
    });
    expect(await answerJson(live.slug, c!, { q1: "1" }, "text/plain")).toMatchObject({
      status: 415,
      message: "Send the form (application/x-www-form-urlencoded) or JSON.",
    });
    expect(
      (await answer("no-such-survey-1234567890", { address: c!, visited: false, fields: { q1: "1" } })).status,
    ).toBe(404);
    expect((await survey.get(client, live.id)).body.received).toBe(1);
    // A text answer is kept to its 500 characters, cleaned.
    const [row] = (await survey.responses(client, live.id)).body.data;
    const text = row!.answers[0];
    expect(text?.kind === "text" && text.text.length).toBeLessThanOrEqual(500);
    expect(text?.kind === "text" && text.text.startsWith("long words long")).toBe(true);
  });
});

describe("a survey's tallies and responses", () => {
  it("tallies counted responses only, lists and downloads them, deletes one; another founder gets 404", async () => {
    const { client, survey: live } = await liveSurvey();
    const people = addresses(5);
    const said: Record<string, string>[] = [
      { q0: "On Monday", q1: "3", q2: "4" },
      { q0: '=HYPERLINK("https://evil.example","click")', q1: "3", q2: "2" },
      { q0: "Last week", q1: "1", q2: "5" },
      { q1: "other", q1_other: "+cmd|' /C calc'!A0", q2: "4" },
    ];
    for (const [index, fields] of said.entries()) {
      expect((await answer(live.slug, { address: people[index]!, fields })).status).toBe(303);
    }
    // Without a counted visit the response is stored, not counted.
    expect(
      (await answer(live.slug, { address: people[4]!, visited: false, fields: { q1: "0", q2: "1" } })).status,
    ).toBe(303);
    let served = (await survey.get(client, live.id)).body;
    expect(served).toMatchObject({ visitors: 4, responses: 4, received: 5 });
    const [text, choice, scale] = served.tallies;
    expect(text).toMatchObject({ kind: "text", answered: 3 });
    expect(text!.kind === "text" && text!.answers.map((row) => row.text)).toEqual([
      "Last week",
      '=HYPERLINK("https://evil.example","click")',
      "On Monday",
    ]);
    if (choice?.kind !== "choice") throw new Error("q1 is a choice");
    expect(choice.answered).toBe(4);
    expect(choice.options.map((option) => option.count)).toEqual([0, 1, 0, 2]);
    expect(choice.options[3]).toMatchObject({ label: "I pay for a tool or a service", share: 50 });
    expect(choice.options[3]!.interval!.low).toBeLessThan(50);
    expect(choice.options[3]!.interval!.high).toBeGreaterThan(50);
    expect(choice.options[0]).toMatchObject({ count: 0, share: 0 });
    expect(choice.other).toMatchObject({ count: 1, share: 25, texts: ["+cmd|' /C calc'!A0"] });
    if (scale?.kind !== "scale") throw new Error("q2 is a scale");
    expect(scale.answered).toBe(4);
    expect(scale.median).toBe(4);
    expect(scale.points.map((point) => point.count)).toEqual([0, 1, 0, 2, 1]);
    expect(served.flags).toHaveLength(3);

    const list = (await survey.responses(client, live.id)).body.data;
    expect(list).toHaveLength(5);
    expect(list.map((row) => row.counted)).toEqual([false, true, true, true, true]);
    expect(list[1]!.answers[1]).toEqual({ kind: "choice", other: "+cmd|' /C calc'!A0" });
    const csv = await survey.responses(client, live.id, "csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toBe(
      '"received_at","counted","source","When did you last run out of milk or beans?","How do you handle it today?","How much did it get in the way last month?","email"',
    );
    expect(lines).toHaveLength(6);
    expect(csv.text).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(csv.text).toContain(`"Other: +cmd|' /C calc'!A0"`);
    expect(csv.text).not.toMatch(/(^|,)"[=+@-]/m);
    expect(csv.text).toContain('"I pay for a tool or a service"');

    // Another founder: every call a 404; malformed ids a 400.
    const stranger = await subscriber();
    const target = list[1]!.id;
    for (const refused of [
      await survey.get(stranger, live.id),
      await survey.patch(stranger, live.id, { status: "paused" }),
      await survey.responses(stranger, live.id),
      await survey.deleteResponse(stranger, live.id, target),
      await survey.delete(stranger, live.id),
    ]) {
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe("Survey not found.");
    }
    for (const malformed of [
      await survey.get(client, "not-a-uuid"),
      await survey.patch(client, "not-a-uuid", { status: "paused" }),
      await survey.delete(client, "not-a-uuid"),
      await survey.responses(client, "not-a-uuid"),
      await survey.deleteResponse(client, "not-a-uuid", target),
    ]) {
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe("That survey id is not valid.");
    }
    const badResponse = await survey.deleteResponse(client, live.id, "nope");
    expect(badResponse).toMatchObject({ status: 400, body: { message: "That response id is not valid." } });
    const missing = await survey.deleteResponse(client, live.id, "00000000-0000-4000-8000-000000000000");
    expect(missing).toMatchObject({ status: 404, body: { message: "Response not found." } });

    // Deleting a response takes it out of the tallies.
    const deleted = await survey.deleteResponse(client, live.id, target);
    expect(deleted).toMatchObject({ status: 200, body: { message: "Response deleted, with all its answers." } });
    served = (await survey.get(client, live.id)).body;
    expect(served).toMatchObject({ responses: 3, received: 4 });
    const after = served.tallies[1]!;
    expect(after.kind === "choice" && after.other.count).toBe(0);
    expect((await survey.responses(client, live.id)).body.data).toHaveLength(4);
  });
});

describe("a survey's data goes with it", () => {
  it("deleting the survey takes its visits and responses; its experiment stays", async () => {
    const { client, validation, survey: live } = await liveSurvey({ line, due_date: "2099-12-31" });
    await answer(live.slug, { address: "203.0.113.50", fields: { q1: "1" } });
    const db = await getDb();
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.pageId, live.id))).toHaveLength(1);
    const deleted = await survey.delete(client, live.id);
    expect(deleted).toMatchObject({ status: 200, body: { message: "Survey deleted, with its visits and answers." } });
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.pageId, live.id))).toEqual([]);
    expect(await db.select().from(surveyVisits).where(eq(surveyVisits.pageId, live.id))).toEqual([]);
    expect((await open(live.slug, { address: "203.0.113.51" })).status).toBe(404);
    expect((await survey.get(client, live.id)).status).toBe(404);
    const experiments = (await api.list(client, validation.idea_id)).body.data as { id: string }[];
    expect(experiments.map((experiment) => experiment.id)).toEqual([live.experiment_id]);
  });

  it("goes with its idea", async () => {
    const { client, validation, survey: live } = await liveSurvey();
    await answer(live.slug, { address: "203.0.113.52", fields: { q1: "1" } });
    const gone = await client.call(deleteIdea, `/api/data/ideas/${validation.idea_id}`, {
      method: "DELETE",
      params: { id: validation.idea_id },
    });
    expect(gone.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(surveys).where(eq(surveys.id, live.id))).toEqual([]);
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.pageId, live.id))).toEqual([]);
    expect(await db.select().from(surveyVisits).where(eq(surveyVisits.pageId, live.id))).toEqual([]);
    expect((await open(live.slug, { address: "203.0.113.53" })).status).toBe(404);
  });

  it("the account's download holds each survey with its responses and e-mails; deleting the account takes them", async () => {
    const { client, survey: live } = await liveSurvey();
    await answer(live.slug, {
      address: "203.0.113.54",
      fields: { q0: "Kept words", q1: "2", email: "kept@example.com" },
    });
    const exported = await client.call(accountExport, "/api/data/account-export");
    expect(exported.status).toBe(200);
    const data = JSON.parse(exported.text) as {
      surveys: {
        id: string;
        slug: string;
        fields: { heading: string };
        responses: { email: string | null; answers: unknown[] }[];
      }[];
    };
    expect(data.surveys).toMatchObject([
      {
        id: live.id,
        slug: live.slug,
        fields: { heading: "Running out of stock in a small cafe" },
        responses: [
          {
            email: "kept@example.com",
            answers: [{ kind: "text", text: "Kept words" }, { kind: "choice", option: 2 }, null],
          },
        ],
      },
    ]);
    const gone = await client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(gone.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(surveys).where(eq(surveys.id, live.id))).toEqual([]);
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.pageId, live.id))).toEqual([]);
    expect(await db.select().from(surveyVisits).where(eq(surveyVisits.pageId, live.id))).toEqual([]);
    expect((await open(live.slug, { address: "203.0.113.55" })).status).toBe(404);
  });
});

describe("answers at once", () => {
  it("the same visitor twice at once, and one e-mail from two visitors at once, are one row each", async () => {
    const { client, survey: live } = await liveSurvey();
    const [a, b, c] = addresses(3);
    await Promise.all([
      open(live.slug, { address: a! }),
      open(live.slug, { address: b! }),
      open(live.slug, { address: c! }),
    ]);
    const sent = await Promise.all([
      answer(live.slug, { address: a!, visited: false, fields: { q1: "0" } }),
      answer(live.slug, { address: a!, visited: false, fields: { q1: "1" } }),
      answer(live.slug, { address: b!, visited: false, fields: { q1: "2", email: "same@example.com" } }),
      answer(live.slug, { address: c!, visited: false, fields: { q1: "3", email: "same@example.com" } }),
    ]);
    expect(sent.map((one) => one.status)).toEqual([303, 303, 303, 303]);
    expect(sent.filter((one) => one.location?.includes("n=thanks"))).toHaveLength(2);
    expect(sent.filter((one) => one.location?.includes("n=already"))).toHaveLength(2);
    const rows = (await survey.responses(client, live.id)).body.data;
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.email === "same@example.com")).toHaveLength(1);
    expect((await survey.get(client, live.id)).body).toMatchObject({ responses: 2, received: 2 });
  });

  it("a founder keeps at most 50 surveys", async () => {
    const { client, survey: live } = await liveSurvey();
    const db = await getDb();
    const [row] = await db.select().from(surveys).where(eq(surveys.id, live.id));
    await db.insert(surveys).values(
      Array.from({ length: 49 }, (_, i) => ({
        userId: row!.userId,
        ideaId: row!.ideaId,
        slug: `filler-${live.id.slice(0, 8)}-${i}`,
        fields: row!.fields,
      })),
    );
    const refused = await survey.create(client, {
      idea_id: row!.ideaId,
      fields: surveyFields(),
      line,
      due_date: "2099-12-31",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("You can keep at most 50 surveys: delete the ones you no longer need.");
    expect((await api.list(client, row!.ideaId)).body.data).toEqual([]);
  });
});
