// A bounded burst against one live problem survey over loopback HTTP (issue 46), beside the same burst against a pitch
// page in the same run (bench/pitch-load.mjs's, the baseline): the production build (built when there is none),
// PGlite by default or `--database postgres` (a scratch database). 200 respondents (distinct addresses through the
// trusted proxy hop, TRUST_PROXY=1) each open the survey twice at once from two sources, 20 bots open it, and one
// address opens it with 12 user agents at once (3 visitors, the most one network adds a day); then 60 of the
// respondents answer at once, each sending the form of their own visit twice (a stamp is spent once, a visitor answers
// once a day), the 12 user agents each answer (10 stored, the network's day; 3 counted, its visitors), and 20 forms
// come from addresses that never visited (stored, not counted). Exact: 203 visitors, 90 responses stored, 63 counted,
// one visit row each, no 5xx.
//   node bench/survey-load.mjs [--database postgres]
import { cliOption, ensureBuild, livePitchPage, scratchDatabase, startApp } from "./lib.mjs";

const VISITORS = 200;
const BOTS = 20;
const ANSWERS = 60;
const STRANGERS = 20;
const AGENTS = 12;
/** What one network adds in a day: visitors (counting.ts VISITORS_PER_NETWORK_DAY), responses (survey/counted.ts). */
const PER_NETWORK = 3;
const RESPONSES_PER_NETWORK = 10;
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const OFFICE = "192.0.2.46";
const agent = (index) => PHONE.replace("14;", `1${index};`);

ensureBuild();
const scratch = cliOption("database", "pglite") === "postgres" ? await scratchDatabase("bench_survey") : null;
const app = await startApp(scratch ? { DATABASE_URL: scratch.url } : {});

const tally = (answers) =>
  answers.reduce((counts, answer) => {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }, {});

/**
 * One burst against a public page: every visit at once, then (2.1 s on, past the form's minimum) every form at once.
 * `address(block, index)` keeps each burst's clients apart: the per-address limits span every page of a kind.
 */
async function burst({ slug, formPath, form, block }) {
  const address = (index) => `10.${block + Math.floor(index / 250)}.${index % 250}.1`;
  const office = `${OFFICE.slice(0, -2)}${block}`;
  const visit = (from, userAgent = PHONE, source = "") =>
    fetch(`${app.base}/p/${slug}${source && `?utm_source=${source}`}`, {
      headers: { "x-forwarded-for": from, "user-agent": userAgent },
    });
  const started = performance.now();
  const visits = [];
  for (let index = 0; index < VISITORS; index++) {
    for (const source of ["ads", "newsletter"]) visits.push(visit(address(index), PHONE, source));
  }
  for (let index = 0; index < BOTS; index++)
    visits.push(visit(address(1000 + index), "Mozilla/5.0 (compatible; bingbot/2.0)"));
  for (let index = 0; index < AGENTS; index++) visits.push(visit(office, agent(index)));
  const visitAnswers = await Promise.all(visits);
  const htmls = await Promise.all(visitAnswers.map((answer) => answer.text()));
  const visitMs = performance.now() - started;
  const stampOf = (html) => /name="t" value="([^"]+)"/.exec(html)[1];
  const officeHtml = htmls.slice(VISITORS * 2 + BOTS);
  await new Promise((resolve) => setTimeout(resolve, 2_100));

  const post = (from, fields, stamp, userAgent = PHONE) =>
    fetch(`${app.base}${formPath}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "x-forwarded-for": from,
        "user-agent": userAgent,
        origin: app.base,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ ...fields, t: stamp, s: "ads" }).toString(),
    });
  const formsStarted = performance.now();
  const forms = await Promise.all([
    // Each respondent's own form twice at once: the stamps of both of their pages (one visitor, one answer).
    ...Array.from({ length: ANSWERS * 2 }, (_, i) =>
      post(address(i % ANSWERS), form(i % ANSWERS), stampOf(htmls[(i % ANSWERS) * 2 + (i < ANSWERS ? 0 : 1)])),
    ),
    // The office's twelve user agents, each with the form of its own page.
    ...officeHtml.map((html, i) => post(office, form(500 + i), stampOf(html), agent(i))),
    // Forms posted from addresses that never visited, each with a page of another visitor fetched for the stamp.
    ...Array.from({ length: STRANGERS }, (_, i) =>
      post(address(3000 + i), form(1000 + i), stampOf(htmls[(100 + i) * 2])),
    ),
  ]);
  const formMs = performance.now() - formsStarted;
  return {
    visits: visitAnswers.length,
    visitMs,
    forms: forms.length,
    formMs,
    statuses: tally([...visitAnswers, ...forms]),
  };
}

try {
  // The survey: a text, a single choice, a 1-5 scale, an optional e-mail.
  // One founder's idea carries both: the pitch page of the baseline, and the survey.
  const { page, call } = await livePitchPage(app.base, { min_visitors: 100_000 });
  const created = await call("/api/data/surveys", "POST", {
    idea_id: page.idea_id,
    min_responses: 10_000,
    fields: {
      heading: "Watering houseplants at the right time",
      intro: "Two minutes about the last plant you lost.",
      questions: [
        { kind: "text", text: "When did a plant of yours last die of too much or too little water?" },
        {
          kind: "choice",
          text: "How do you know when to water today?",
          options: ["I guess", "A fixed day", "A moisture meter", "An app"],
          other: true,
        },
        { kind: "scale", text: "How much did losing it bother you?", scale: "1-5", low: "Not at all", high: "A lot" },
      ],
      collector: "LeafLedger",
      ask_email: true,
    },
  });
  if (!created.id) throw new Error(`the survey was not made: ${JSON.stringify(created)}`);
  await call(`/api/data/surveys/${created.id}`, "PATCH", { status: "live" });
  const surveyForm = (n) => ({
    q0: `Last spring, respondent ${n}`,
    q1: String(n % 4),
    q2: String((n % 5) + 1),
    email: `answer${n}@example.com`,
  });
  const survey = await burst({
    slug: created.slug,
    formPath: `/api/p/${created.slug}/answer`,
    form: surveyForm,
    block: 0,
  });

  // The baseline, in the same run: bench/pitch-load.mjs's burst against the pitch page.
  const pitch = await burst({
    slug: page.slug,
    formPath: `/api/p/${page.slug}/signup`,
    form: (n) => ({ email: `load${n}@example.com` }),
    block: 100,
  });

  const served = await call(`/api/data/surveys/${created.id}`, "GET");
  const rows = (await call(`/api/data/surveys/${created.id}/responses`, "GET")).data;
  const pitchServed = await call(`/api/data/pitch-pages/${page.id}`, "GET");
  const pitchListed = (await call(`/api/data/pitch-pages/${page.id}/signups`, "GET")).data;
  const expected = {
    visitors: VISITORS + PER_NETWORK,
    received: ANSWERS + RESPONSES_PER_NETWORK + STRANGERS,
    counted: ANSWERS + PER_NETWORK,
  };
  const once = new Set(rows.map((row) => row.answers[0]?.text)).size === rows.length;
  const surveyExact =
    served.visitors === expected.visitors &&
    served.received === expected.received &&
    served.responses === expected.counted &&
    rows.length === expected.received &&
    rows.filter((row) => row.counted).length === expected.counted &&
    once;
  // The pitch page's office: its 3 visitors' sign-ups counted.
  const pitchExpected = { visitors: VISITORS + PER_NETWORK, counted: ANSWERS + PER_NETWORK };
  const pitchExact =
    pitchServed.figure.visitors === pitchExpected.visitors && pitchServed.figure.signups === pitchExpected.counted;
  const line = (name, run, counts, exact) =>
    `  ${name}: ${run.visits} visits in ${Math.round(run.visitMs)} ms, ${run.forms} forms in ` +
    `${Math.round(run.formMs)} ms; statuses ${JSON.stringify(run.statuses)}; ${counts}: ${exact}`;
  console.log(
    `${scratch ? "PostgreSQL" : "PGlite"}: ${VISITORS} visitors twice at once, ${BOTS} bots, one address with ` +
      `${AGENTS} user agents; then ${ANSWERS} visitors' forms twice at once, the ${AGENTS} user agents' forms, ` +
      `${STRANGERS} from addresses that never visited`,
  );
  console.log(
    line(
      "survey",
      survey,
      `${served.visitors} visitors, ${served.received} stored (${rows.length} rows), ${served.responses} counted`,
      surveyExact ? "exact" : `NOT EXACT (expected ${JSON.stringify(expected)}, each answer once: ${once})`,
    ),
  );
  console.log(
    line(
      "pitch page (baseline)",
      pitch,
      `${pitchServed.figure.visitors} visitors, ${pitchListed.length} listed, ${pitchServed.figure.signups} counted`,
      pitchExact ? "exact" : `NOT EXACT (expected ${JSON.stringify(pitchExpected)})`,
    ),
  );
  const failed = [survey, pitch].some((run) => Object.keys(run.statuses).some((status) => Number(status) >= 500));
  if (!surveyExact || !pitchExact || failed) process.exitCode = 1;
} finally {
  app.stop();
  await scratch?.drop();
}
