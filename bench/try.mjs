// The free try against the app, side by side in one run (issue 38: "the first section of a try streams as soon as the
// app's"): the production build, a fake OpenAI-compatible provider writing the demo model's validation at a fixed
// rate, and the two calls interleaved: POST /api/data/reports (kind iv, a subscriber) and POST /api/try (a visitor,
// each from its own address). For each: the time to the first complete section (the summary) and to the whole report.
//
//   npm run bench:try          options: --runs N (default 5 of each)
import { ensureBuild, cliOption, quantile, startApp, startFakeOpenAI, streamedEvents, subscriber } from "./lib.mjs";

const RUNS = Number(cliOption("runs", 5));
const TOKENS_PER_SECOND = 100;
const IDEA =
  "A subscription app that plans weekly family meals around what is already in the fridge and on discount at the local supermarket.";

ensureBuild();
const demo = await startApp();
const body = await (
  await fetch(`${demo.base}/api/data/reports`, {
    method: "POST",
    headers: { cookie: await subscriber(demo.base), origin: demo.base, "content-type": "application/json" },
    body: JSON.stringify({ kind: "iv", prompt: IDEA }),
  })
).json();
demo.stop();
for (const field of ["demo", "overall_score", "score_tag", "id", "idea_id", "version", "provenance"])
  delete body[field];
const provider = await startFakeOpenAI(() => JSON.stringify(body));
provider.pace = 1000 / TOKENS_PER_SECOND;
const app = await startApp({
  OPENAI_API_KEY: "sk-bench",
  OPENAI_BASE_URL: `http://127.0.0.1:${provider.port}/v1`,
  AI_MODEL: "bench-model",
  AI_DAILY_QUOTA: "1000",
  AI_SCORE_SAMPLES: "1",
  FREE_TRIES_PER_DAY: "1000",
});

/** Streams one call; the times to the first section with 20 characters of summary and to `done`. */
async function timed(path, payload, headers) {
  const started = performance.now();
  const response = await fetch(`${app.base}${path}`, {
    method: "POST",
    headers: { origin: app.base, "content-type": "application/json", accept: "text/event-stream", ...headers },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  let soFar = "";
  let first = null;
  let done = null;
  for await (const event of streamedEvents(response)) {
    if (event.name === "patch") {
      const [at, text] = event.data;
      soFar = soFar.slice(0, at) + text;
      if (first === null && /"summary":"[^"]{20,}/.test(soFar)) first = performance.now() - started;
    } else if (event.name === "done") done = performance.now() - started;
  }
  if (done === null) throw new Error(`${path}: no report`);
  return { first, done };
}

try {
  const cookie = await subscriber(app.base);
  // One stamp of the try form appearing serves every run (a stamp is good for a day), once its 3 s have passed.
  const { stamp } = await (await fetch(`${app.base}/api/try/stamp`)).json();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const runs = { app: [], try: [] };
  for (let index = 0; index < RUNS; index++) {
    runs.app.push(await timed("/api/data/reports", { kind: "iv", prompt: IDEA }, { cookie }));
    runs.try.push(await timed("/api/try", { prompt: IDEA, stamp }, { "x-forwarded-for": `198.51.100.${index + 1}` }));
  }
  const median = (list, field) =>
    Math.round(
      quantile(
        list.map((run) => run[field]).sort((a, b) => a - b),
        0.5,
      ),
    );
  console.log(
    `\nIdea validation streamed from a provider at ${TOKENS_PER_SECOND} tokens/s, ${RUNS} runs each, interleaved:`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(runs).map(([name, list]) => [
        name === "app" ? "app (POST /api/data/reports)" : "free try (POST /api/try)",
        { "first section ms (median)": median(list, "first"), "whole report ms (median)": median(list, "done") },
      ]),
    ),
  );
} finally {
  app.stop();
  provider.close();
}
