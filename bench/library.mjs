// The report library at depth: one user with 5,000 reports (and 1,000 ideas with 3,000 experiments), on the production build. Prints the
// latency of the list, history, ideas and search calls at page 1 and deep in the list (page 400, or the cursor after
// 4,000 rows), beside a baseline in the same run (the prerendered /robots.txt: Next's own floor for a request), and the
// plan PostgreSQL chose for each list query, so the indexes that keep them flat can be seen.
//
//   npm run bench:library                 PostgreSQL on 127.0.0.1:5432 when it answers, and PGlite
//   options: --requests N (default 200 per call), --reports N (default 5000)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { API_PASSWORD } from "../test/http-account.mjs";
import { ADMIN_URL, cliOption, ensureBuild, quantile, scratchDatabase, startApp, subscriber } from "./lib.mjs";

const REQUESTS = Number(cliOption("requests", 200));
/** A seeded idea's id: md5 made a valid version-4 UUID (the API checks ids before it looks them up). */
const ideaId = (n) => `overlay(overlay(md5('idea' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
/** The first seeded idea, which has three experiments. */
const IDEA_ONE = "8064138e-1f81-451c-83b4-e6a30ea46223";
const REPORTS = Number(cliOption("reports", 5000));
const WORDS = [
  "groomers",
  "nurses",
  "bakers",
  "tutors",
  "plumbers",
  "florists",
  "cyclists",
  "landlords",
  "dentists",
  "brewers",
];

ensureBuild();

/** 5,000 pain-point reports of one user over 1,000 ideas (five versions each), nine in ten saved, a few minutes apart. */
function seedSql(userId) {
  const words = `array['${WORDS.join("','")}']`;
  return `
    insert into ideas (id, user_id, title, prompt, created_at, updated_at)
    select ${ideaId("i")}, '${userId}', 'Idea ' || i || ' for ' || (${words})[1 + i % 10],
      'A service for ' || (${words})[1 + i % 10] || ' number ' || i || ' that saves them time every week.',
      now() - (i || ' hours')::interval, now() - (i || ' hours')::interval
    from generate_series(1, ${REPORTS / 5}) i;
    insert into reports (user_id, idea_id, kind, version, title, prompt, data, saved_at, created_at)
    select '${userId}', ${ideaId("(1 + (r - 1) / 5)")}, 'pp', r,
      'Report ' || r || ' for ' || (${words})[1 + ((r - 1) / 5) % 10], 'A service for ' || (${words})[1 + ((r - 1) / 5) % 10],
      jsonb_build_object('title', 'Report ' || r, 'idea_summary', 'x'),
      case when r % 10 <> 0 then now() - (r || ' minutes')::interval end, now() - (r || ' minutes')::interval
    from generate_series(1, ${REPORTS}) r;
    insert into experiments (user_id, idea_id, hypothesis, cost_usd, due_date, metric, comparator, target, unit, factor, status)
    select '${userId}', ${ideaId("(1 + (e - 1) / 3)")}, 'Hypothesis ' || e, 0, current_date + (e % 30 - 10),
      'Sign-ups', '>=', 20, 'sign-ups', (array['market_demand', 'timing', 'feasibility'])[1 + e % 3],
      (array['planned', 'running', 'passed', 'failed'])[1 + e % 4]
    from generate_series(1, ${(REPORTS / 5) * 3}) e;
    analyze ideas; analyze reports; analyze experiments;`;
}

async function time(url, cookie) {
  const latencies = [];
  for (let index = 0; index < REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => quantile(latencies, q).toFixed(1);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** A cursor after the first `rows` rows of the history, as the API would hand it out. */
const DEEP_CURSOR_SQL = (userId, rows) => `
  select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id as position
  from reports where user_id = '${userId}' order by created_at desc, id desc offset ${rows - 1} limit 1`;

const PLANS = (userId) => ({
  "saved list, page 1": `select id from reports where user_id = '${userId}' and kind = 'pp' and saved_at is not null order by created_at desc, id desc limit 10`,
  "saved list, page 400": `select id from reports where user_id = '${userId}' and kind = 'pp' and saved_at is not null order by created_at desc, id desc limit 10 offset 3990`,
  "history, deep cursor": `select id from reports where user_id = '${userId}' and (created_at, id) < (now() - interval '4000 minutes', 'ffffffff-ffff-ffff-ffff-ffffffffffff') order by created_at desc, id desc limit 21`,
  search: `select id from ideas where user_id = '${userId}' and search @@ to_tsquery('english', 'groom:*') limit 20`,
  // The list takes the ideas one is a member of beside one's own (issue 49).
  "ideas list, own and shared": `select id from ideas where (user_id = '${userId}' or id = any(array(select idea_id from idea_members where user_id = '${userId}'))) order by updated_at desc, id desc limit 51`,
});

async function measure(label, app, cookie, deepPosition) {
  const base = app.base;
  const cursor = Buffer.from(deepPosition).toString("base64url");
  const calls = [
    ["baseline: /robots.txt (prerendered)", `${base}/robots.txt`, false],
    ["get-reports, page 1", `${base}/api/data/get-reports?pp_page=1&ms_page=1&iv_page=1&limit=10`, true],
    [
      "get-reports, page 400 (offset 3,990)",
      `${base}/api/data/get-reports?pp_page=400&ms_page=1&iv_page=1&limit=10`,
      true,
    ],
    ["history, first page", `${base}/api/data/history?limit=20`, true],
    ["history, after 4,000 rows", `${base}/api/data/history?limit=20&cursor=${cursor}`, true],
    ["ideas, first page (with each verdict)", `${base}/api/data/ideas?limit=50`, true],
    ["an idea's experiments", `${base}/api/data/ideas/${IDEA_ONE}/experiments`, true],
    ["an idea's decision", `${base}/api/data/ideas/${IDEA_ONE}/decision`, true],
    ["one idea (with variants and grades)", `${base}/api/data/ideas/${IDEA_ONE}`, true],
    ["an idea's proposed changes", `${base}/api/data/ideas/${IDEA_ONE}/pivots`, true],
    ["an idea's people (issue 49)", `${base}/api/data/ideas/${IDEA_ONE}/members`, true],
    ["an idea's activity (issue 49)", `${base}/api/data/ideas/${IDEA_ONE}/activity`, true],
    ["search 'groom'", `${base}/api/data/search?q=groom`, true],
    ["search 'nurses time'", `${base}/api/data/search?q=nurses%20time`, true],
  ];
  console.log(`\n${label}: ${REPORTS} reports, ${REPORTS / 5} ideas, ${REQUESTS} sequential requests per call (ms)`);
  console.log(`${"call".padEnd(40)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)}`);
  for (const [name, url, signedIn] of calls) {
    await time(url, signedIn ? cookie : undefined); // warm-up round, not counted
    const result = await time(url, signedIn ? cookie : undefined);
    console.log(`${name.padEnd(40)} ${result.p50.padStart(7)} ${result.p95.padStart(7)} ${result.p99.padStart(7)}`);
  }
}

async function explain(query, userId) {
  for (const [name, sql] of Object.entries(PLANS(userId))) {
    const plan = (await query(`explain (analyze, costs off, timing off, summary off) ${sql}`)).map(
      (row) => row["QUERY PLAN"],
    );
    console.log(
      `  ${name}: ${plan
        .filter((line) => /Index|Scan|Sort/.test(line))
        .map((line) => line.trim())
        .join(" / ")}`,
    );
  }
}

async function userIdOf(query) {
  return (await query("select id from users order by created_at desc limit 1"))[0].id;
}

async function onPostgres() {
  const database = await scratchDatabase("bench_library");
  if (!database) {
    console.log(`\nPostgreSQL does not answer at ${ADMIN_URL}: skipped.`);
    return;
  }
  const db = postgres(database.url, { max: 1, onnotice: () => {} });
  const app = await startApp({ DATABASE_URL: database.url });
  try {
    const cookie = await subscriber(app.base);
    const query = (sql) => db.unsafe(sql);
    const userId = await userIdOf(query);
    await db.unsafe(seedSql(userId));
    await measure("PostgreSQL", app, cookie, (await query(DEEP_CURSOR_SQL(userId, 4000)))[0].position);
    console.log("  plans:");
    await explain(query, userId);
  } finally {
    app.stop();
    await db.end();
    await database.drop();
  }
}

async function onPglite() {
  const folder = mkdtempSync(path.join(tmpdir(), "launchlens-bench-library-"));
  const dataDir = path.join(folder, "pglite");
  try {
    // The server migrates the folder and signs the user up; then, stopped, the folder is seeded directly.
    let app = await startApp({ PGLITE_DIR: dataDir });
    await subscriber(app.base);
    app.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const db = new PGlite(dataDir);
    const userId = (await db.query("select id from users order by created_at desc limit 1")).rows[0].id;
    await db.exec(seedSql(userId));
    const deepPosition = (await db.query(DEEP_CURSOR_SQL(userId, 4000))).rows[0].position;
    await db.close();
    app = await startApp({ PGLITE_DIR: dataDir });
    try {
      await measure("PGlite", app, await signIn(app.base), deepPosition);
    } finally {
      app.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Signs the seeded user in again (a fresh session) with the password signUpThroughApi() gives every account. */
async function signIn(base) {
  const email = (
    await fetch(`${base}/api/dev/mail`)
      .then((r) => r.json())
      .catch(() => [])
  )[0]?.to;
  const response = await fetch(`${base}/api/auth/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: API_PASSWORD }),
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

await onPostgres();
await onPglite();
