// What a burst of exports does to the rest of the server: /api/health's latency (polled one request at a time, every
// 10 ms) with nothing else running, then during a burst of 16 exports at once (four founders, four each: the most
// exportPolicy.pdfPerUserAtOnce lets one founder have in flight) of a long report as PDF, of a normal one as PDF,
// and of the long one as Markdown. Production build, PGlite, demo model.
//
//   npm run bench:export            options: --rounds N (bursts per kind, default 3; figures over all rounds)
import { cliOption, ensureBuild, launchApp, quantile, waitFor } from "./lib.mjs";
import { send } from "./virtual-users.mjs";
import { signUpThroughApi } from "../test/http-account.mjs";

const ROUNDS = Number(cliOption("rounds", 3));
const FOUNDERS = 4;
const PER_FOUNDER = 4;
const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";

ensureBuild();
const app = await launchApp();
const { base } = app;
// Generous: on a shared machine a cold start can pass the 30 s of startApp().
await waitFor(`${base}/api/health?deep=1`, 120_000);

const stretch = (value, length) =>
  `${value} `
    .repeat(Math.ceil(length / (value.length + 1)))
    .slice(0, length)
    .trim();

/** The longest marketing strategy the schema allows, from a generated one: every list full, every text at its limit. */
function longStrategy(demo) {
  const step = (index) => ({
    step: stretch(`Step ${index + 1}: ${demo.tactics[0].step}`, 200),
    description: stretch(demo.tactics[0].description, 2_000),
  });
  return {
    title: demo.title,
    overview: stretch(demo.overview, 1_500),
    target_audience: stretch(demo.target_audience, 1_000),
    customer_words: [],
    objectives: Array.from({ length: 6 }, (_, index) => stretch(`${index + 1}. ${demo.objectives[0]}`, 300)),
    key_channels: Array.from({ length: 8 }, (_, index) =>
      stretch(`Channel ${index + 1}: ${demo.key_channels[0]}`, 200),
    ),
    channel_experiments: Array.from({ length: 8 }, (_, index) => ({
      channel: stretch(`Channel ${index + 1}`, 200),
      experiment: stretch(demo.channel_experiments[0].experiment, 500),
      budget_usd: 100 * (index + 1),
    })),
    tactics: Array.from({ length: 8 }, (_, index) => step(index)),
    timeline: Array.from({ length: 8 }, (_, index) => step(index)),
  };
}

// Set-up calls and exports go through fetch, which has no time limit (the last of 16 long PDFs waits for the 15 before
// it); health goes through virtual-users' kept-alive http client, whose own cost per call is smaller.
async function call(path, { cookie, method = "GET", body } = {}) {
  const headers = { cookie, origin: base, ...(body ? { "content-type": "application/json" } : {}) };
  const answer = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

async function exportOnce(founder, report, format) {
  const answer = await fetch(`${base}/api/data/reports/${founder[report]}/export?format=${format}`, {
    headers: { cookie: founder.cookie },
  });
  await answer.arrayBuffer();
  return answer;
}

const founders = [];
for (let index = 0; index < FOUNDERS; index++) {
  const { cookie } = await signUpThroughApi(base, { headers: { "x-real-ip": `10.9.0.${index + 1}` } });
  const normal = await call("/api/data/market-plan", { cookie, method: "POST", body: { userPrompt: IDEA } });
  const long = await call("/api/data/save-market-strat", {
    cookie,
    method: "POST",
    body: { data: longStrategy(normal) },
  });
  founders.push({ cookie, normal: normal.id, long: long.id });
}

/** Polls /api/health one request at a time, 10 ms apart, until `done()`; the latencies in ms. */
async function pollHealth(done) {
  const latencies = [];
  while (!done()) {
    const started = performance.now();
    const answer = await send(`${base}/api/health`);
    if (answer.status !== 200) throw new Error(`health answered ${answer.status}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

/** One burst: every founder's exports at once, health polled until the last answer. */
async function burst(kind) {
  const [report, format] = {
    "long report, PDF": ["long", "pdf"],
    "normal report, PDF": ["normal", "pdf"],
    "long report, Markdown": ["long", "md"],
  }[kind];
  let left = FOUNDERS * PER_FOUNDER;
  const started = performance.now();
  const exports = founders.flatMap((founder) =>
    Array.from({ length: PER_FOUNDER }, () => exportOnce(founder, report, format).finally(() => left--)),
  );
  const health = pollHealth(() => left === 0);
  const answers = await Promise.all(exports);
  return { ms: performance.now() - started, statuses: answers.map((answer) => answer.status), health: await health };
}

// Warm-up: the first PDF starts the worker thread and loads the fonts.
await exportOnce(founders[0], "normal", "pdf");

const rows = [];
const alone = [];
for (let round = 0; round < ROUNDS; round++) {
  const until = performance.now() + 2_000;
  alone.push(...(await pollHealth(() => performance.now() > until)));
}
rows.push({ kind: "health alone (2 s per round)", health: alone });
for (const kind of ["long report, PDF", "normal report, PDF", "long report, Markdown"]) {
  const results = [];
  for (let round = 0; round < ROUNDS; round++) results.push(await burst(kind));
  const statuses = results.flatMap((result) => result.statuses);
  rows.push({
    kind: `16 × ${kind}`,
    health: results.flatMap((result) => result.health),
    burstMs: results.map((result) => result.ms).sort((a, b) => a - b),
    refused: statuses.filter((status) => status !== 200).length,
    total: statuses.length,
  });
}
app.stop();

const ms = (value) => (value === undefined ? "-" : `${value.toFixed(1)}`.padStart(8));
console.log(
  `\n/api/health during export bursts (production build, PGlite, ${ROUNDS} rounds; health polled one at a time)\n`,
);
console.log(
  `${"".padEnd(34)} ${"answers".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)}   burst (median ms, not 200)`,
);
for (const row of rows) {
  const sorted = [...row.health].sort((a, b) => a - b);
  const burstNote = row.burstMs
    ? `   ${Math.round(quantile(row.burstMs, 0.5))} ms, ${row.refused}/${row.total} refused`
    : "";
  console.log(
    `${row.kind.padEnd(34)} ${String(sorted.length).padStart(8)} ${ms(quantile(sorted, 0.5))} ${ms(quantile(sorted, 0.95))} ${ms(sorted.at(-1))}${burstNote}`,
  );
}
process.exit(0);
