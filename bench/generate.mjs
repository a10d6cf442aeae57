// Measures report generation end to end on the production build, against a local fake OpenAI-compatible provider:
// - streamed, with the provider emitting tokens at a fixed rate: time to the first complete section and to the whole
//   report, for each tool, and the bytes its updates cost on the wire beside the report's own size (target: at most 2x);
// - unstreamed, with an instant provider: the server's own overhead per call (auth, quota, validation, JSON).
// Run with `npm run bench:generate`. Results go to bench/results/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild, root, startApp, startFakeOpenAI, streamedEvents, subscriber } from "./lib.mjs";

const TOKENS_PER_SECOND = 100; // about 4 characters a token
const OVERHEAD_CALLS = 30;
const IDEA =
  "A subscription app that plans weekly family meals around what is already in the fridge and on discount at the local supermarket.";
const tools = [
  {
    kind: "pp",
    schema: "pain_point_report",
    path: (q) => `/api/data/create-report?search=${encodeURIComponent(q)}`,
    method: "GET",
    first: "idea_summary",
  },
  { kind: "ms", schema: "marketing_strategy", path: () => "/api/data/market-plan", method: "POST", first: "overview" },
  { kind: "iv", schema: "idea_validation", path: () => "/api/data/validate-idea", method: "POST", first: "summary" },
];

ensureBuild();

// 1. Realistic report bodies for the fake provider: what the offline demo model writes for this idea.
const demo = await startApp();
const demoSession = await subscriber(demo.base);
const bodies = {};
for (const tool of tools) {
  const answer = await call(demo.base, demoSession, tool, false).then((r) => r.json());
  const report = tool.kind === "pp" ? answer.data : answer;
  for (const field of ["demo", "overall_score", "score_tag"]) delete report[field];
  bodies[tool.schema] = JSON.stringify(report);
}
demo.stop();

// 2. The fake provider, paced or instant.
const provider = await startFakeOpenAI((body) => bodies[body.response_format.json_schema.name]);
const providerPort = provider.port;

const app = await startApp({
  OPENAI_API_KEY: "sk-bench",
  OPENAI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
  AI_MODEL: "bench-model",
  AI_DAILY_QUOTA: "1000",
  // One scoring run: this measures the stream itself (bench/consistency.mjs measures sampling).
  AI_SCORE_SAMPLES: "1",
});
try {
  const session = await subscriber(app.base);
  const streamed = [];
  provider.pace = 1000 / TOKENS_PER_SECOND;
  for (const tool of tools) {
    const started = performance.now();
    const response = await call(app.base, session, tool, true);
    let firstSection = null;
    // The report as the browser rebuilds it from the patches, and what the updates cost on the wire.
    let soFar = "";
    let updateBytes = 0;
    let updates = 0;
    let doneBytes = 0;
    for await (const event of streamedEvents(response)) {
      if (event.name === "patch") {
        const [at, text] = event.data;
        soFar = soFar.slice(0, at) + text;
        updateBytes += event.bytes;
        updates++;
        if (firstSection === null && new RegExp(`"${tool.first}":"[^"]{20,}`).test(soFar))
          firstSection = performance.now() - started;
      } else if (event.name === "done") doneBytes = event.bytes;
    }
    const total = performance.now() - started;
    if (!doneBytes) throw new Error(`${tool.kind}: the stream did not finish with a report`);
    const reportChars = bodies[tool.schema].length;
    streamed.push({
      tool: tool.kind,
      reportChars,
      firstSectionMs: Math.round(firstSection),
      wholeReportMs: Math.round(total),
      updates,
      updateBytes,
      doneBytes,
      "updates / report": Number((updateBytes / reportChars).toFixed(2)),
    });
  }

  provider.pace = 0;
  const overhead = [];
  for (const tool of tools) {
    const times = [];
    for (let i = 0; i < OVERHEAD_CALLS; i++) {
      const started = performance.now();
      const response = await call(app.base, session, tool, false);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${tool.kind}: ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    overhead.push({
      tool: tool.kind,
      calls: OVERHEAD_CALLS,
      p50Ms: round(times[Math.floor(times.length / 2)]),
      p95Ms: round(times[Math.floor(times.length * 0.95)]),
    });
  }

  console.log(`\nStreamed, provider at ${TOKENS_PER_SECOND} tokens/s (~${TOKENS_PER_SECOND * 4} characters/s):`);
  console.table(streamed);
  console.log(
    "Unstreamed, instant provider (the server's own time per call, including the provider round trip on loopback):",
  );
  console.table(overhead);
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  const file = path.join(root, "bench", "results", `generate-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ tokensPerSecond: TOKENS_PER_SECOND, streamed, overhead }, null, 2));
  console.log(`Saved ${path.relative(root, file)}`);
} finally {
  app.stop();
  provider.close();
}

function round(value) {
  return Math.round(value * 10) / 10;
}

function call(base, cookie, tool, stream) {
  const headers = { cookie, origin: base, ...(stream ? { accept: "text/event-stream" } : {}) };
  if (tool.method === "GET") return fetch(`${base}${tool.path(IDEA)}`, { headers });
  return fetch(`${base}${tool.path(IDEA)}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ userPrompt: IDEA }),
  });
}

/** Registers, verifies through the local outbox and starts the local trial; returns the session cookies. */
