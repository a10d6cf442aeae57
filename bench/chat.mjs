// Measures "Ask the report" on the production build against a local OpenAI-compatible provider that streams a fixed
// answer: the server's overhead before the first token (time to the first text chunk through the app, beside the same
// provider asked directly in the same run: the baseline) and the bytes an answer costs on the wire beside its text
// (target: at most 2x), asked as a browser asks (accepting gzip). Run with `node bench/chat.mjs [--database postgres]`. Results go to bench/results/.
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createGunzip } from "node:zlib";
import path from "node:path";
import {
  cliOption,
  ensureBuild,
  quantile,
  root,
  scratchDatabase,
  startApp,
  startFakeOpenAI,
  subscriber,
} from "./lib.mjs";

const CALLS = 30;
const TOKENS_PER_SECOND = 100; // about 4 characters a token
const IDEA =
  "A subscription app that plans weekly family meals around what is already in the fridge and on discount at the local supermarket.";
const ANSWER =
  "[report] The weakest factor is distribution: families are hard to reach cheaply. [general advice] Test one channel this week: " +
  "post the offer in three local parenting groups and count sign-ups against a pass line of 20. ".repeat(6);

ensureBuild();

// 1. A realistic validation for the provider to return: what the offline demo model writes for this idea.
const demo = await startApp();
const demoSession = await subscriber(demo.base);
const validation = await fetch(`${demo.base}/api/data/validate-idea`, {
  method: "POST",
  headers: { cookie: demoSession, origin: demo.base, "content-type": "application/json" },
  body: JSON.stringify({ userPrompt: IDEA }),
}).then((response) => response.json());
for (const field of [
  "demo",
  "overall_score",
  "score_tag",
  "id",
  "idea_id",
  "created_at",
  "version",
  "saved",
  "shared",
  "prompt",
  "kind",
  "schema_version",
  "provenance",
])
  delete validation[field];
demo.stop();

// 2. The provider: a report as JSON when asked for one, else the answer streamed in 4-character tokens.
const provider = await startFakeOpenAI((body) => (body.response_format ? JSON.stringify(validation) : ANSWER));
const providerPort = provider.port;

// `--database postgres`: the app on a scratch PostgreSQL database instead of the embedded PGlite.
const scratch = cliOption("database", "pglite") === "postgres" ? await scratchDatabase("bench_chat") : null;
const app = await startApp({
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  OPENAI_API_KEY: "sk-bench",
  OPENAI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
  AI_MODEL: "bench-model",
  AI_SCORE_SAMPLES: "1",
  CHAT_DAILY_QUOTA: "1000",
  AI_DAILY_QUOTA: "1000",
});
try {
  const session = await subscriber(app.base);
  const report = await fetch(`${app.base}/api/data/validate-idea`, {
    method: "POST",
    headers: { cookie: session, origin: app.base, "content-type": "application/json" },
    body: JSON.stringify({ userPrompt: IDEA }),
  }).then((response) => response.json());
  if (!report.id) throw new Error(`no stored validation: ${JSON.stringify(report).slice(0, 200)}`);

  // Two providers in turn: one paced at 100 tokens a second (as bench/generate.mjs; a hosted model streams at tens to
  // a hundred or so), and one that writes the whole answer at once, whose later tokens the server parses in the same
  // turn as the first and so delay it (an upper bound, not what a founder sees).
  const runs = { paced: newRun(), burst: newRun() };
  const health = [];
  const reportFirst = [];
  for (let i = 0; i < CALLS; i++) {
    for (const [mode, run] of Object.entries(runs)) {
      provider.pace = mode === "paced" ? 1000 / TOKENS_PER_SECOND : 0;
      // Baseline: the provider asked directly, to its first token.
      let started = performance.now();
      const raw = await fetch(`http://127.0.0.1:${providerPort}/v1/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "bench-model", stream: true, messages: [{ role: "user", content: "hi" }] }),
      });
      run.direct.push(await firstMatch(raw, '"content":', started));
      // The app: to the first text chunk of the UI message stream, and every byte of the answer.
      started = performance.now();
      const { firstMs, bytes } = await askOnTheWire(
        `${app.base}/api/data/reports/${report.id}/chat`,
        { cookie: session, origin: app.base },
        { message: { role: "user", parts: [{ type: "text", text: `Question ${i}: what first?` }] } },
        started,
      );
      run.throughApp.push(firstMs);
      run.wire.push(bytes);
    }
    provider.pace = 0;
    // Baseline: the app's cheapest route, to its whole answer.
    let started = performance.now();
    await (await fetch(`${app.base}/api/health`)).arrayBuffer();
    health.push(performance.now() - started);
    // Beside it: a streamed validation's first patch through the app (the reports' own first-token overhead).
    if (i < 10) {
      started = performance.now();
      const streamed = await fetch(`${app.base}/api/data/validate-idea`, {
        method: "POST",
        headers: { cookie: session, origin: app.base, "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ userPrompt: IDEA, idea_id: report.idea_id }),
      });
      reportFirst.push(await firstMatch(streamed, "event: patch", started));
    }
    // A thread holds 100 messages: clear it before it fills.
    if (i % 20 === 19)
      await fetch(`${app.base}/api/data/reports/${report.id}/chat`, {
        method: "DELETE",
        headers: { cookie: session, origin: app.base },
      });
  }
  const p50 = (values, q = 0.5) =>
    round(
      quantile(
        [...values].sort((a, b) => a - b),
        q,
      ),
    );
  const results = Object.entries(runs).map(([mode, run]) => ({
    database: scratch ? "postgres" : "pglite",
    provider: mode,
    calls: CALLS,
    firstTokenDirectP50Ms: p50(run.direct),
    healthRouteP50Ms: p50(health),
    firstTokenThroughAppP50Ms: p50(run.throughApp),
    firstTokenThroughAppP95Ms: p50(run.throughApp, 0.95),
    serverOverheadP50Ms: round(p50(run.throughApp) - p50(run.direct)),
    reportFirstPatchP50Ms: p50(reportFirst),
    answerChars: ANSWER.length,
    wireBytesP50: p50(run.wire),
    "wire / answer": Number((p50(run.wire) / ANSWER.length).toFixed(2)),
  }));
  console.table(results);
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  const file = path.join(root, "bench", "results", `chat-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`Saved ${path.relative(root, file)}`);
} finally {
  app.stop();
  provider.close();
  await scratch?.drop();
}

function newRun() {
  return { direct: [], throughApp: [], wire: [] };
}

function round(value) {
  return Math.round(value * 10) / 10;
}

async function firstMatch(response, marker, started) {
  const { firstMs } = await firstAndBytes(response, marker, started);
  return firstMs;
}

/**
 * Asks a question as a browser does (accepting gzip) over plain HTTP, so that the bytes counted are those on the wire,
 * not fetch's decoded ones: when the first text chunk could be read, and how many bytes the answer took.
 */
function askOnTheWire(url, headers, body, started) {
  const marker = '"type":"text-delta"';
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", headers: { ...headers, "content-type": "application/json", "accept-encoding": "gzip" } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`chat answered ${response.statusCode}`));
        let bytes = 0;
        let firstMs = null;
        let text = "";
        const decoded = response.headers["content-encoding"] === "gzip" ? response.pipe(createGunzip()) : response;
        response.on("data", (chunk) => (bytes += chunk.length));
        decoded.on("data", (chunk) => {
          if (firstMs !== null) return;
          text += chunk.toString("utf8");
          if (text.includes(marker)) firstMs = performance.now() - started;
        });
        decoded.on("end", () => resolve({ firstMs: firstMs ?? performance.now() - started, bytes }));
        decoded.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

/** Reads a streamed body to its end: when `marker` first appeared, and how many bytes came. */
async function firstAndBytes(response, marker, started) {
  let firstMs = null;
  let bytes = 0;
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (firstMs === null) {
      text += decoder.decode(chunk, { stream: true });
      if (text.includes(marker)) firstMs = performance.now() - started;
    }
  }
  return { firstMs: firstMs ?? performance.now() - started, bytes };
}
