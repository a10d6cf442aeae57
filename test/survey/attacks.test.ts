import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createSurveyRoute } from "@/app/api/data/surveys/route";
import { PATCH as patchSurveyRoute } from "@/app/api/data/surveys/[id]/route";
import { getDb } from "@/db";
import { pitchSignups, surveys } from "@/db/schema";
import { formStamp } from "@/lib/server/measured/pitch/form-stamp";
import { surveyFormStamp } from "@/lib/server/measured/survey/form-stamp";
import { reset } from "@/lib/server/rate-limit";
import { settleBackgroundWork } from "@/lib/server/background";
import { forgetEnv } from "@/lib/server/env";
import { TurnstileStandIn } from "@/test/turnstile-standin";
import { subscriber } from "@/test/ai/helpers";
import { ORIGIN, TestClient } from "@/test/api";
import { livePage, pitch, signUp } from "@/test/pitch/helpers";
import { addresses, answer, BROWSER, liveSurvey, open, survey, surveyFields } from "./helpers";
import { agents, post, serverErrors, SHORT_XSS, storedResponses, storedVisits, XSS } from "./attack-helpers";

const NOT_THIS_FORM = "That form is not this survey's: send its questions' fields only.";

/** Every founder field of the survey carrying a script: heading, intro, each question, option and scale end. */
const xssFields = () =>
  surveyFields({
    heading: `H ${XSS}`,
    intro: `I ${XSS}`,
    questions: [
      { kind: "text", text: `=T ${XSS}` },
      {
        kind: "choice",
        text: `C ${XSS}`,
        options: [`=O0 ${XSS}`, `+O1 ${XSS}`, `O2 ${XSS}`, `javascript:alert(1) ${XSS}`],
        other: true,
      },
      { kind: "scale", text: `S ${XSS}`, scale: "1-5", low: `L ${SHORT_XSS}`, high: `-H ${SHORT_XSS}` },
    ],
    collector: `K ${XSS}`,
  });

/** The tags of an HTML document, and those of them whose attributes (quoted values aside) start an event handler. */
function markup(html: string) {
  const tags = [...html.matchAll(/<([a-z]+)\b([^>]*)>/gi)];
  const handlers = tags.filter(([, , attributes]) => /\son[a-z]+\s*=/i.test(attributes!.replace(/"[^"]*"/g, '""')));
  return { names: new Set(tags.map(([, name]) => name!.toLowerCase())), handlers };
}

const PAGE_TAGS = new Set(["html", "head", "meta", "title", "style", "body", "main", "h1", "p", "form", "div"]);
for (const name of ["label", "textarea", "fieldset", "legend", "span", "input", "button", "footer", "a"]) {
  PAGE_TAGS.add(name);
}

function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<img|<iframe|<svg/i);
  // "javascript:" only ever as text: no link, source or action starts with it.
  expect(html).not.toMatch(/(href|src|action)="\s*javascript:/i);
  const { names, handlers } = markup(html);
  expect([...names].filter((name) => !PAGE_TAGS.has(name))).toEqual([]);
  expect(handlers.map(([tag]) => tag)).toEqual([]);
}

describe("stored XSS in a survey", () => {
  it("every founder field and every answer is text on the public page, in the JSON and in the CSV", async () => {
    const { client, survey: live } = await liveSurvey({ fields: xssFields() });
    const [reader, other, mailer, bad] = addresses(4);
    const page = await open(live.slug, { address: reader!, headers: {} });
    expect(page.status).toBe(200);
    expectInert(page.text);
    // Eight founder fields hold the whole script, escaped: heading (h1, title), intro (p, description), three
    // questions, four options, the collector (consent line and footer).
    expect(page.text.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)!.length).toBeGreaterThanOrEqual(12);
    expect(page.text).toContain("L &lt;img src=x onerror=alert(1)&gt;");

    const answers = [
      await answer(live.slug, {
        address: reader!,
        fields: { q0: `=HYPERLINK("http://evil.example") ${XSS}`, q2: "3" },
      }),
      await answer(live.slug, { address: other!, fields: { q0: `@SUM(A1) ${XSS}`, q1: "other", q1_other: XSS } }),
      await answer(live.slug, { address: mailer!, fields: { q0: `-1+1 ${XSS}`, q1: "0", email: "-2+3@example.com" } }),
      // An address that is not one: the survey again, the answers kept and escaped, nothing stored.
      await answer(live.slug, { address: bad!, fields: { q0: XSS, q1: "other", q1_other: XSS, email: `${XSS}@x.io` } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 400]);
    expectInert(answers[3]!.text);
    expect(answers[3]!.text).toContain("That e-mail address does not look right.");
    expect(answers[3]!.text).toContain(`&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;&lt;img`);

    const listed = (await survey.responses(client, live.id)).body.data;
    expect(listed).toHaveLength(3);
    const texts = listed.flatMap((row) => row.answers.flatMap((a) => (a?.kind === "text" ? [a.text] : [])));
    expect(texts.sort()).toEqual([`-1+1 ${XSS}`, `=HYPERLINK("http://evil.example") ${XSS}`, `@SUM(A1) ${XSS}`]);
    expect(listed.some((row) => row.answers[1]?.kind === "choice" && "other" in row.answers[1])).toBe(true);
    expect(listed.find((row) => row.email)!.email).toBe("-2+3@example.com");

    const csv = (await survey.responses(client, live.id, "csv")).text;
    // Every cell is quoted; none starts with what a spreadsheet would run.
    const cells = [...csv.matchAll(/(?:^|,)"((?:[^"]|"")*)"/gm)].map(([, cell]) => cell!.replace(/""/g, '"'));
    expect(cells.length).toBeGreaterThan(20);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain(`'=HYPERLINK("http://evil.example") ${XSS}`);
    expect(cells).toContain(`'@SUM(A1) ${XSS}`);
    expect(cells).toContain(`'-1+1 ${XSS}`);
    expect(cells).toContain(`'=T ${XSS}`);
    expect(cells).toContain(`'=O0 ${XSS}`);
    expect(cells).toContain(`'-2+3@example.com`);
    expect(cells).toContain(`Other: ${XSS}`);
    // The founder's screen and page after answering stay inert too.
    const served = (await survey.get(client, live.id)).body;
    expect(served.fields.heading).toBe(`H ${XSS}`);
    expectInert((await open(`${live.slug}`, { address: reader! })).text);
  });
});

describe("bodies and fields that are not a survey's answers", () => {
  it("refuses huge, malformed and mistyped bodies, unknown fields and control characters, with no 5xx", async () => {
    const { client, survey: live, validation } = await liveSurvey();
    const { slug } = live;
    const [a, b, c, d, e, f, g] = addresses(7);
    const results = await Promise.all([
      post(slug, { address: a!, raw: `q0=${"x".repeat(20_000)}` }),
      post(slug, { address: a!, json: { q0: "x".repeat(20_000) } }),
      post(slug, { address: a!, raw: '{"q0": ', contentType: "application/json" }),
      post(slug, { address: a!, raw: "[".repeat(15_000), contentType: "application/json" }),
      post(slug, { address: a!, raw: `${"[".repeat(8_000)}${"]".repeat(8_000)}`, contentType: "application/json" }),
      post(slug, { address: a!, raw: "null", contentType: "application/json" }),
      post(slug, { address: a!, raw: "<xml/>", contentType: "text/xml" }),
      post(slug, { address: a!, raw: "q0=hi", contentType: "text/plain" }),
      post(slug, { address: a!, raw: "q0=hi", contentType: "multipart/form-data; boundary=x" }),
      post(slug, { address: a!, raw: "q0=%ff%fe" }),
    ]);
    // Bytes that are no UTF-8 in a form are replacement characters (URLSearchParams); without a stamp, thanked.
    expect(results.map((r) => r.status)).toEqual([413, 413, 400, 400, 400, 400, 415, 415, 415, 303]);
    expect(results[6]!.text).toContain("Send the form (application/x-www-form-urlencoded) or JSON.");

    // Fields that are not this survey's: a 400 saying so, the form or JSON alike.
    const strangers: Record<string, string>[] = [
      { q0: "hi", foo: "bar" },
      { q0: "hi", q7: "1" },
      { q0: "hi", q7_other: "x" },
      { q0: "hi", __proto__x: "1" },
      { q0: "x".repeat(2_001) },
      { q0: "hi", email: "x".repeat(2_001) },
    ];
    const refused = await Promise.all([
      ...strangers.map((fields) => post(slug, { address: b!, fields })),
      ...strangers.map((json) => post(slug, { address: c!, json })),
      post(slug, { address: c!, json: { q0: 1 } }),
      post(slug, { address: c!, json: { q0: ["a", "b"] } }),
      post(slug, { address: c!, json: { q0: { toString: "x" } } }),
      post(slug, { address: c!, raw: '["q0", "hi"]', contentType: "application/json" }),
    ]);
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 400));
    // A __proto__ key is dropped, not a field nor a prototype: without a stamp the rest is thanked and stored nowhere.
    const proto = await post(slug, {
      address: c!,
      raw: '{"__proto__": {"q0": "x", "t": "x"}, "q0": "hi"}',
      contentType: "application/json",
    });
    expect(proto.status).toBe(202);
    for (const r of refused) expect(JSON.parse(r.text).message ?? r.text).toBe(NOT_THIS_FORM);
    // A text of 2,000 characters is an answer, cut to 500; an address this survey does not ask for is refused.
    const noEmail = await liveSurvey({ fields: surveyFields({ ask_email: false }) });
    const unasked = await answer(noEmail.survey.slug, { address: d!, fields: { q0: "hi", email: "x@example.com" } });
    expect(unasked.status).toBe(400);
    expect(JSON.parse(unasked.text).message).toBe("This survey does not ask for an e-mail address.");
    expect(await storedResponses(noEmail.survey.id)).toEqual([]);

    // What is not an answer: options and points out of range, Other where there is none. All of them: nothing stored.
    const noOther = await liveSurvey({
      fields: surveyFields({
        questions: [
          { kind: "choice", text: "Which?", options: ["A", "B"], other: false },
          { kind: "scale", text: "How much?", scale: "0-10", low: "None", high: "All" },
        ],
      }),
    });
    const nothing: Record<string, string>[] = [
      { q0: "2" },
      { q0: "-1" },
      { q0: "1.0" },
      { q0: "01" },
      { q0: "1e0" },
      { q0: "other", q0_other: "mine" },
      { q1: "11" },
      { q1: "-0" },
      { q1: "5.5" },
      { q1: "010" },
      { q0: "", q1: "" },
      { q0: "\u0000", q1: " " },
      {},
    ];
    const empties = [];
    for (const fields of nothing) empties.push(await answer(noOther.survey.slug, { address: e!, fields }));
    expect(empties.map((r) => r.status)).toEqual(nothing.map(() => 400));
    for (const r of empties) expect(r.text).toContain("Answer at least one question before you send.");
    expect(await storedResponses(noOther.survey.id)).toEqual([]);
    // Out of range beside an answer: the answer stored, the rest left unanswered.
    const mixed = await answer(slug, { address: f!, fields: { q0: "real", q1: "4", q2: "0" } });
    expect(mixed.status).toBe(303);
    expect((await storedResponses(live.id)).map((row) => row.answers)).toEqual([
      [{ kind: "text", text: "real" }, null, null],
    ]);

    // NUL bytes, control characters and direction overrides: stored without them.
    const dirty = await answer(slug, {
      address: g!,
      fields: {
        q0: "a\u0000b\u0007c\u001bd\u202ee\u2066f\u0085g\u007fh\tend\r\nnext",
        q1: "other",
        q1_other: "\u202eevil\u0000 \u200fword",
      },
    });
    expect(dirty.status).toBe(303);
    const stored = await storedResponses(live.id);
    expect(stored).toHaveLength(2);
    expect(stored[1]!.answers[0]).toEqual({ kind: "text", text: "abcdefgh end\nnext" });
    expect(stored[1]!.answers[1]).toEqual({ kind: "choice", other: "evil \u200fword" });

    // The founder's fields: control characters and overrides refused with a 400, nothing made.
    const before = (await survey.list(client, validation.idea_id)).body.data.length;
    const dirtyFields = [
      { heading: "a\u0000b" },
      { intro: "a\u202eb" },
      { collector: "a\u0007b" },
      { questions: [{ kind: "text", text: "a\u0000b?" }] },
      { questions: [{ kind: "choice", text: "Which?", options: ["a\u2066b", "c"], other: false }] },
      { questions: [{ kind: "scale", text: "How?", scale: "1-5", low: "a\u001bb", high: "c" }] },
      { questions: [{ kind: "scale", text: "How?", scale: "1-5", low: "a", high: "c\u009b" }] },
      { questions: [{ kind: "scale", text: "How?", scale: "1-7", low: "a", high: "c" }] },
      { questions: [{ kind: "text", text: "Why?", extra: "<script>" }] },
      { questions: Array.from({ length: 8 }, () => ({ kind: "text", text: "Why?" })) },
      { questions: [] },
    ];
    const made = await Promise.all(
      dirtyFields.map((fields) => survey.create(client, { idea_id: validation.idea_id, fields: surveyFields(fields) })),
    );
    expect(made.map((r) => r.status)).toEqual(dirtyFields.map(() => 400));
    const edited = await Promise.all(
      dirtyFields.map((fields) => survey.patch(client, live.id, { fields: surveyFields(fields) })),
    );
    expect(edited.map((r) => r.status)).toEqual(dirtyFields.map(() => 400));
    expect((await survey.list(client, validation.idea_id)).body.data).toHaveLength(before);

    // Founder bodies: over the 32 KB cap a 413, malformed JSON a 400, not JSON a 415.
    const bigFields = surveyFields({ intro: "x".repeat(40_000) });
    const founder = await Promise.all([
      client.call(createSurveyRoute, "/api/data/surveys", {
        method: "POST",
        rawBody: JSON.stringify({ idea_id: validation.idea_id, fields: bigFields }),
        headers: { "content-type": "application/json" },
      }),
      client.call(patchSurveyRoute, `/api/data/surveys/${live.id}`, {
        method: "PATCH",
        params: { id: live.id },
        rawBody: JSON.stringify({ fields: bigFields }),
        headers: { "content-type": "application/json" },
      }),
      client.call(createSurveyRoute, "/api/data/surveys", {
        method: "POST",
        rawBody: '{"idea_id": ',
        headers: { "content-type": "application/json" },
      }),
      client.call(patchSurveyRoute, `/api/data/surveys/${live.id}`, {
        method: "PATCH",
        params: { id: live.id },
        rawBody: "status=paused",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      survey.get(client, "not-a-uuid"),
      survey.patch(client, "00000000-0000-0000-0000-00000000000g", { status: "paused" }),
      survey.deleteResponse(client, live.id, "nope"),
    ]);
    expect(founder.map((r) => r.status)).toEqual([413, 413, 400, 415, 400, 400, 400]);
    expect(founder[4]!.body).toMatchObject({ message: "That survey id is not valid." });
    expect(founder[6]!.body).toMatchObject({ message: "That response id is not valid." });
    expect((await survey.get(client, live.id)).body).toMatchObject({ status: "live", fields: surveyFields() });
    expect((await storedResponses(live.id)).length).toBe(2);
    expect(serverErrors([proto, ...results, ...refused, ...empties, ...made, ...edited, ...founder])).toEqual([]);
  });
});

describe("the form's proofs", () => {
  it("thanks a filled hidden field, a fast form, a spent or foreign stamp, and stores none of them", async () => {
    const { client, survey: live } = await liveSurvey();
    const { slug } = live;
    const other = await liveSurvey();
    const pitchPage = await livePage();
    const people = addresses(9);
    const fields = { q0: "An answer" };
    const stamp = surveyFormStamp(slug, Date.now() - 5_000);
    const form = [
      await answer(slug, { address: people[0]!, fields: { ...fields, website: "https://spam.example" } }),
      await answer(slug, { address: people[1]!, fields, shownMsAgo: 500 }),
      await answer(slug, { address: people[2]!, fields, shownMsAgo: -60_000 }),
      await answer(slug, {
        address: people[3]!,
        fields,
        stamp: surveyFormStamp(other.survey.slug, Date.now() - 5_000),
      }),
      await answer(slug, { address: people[4]!, fields, stamp: formStamp(slug, Date.now() - 5_000) }),
      await answer(slug, { address: people[5]!, fields, stamp: "" }),
      await answer(slug, { address: people[5]!, fields, stamp: `${stamp.slice(0, -3)}xyz` }),
      await answer(slug, { address: people[5]!, fields, stamp: surveyFormStamp(slug, Date.now() - 3 * 86_400_000) }),
    ];
    expect(form.map((r) => r.status)).toEqual(form.map(() => 303));
    for (const r of form) expect(r.location).toMatch(/\?n=thanks#answers$/);
    const asJson = await post(slug, { address: people[6]!, json: { ...fields, website: "x" } });
    expect(asJson.status).toBe(202);
    expect(JSON.parse(asJson.text)).toEqual({ message: "Thank you: your answers are in." });
    expect(await storedResponses(live.id)).toEqual([]);

    // A stamp is spent once: the first form stores, the same stamp again from anyone is thanked and stores nothing.
    const first = await answer(slug, { address: people[7]!, fields, stamp });
    const replays = await Promise.all(
      [people[7]!, people[8]!, people[8]!].map((address, i) =>
        answer(slug, { address, fields: { q0: `replay ${i}` }, stamp, agent: `${BROWSER} ${i}` }),
      ),
    );
    expect([first, ...replays].map((r) => r.status)).toEqual([303, 303, 303, 303]);
    expect((await survey.responses(client, live.id)).body.data.map((row) => row.answers[0])).toEqual([
      { kind: "text", text: "An answer" },
    ]);

    // A survey's stamp does not pass on a pitch page either.
    const signup = await signUp(pitchPage.page.slug, {
      address: addresses(1)[0]!,
      email: "crossed@example.com",
      stamp: surveyFormStamp(pitchPage.page.slug, Date.now() - 5_000),
    });
    expect(signup.status).toBe(303);
    expect(signup.location).toMatch(/n=joined/);
    const db = await getDb();
    expect(await db.select().from(pitchSignups).where(eq(pitchSignups.pageId, pitchPage.page.id))).toEqual([]);
    expect((await pitch.signups(pitchPage.client, pitchPage.page.id)).body.data).toEqual([]);
    expect(await storedResponses(other.survey.id)).toEqual([]);
  });
});

describe("what a survey takes, and from whom", () => {
  it("another founder's survey is a 404 on every call; a draft, paused or another site's answer stores nothing", async () => {
    const { client, survey: live, validation } = await liveSurvey();
    const [respondent] = addresses(1);
    expect((await answer(live.slug, { address: respondent!, fields: { q0: "mine" } })).status).toBe(303);
    const [row] = await storedResponses(live.id);
    const stranger = await subscriber();
    const strangers = await Promise.all([
      survey.get(stranger, live.id),
      survey.patch(stranger, live.id, { fields: surveyFields({ heading: "Hacked" }) }),
      survey.patch(stranger, live.id, { status: "paused" }),
      survey.patch(stranger, live.id, { indexable: true }),
      survey.responses(stranger, live.id),
      survey.responses(stranger, live.id, "csv"),
      survey.deleteResponse(stranger, live.id, row!.id),
      survey.delete(stranger, live.id),
      survey.draft(stranger, validation.idea_id),
    ]);
    expect(strangers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    for (const r of strangers.slice(0, 8)) expect(r.body).toMatchObject({ message: "Survey not found." });
    expect(strangers[8]!.body).toMatchObject({ message: "Idea not found." });
    expect((await survey.list(stranger, validation.idea_id)).body.data).toEqual([]);
    // A response id of another survey, under the founder's own survey: not found there.
    const mine = await liveSurvey();
    expect((await survey.deleteResponse(mine.client, mine.survey.id, row!.id)).status).toBe(404);
    // Nor on another founder's idea may a survey be made.
    const onTheirs = await survey.create(stranger, { idea_id: validation.idea_id, fields: surveyFields() });
    expect(onTheirs.status).toBe(404);
    const onNone = await survey.create(stranger, {
      idea_id: "00000000-0000-4000-8000-000000000000",
      fields: surveyFields(),
    });
    expect(onNone.status).toBe(404);
    const noSession = await survey.get(new TestClient(), live.id);
    expect(noSession.status).toBe(401);
    expect((await survey.get(client, live.id)).body).toMatchObject({ status: "live", received: 1 });
    expect(await storedResponses(live.id)).toHaveLength(1);

    // A draft takes nothing (409), nor a paused survey; an unknown slug is a 404.
    const created = await survey.create(client, { idea_id: validation.idea_id, fields: surveyFields() });
    const draftSlug = created.body.slug;
    const [x, y] = addresses(2);
    const closed = [
      await answer(draftSlug, { address: x!, fields: { q0: "draft" } }),
      await post(draftSlug, { address: x!, json: { q0: "draft" } }),
      await post(draftSlug, { address: x!, json: { nonsense: "draft" } }),
    ];
    expect(closed.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(closed[0]!.text).toContain("This survey is closed and no longer takes answers.");
    expect(JSON.parse(closed[1]!.text)).toEqual({ message: "This survey is closed and no longer takes answers." });
    await survey.patch(client, live.id, { status: "paused" });
    expect((await answer(live.slug, { address: y!, fields: { q0: "paused" } })).status).toBe(409);
    expect((await post("no-such-survey-0000000000", { address: y!, fields: { q0: "x" } })).status).toBe(404);
    expect((await post("../../etc/passwd", { address: y!, fields: { q0: "x" } })).status).toBe(404);
    await survey.patch(client, live.id, { status: "live" });

    // Another site's post: 403, and nothing stored, however it is sent.
    const crossSite = await Promise.all([
      post(live.slug, { address: y!, fields: { q0: "forged" }, origin: "https://evil.example" }),
      post(live.slug, { address: y!, json: { q0: "forged" }, origin: "https://evil.example" }),
      post(live.slug, { address: y!, fields: { q0: "forged" }, origin: "null" }),
      post(live.slug, { address: y!, fields: { q0: "forged" }, origin: "http://localhost:3000.evil.example" }),
    ]);
    expect(crossSite.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(await storedResponses(created.body.id)).toEqual([]);
    expect(await storedResponses(live.id)).toHaveLength(1);
  });
});

describe("a flood", () => {
  it("one address: 10 answers in 10 minutes, the rest 429 with Retry-After; its user agents count 3 visitors", async () => {
    const { client, survey: live } = await liveSurvey();
    const address = addresses(1)[0]!;
    const results = [];
    for (const [i, agent] of agents(13).entries()) {
      results.push(await answer(live.slug, { address, agent, fields: { q0: `flood ${i}` } }));
    }
    // The last as JSON: its 429 says when to come back.
    const json = await post(live.slug, { address, json: { q0: "flood json" }, agent: agents(14)[13] });
    expect(results.map((r) => r.status)).toEqual([...results.slice(0, 10).map(() => 303), 429, 429, 429]);
    expect(results[10]!.text).toContain("Too many answers from your network. Please try again later.");
    expect(json.status).toBe(429);
    expect(JSON.parse(json.text)).toEqual({ message: "Too many answers from your network. Please try again later." });
    expect(Number(json.retryAfter)).toBeGreaterThan(0);
    expect(Number(json.retryAfter)).toBeLessThanOrEqual(600);
    const stored = await storedResponses(live.id);
    expect(stored).toHaveLength(10);
    // Thirteen user agents visited: three visitors of one network counted, and only their answers in the tallies.
    expect(await storedVisits(live.id)).toHaveLength(3);
    expect(stored.filter((row) => row.counted)).toHaveLength(3);
    expect((await survey.get(client, live.id)).body).toMatchObject({ visitors: 3, responses: 3, received: 10 });

    // Ten minutes on, the address may answer again, but its network has stored its ten of the day: 429, nothing more.
    await reset(await getDb(), `survey-answer:${address}`);
    const later = await answer(live.slug, { address, agent: "another browser", fields: { q0: "later" } });
    expect(later.status).toBe(429);
    const again = await answer(live.slug, { address, agent: agents(1)[0], fields: { q0: "again" } });
    expect(again.location).toMatch(/n=already/);
    expect(await storedResponses(live.id)).toHaveLength(10);
    // Another network is not held up by it.
    const elsewhere = await answer(live.slug, { address: addresses(1)[0]!, fields: { q0: "elsewhere" } });
    expect(elsewhere.location).toMatch(/n=thanks/);
    await settleBackgroundWork();
    expect((await survey.get(client, live.id)).body).toMatchObject({ visitors: 4, responses: 4, received: 11 });
  });

  it("an IPv6 /64 is one network: its addresses count 3 visitors and share one limit", async () => {
    const { client, survey: live } = await liveSurvey();
    const results = [];
    for (const [i, agent] of agents(12).entries()) {
      const address = `2001:db8:46:1::${(i + 1).toString(16)}`;
      results.push(await answer(live.slug, { address, agent, fields: { q0: `v6 ${i}` } }));
    }
    // Another address of the /64 is held by the same limit.
    const moved = await answer(live.slug, {
      address: "2001:db8:46:1::ff",
      agent: agents(1)[0],
      fields: { q0: "moved" },
    });
    expect(moved.status).toBe(429);
    expect(results.filter((r) => r.location?.includes("n=thanks"))).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(2);
    expect((await survey.get(client, live.id)).body).toMatchObject({ visitors: 3, responses: 3, received: 10 });
  });
});

describe("races", () => {
  it("the same respondent twice at once, and one e-mail from two addresses at once, are one row each", async () => {
    const { client, survey: live } = await liveSurvey();
    const [respondent, one, two] = addresses(3);
    await open(live.slug, { address: respondent! });
    const twice = await Promise.all([
      answer(live.slug, { address: respondent!, fields: { q0: "first" }, visited: false }),
      answer(live.slug, { address: respondent!, fields: { q0: "second" }, visited: false }),
      post(live.slug, { address: respondent!, json: { q0: "third" } }),
    ]);
    expect(serverErrors(twice)).toEqual([]);
    expect(twice.filter((r) => r.location?.includes("n=thanks") || r.status === 201)).toHaveLength(1);
    expect(await storedResponses(live.id)).toHaveLength(1);

    const mail = await Promise.all([
      answer(live.slug, { address: one!, fields: { q0: "one", email: "same@example.com" } }),
      answer(live.slug, { address: two!, fields: { q0: "two", email: " SAME@Example.com " } }),
    ]);
    expect(mail.map((r) => r.status)).toEqual([303, 303]);
    expect(mail.map((r) => r.location!.replace(/.*n=/, "")).sort()).toEqual(["already#answers", "thanks#answers"]);
    const listed = (await survey.responses(client, live.id)).body.data;
    expect(listed.filter((row) => row.email === "same@example.com")).toHaveLength(1);
    expect(listed).toHaveLength(2);
  });

  it("a question edit racing the first answers: refused with 409, or the answers are to the new questions", async () => {
    const newQuestions = [
      { kind: "scale", text: "How often did it happen last month?", scale: "0-10", low: "Never", high: "Daily" },
      { kind: "text", text: "What did it cost you?" },
    ];
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const { client, survey: live } = await liveSurvey();
      const people = addresses(3);
      await Promise.all(people.map((address) => open(live.slug, { address })));
      const [edit, ...answers] = await Promise.all([
        survey.patch(client, live.id, { fields: surveyFields({ questions: newQuestions }) }),
        ...people.map((address, i) =>
          answer(live.slug, { address, visited: false, fields: { q0: String(i + 1), q1: "other", q1_other: "x" } }),
        ),
      ]);
      expect(serverErrors([edit, ...answers])).toEqual([]);
      expect([200, 409]).toContain(edit.status);
      const now = (await survey.get(client, live.id)).body;
      const stored = await storedResponses(live.id);
      for (const row of stored) {
        expect(row.answers).toHaveLength(now.fields.questions.length);
        row.answers.forEach((given, i) => given && expect(given.kind).toBe(now.fields.questions[i]!.kind));
      }
      // Every answer is stored, or said to have been refused.
      expect(answers.filter((r) => r.location?.includes("n=thanks"))).toHaveLength(stored.length);
      outcomes.push(`${edit.status}:${stored.length}`);
    }
    expect(outcomes).toHaveLength(6);
  });
});

describe("a deleted survey's visits and answers", () => {
  it("a visit or an answer racing the survey's deletion is never a 5xx, and nothing is left of it", async () => {
    for (let round = 0; round < 3; round++) {
      const { client, survey: live } = await liveSurvey();
      const people = addresses(3);
      await Promise.all(people.map((address) => open(live.slug, { address })));
      const [deleted, ...answers] = await Promise.all([
        survey.delete(client, live.id),
        ...people.map((address) => answer(live.slug, { address, visited: false, fields: { q0: "gone" } })),
        ...addresses(4).map((address) => open(live.slug, { address })),
      ]);
      expect(deleted.status).toBe(200);
      expect(serverErrors(answers)).toEqual([]);
      expect(await storedVisits(live.id)).toEqual([]);
      const db = await getDb();
      expect(await db.select().from(surveys).where(eq(surveys.id, live.id))).toEqual([]);
      expect(await storedResponses(live.id)).toEqual([]);
    }
  });
});

describe("a cross-site request the proxy would let through", () => {
  it("a founder call from another site changes nothing", async () => {
    const { client, survey: live } = await liveSurvey();
    const request = new NextRequest(new URL(`/api/data/surveys/${live.id}`, ORIGIN), {
      method: "PATCH",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/json",
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify({ status: "paused" }),
    });
    const response = await patchSurveyRoute(request, { params: Promise.resolve({ id: live.id }) });
    expect(response.status).toBe(403);
    expect((await survey.get(client, live.id)).body.status).toBe("live");
  });
});

describe("Turnstile on the survey's form, when configured", () => {
  // A local stand-in for Cloudflare's siteverify that passes one token (test/turnstile-standin.ts).
  const siteverify = new TurnstileStandIn("test-secret", "good");
  let variables: string[] = [];
  beforeAll(async () => {
    const env = { ...siteverify.env(await siteverify.start()), NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site-key-1" };
    variables = Object.keys(env);
    Object.assign(process.env, env);
    forgetEnv();
  });
  afterAll(async () => {
    for (const name of variables) delete process.env[name];
    forgetEnv();
    await siteverify.stop();
  });

  it("stores an answer only with a passed check, and the other proofs still come first", async () => {
    const { client, survey: live } = await liveSurvey();
    const [none, bad, good, bot] = addresses(4);
    const page = await open(live.slug, { address: none! });
    expect(page.text).toContain('<div class="cf-turnstile" data-sitekey="site-key-1"></div>');
    expect(page.headers.get("content-security-policy")).toContain("script-src https://challenges.cloudflare.com;");
    const results = [
      await answer(live.slug, { address: none!, fields: { q0: "no token" } }),
      await answer(live.slug, { address: bad!, fields: { q0: "bad token", "cf-turnstile-response": "bad" } }),
      await post(live.slug, { address: bad!, json: { q0: "bad json", "cf-turnstile-response": "bad" } }),
      await answer(live.slug, { address: bot!, fields: { q0: "bot", website: "x", "cf-turnstile-response": "good" } }),
      await answer(live.slug, { address: good!, fields: { q0: "person", "cf-turnstile-response": "good" } }),
    ];
    expect(results.map((r) => r.status)).toEqual([400, 400, 400, 303, 303]);
    expect(results[0]!.text).toContain("The check that you are a person did not pass. Please try again.");
    expect(results[0]!.text).toContain(">no token</textarea>");
    expect(JSON.parse(results[2]!.text)).toEqual({
      message: "The check that you are a person did not pass. Please try again.",
    });
    expect(results[4]!.location).toMatch(/n=thanks/);
    expect((await survey.responses(client, live.id)).body.data.map((row) => row.answers[0])).toEqual([
      { kind: "text", text: "person" },
    ]);
    // Cloudflare was asked with the secret and the client's address; a missing token, or a bot's, never.
    expect(siteverify.forms.map((form) => [form.get("response"), form.get("remoteip")])).toEqual([
      ["bad", bad],
      ["bad", bad],
      ["good", good],
    ]);
  });
});
