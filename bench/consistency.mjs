// How much the idea validation's scores move when the same idea is validated again, with one scoring run and with N
// (AI_SCORE_SAMPLES), on the production build. Per factor and overall it prints the spread across K repeats (the
// range, max − min, and the standard deviation), and how often a factor was flagged uncertain.
//
//   npm run bench:consistency                    the offline demo model (deterministic: both spreads are 0)
//   npm run bench:consistency -- --noisy         a local fake provider whose scores are the demo's plus seeded noise
//   OPENAI_API_KEY=… npm run bench:consistency   the configured provider (costs K × (1 + N) calls)
//   options: --runs K (default 10), --samples N (default 3)
import { createServer } from "node:http";
import { cliOption, ensureBuild, freePort, startApp, subscriber } from "./lib.mjs";

const RUNS = Number(cliOption("runs", 10));
const SAMPLES = Number(cliOption("samples", 3));
const NOISY = process.argv.includes("--noisy");
const IDEA =
  "A subscription app that plans weekly family meals around what is already in the fridge and on discount at the local supermarket.";
const FACTORS = [
  "market_demand",
  "competition",
  "differentiation",
  "feasibility",
  "monetization_potential",
  "scalability",
  "timing",
  "execution_risk",
];

ensureBuild();

/** A repeatable random sequence (mulberry32). */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The noisy fake: an OpenAI-compatible server answering with the demo model's report, each score moved by ±2.5. */
async function noisyProvider() {
  const demo = await startApp();
  const session = await subscriber(demo.base);
  const report = await fetch(`${demo.base}/api/data/validate-idea`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: demo.base, cookie: session },
    body: JSON.stringify({ userPrompt: IDEA }),
  }).then((r) => r.json());
  demo.stop();
  for (const field of [
    "demo",
    "overall_score",
    "score_tag",
    "schema_version",
    "evidence_provided",
    "score_samples",
    "overall_range",
  ])
    delete report[field];
  const random = seeded(20261122);
  const noisy = (score) => Math.min(10, Math.max(0, Math.round((score + (random() - 0.5) * 5) * 10) / 10));
  const port = await freePort();
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const body = JSON.parse(raw);
      const name = body.response_format?.json_schema?.name;
      const scores = Object.fromEntries(
        FACTORS.map((key) => [key, { ...report.scores[key], score: noisy(report.scores[key].score) }]),
      );
      const content =
        name === "factor_scores"
          ? { scores: Object.fromEntries(FACTORS.map((key) => [key, { score: scores[key].score }])) }
          : { ...report, scores };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "bench",
          object: "chat.completion",
          created: 0,
          model: body.model,
          choices: [
            { index: 0, message: { role: "assistant", content: JSON.stringify(content) }, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    env: { OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: "noisy-fake" },
    stop: () => server.close(),
  };
}

async function measure(providerEnv, samples) {
  const app = await startApp({ ...providerEnv, AI_SCORE_SAMPLES: String(samples), AI_DAILY_QUOTA: "1000" });
  try {
    const session = await subscriber(app.base);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const response = await fetch(`${app.base}/api/data/validate-idea`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.base, cookie: session },
        body: JSON.stringify({ userPrompt: IDEA }),
      });
      if (!response.ok) throw new Error(`validate-idea answered ${response.status}: ${await response.text()}`);
      runs.push(await response.json());
    }
    const round2 = (value) => Math.round(value * 100) / 100;
    const spread = (values) => {
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
      return { range: round2(Math.max(...values) - Math.min(...values)), sd: round2(sd) };
    };
    const rows = Object.fromEntries(FACTORS.map((key) => [key, spread(runs.map((r) => r.scores[key].score))]));
    rows.overall = spread(runs.map((r) => r.overall_score));
    const flagged = FACTORS.map((key) => runs.filter((r) => r.scores[key].uncertain).length);
    return { rows, flagged };
  } finally {
    app.stop();
  }
}

const provider = NOISY ? await noisyProvider() : { env: {}, stop() {} };
const label = NOISY
  ? "noisy fake (demo scores ± 2.5, seeded)"
  : process.env.OPENAI_API_KEY
    ? `configured provider (${process.env.AI_MODEL ?? "default model"})`
    : "offline demo model";
try {
  const one = await measure(provider.env, 1);
  const many = await measure(provider.env, SAMPLES);
  console.log(`\nScore spread across ${RUNS} validations of one idea: ${label}\n`);
  const columns = ["range, 1 run", `range, ${SAMPLES} runs`, "sd, 1 run", `sd, ${SAMPLES} runs`, "flagged"];
  console.log(`${"factor".padEnd(24)}${columns.map((column) => column.padStart(14)).join("")}`);
  [...FACTORS, "overall"].forEach((key, index) => {
    const flagged = key === "overall" ? "" : `${many.flagged[index]}/${RUNS}`;
    const cells = [one.rows[key].range, many.rows[key].range, one.rows[key].sd, many.rows[key].sd, flagged];
    console.log(`${key.padEnd(24)}${cells.map((cell) => String(cell).padStart(14)).join("")}`);
  });
  console.log("\nrange: max − min, sd: standard deviation of the score shown to the founder across the repeats;");
  console.log(`flagged: repeats (with ${SAMPLES} runs) where the factor was marked uncertain.`);
} finally {
  provider.stop();
}
