// Measures what one very long model answer costs the public share page and the PDF export (issue 35, section 4): a
// report whose conversation holds one answer of ANSWER_BYTES (2 MB) from a fake OpenAI-compatible provider that
// ignores its token cap, shared with "Include the conversation". Reports the bytes the answer stored, the share page's
// weight and time (median of RUNS), the server's resident memory before and after those requests, and the time of the
// PDF export with the conversation. Ports 3204 (app) and 3205 (provider) unless --port/--provider-port say otherwise.
//
//   node bench/share-weight.mjs [--dir <a built checkout of LaunchLens>]   (default: this one, built first if needed)
//
// --dir measures another revision the same way (e.g. `git archive <commit> | tar -x -C /tmp/base`, npm install and
// `next build` there), for a before/after in the same run conditions.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { cliOption, ensureBuild, root, subscriber, waitFor } from "./lib.mjs";

const ANSWER_BYTES = 2_000_000;
const RUNS = 5;
const dir = path.resolve(cliOption("dir", root));
const port = Number(cliOption("port", "3204"));
const providerPort = Number(cliOption("provider-port", "3205"));
const base = `http://127.0.0.1:${port}`;
const IDEA = "MilkMind: an ordering app for independent cafes that predicts next week's milk and bean orders.";
// Short paragraphs with a quote each, as a chatty model writes: every one is its own element on the page.
const LINE =
  'Order oat milk on Thursdays. One owner said "we count what is left every Friday night" [general advice]\n\n';
const ANSWER = LINE.repeat(Math.ceil(ANSWER_BYTES / LINE.length)).slice(0, ANSWER_BYTES);

if (dir === root) ensureBuild();

/** A provider that streams ANSWER in 16 KB chunks to every chat request, whatever its token cap. */
function startProvider() {
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const body = JSON.parse(raw);
      const frame = (delta, finish) =>
        `data: ${JSON.stringify({ id: "bench", created: 0, model: body.model, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.writeHead(200, { "content-type": "text/event-stream" });
      const write = (offset) => {
        if (offset >= ANSWER.length || response.destroyed) {
          response.end(`${frame({}, "stop")}data: [DONE]\n\n`);
          return;
        }
        const more = response.write(frame({ content: ANSWER.slice(offset, offset + 16_384) }, null));
        if (more) setImmediate(() => write(offset + 16_384));
        else response.once("drain", () => write(offset + 16_384));
      };
      write(0);
    });
  });
  return new Promise((resolve) => server.listen(providerPort, "127.0.0.1", () => resolve(server)));
}

const dataDir = mkdtempSync(path.join(tmpdir(), "launchlens-share-weight-"));
function startApp(extraEnv) {
  const server = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    stdio: "ignore",
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: "",
      NODE_ENV: "production",
      PGLITE_DIR: path.join(dataDir, "pglite"),
      AUTH_SECRET: "bench-only-secret-not-for-production-0123456789",
      APP_URL: base,
      MAIL_MODE: "local",
      LOCAL_OUTBOX_PUBLIC: "1",
      TRUST_PROXY: "1",
      CHAT_DAILY_QUOTA: "1000",
      ...extraEnv,
    },
  });
  return waitFor(`${base}/api/health?deep=1`, 120_000).then(() => server);
}
const stopped = (server) => new Promise((resolve) => (server.kill("SIGTERM"), server.once("exit", resolve)));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const provider = await startProvider();
try {
  // The report by the offline demo model, then the same database with the provider for the conversation.
  let app = await startApp({});
  const cookie = await subscriber(base);
  const headers = { cookie, origin: base, "content-type": "application/json" };
  const report = await fetch(`${base}/api/data/validate-idea`, {
    method: "POST",
    headers,
    body: JSON.stringify({ userPrompt: IDEA, evidence: "We run out of oat milk every Saturday and lose sales." }),
  }).then((response) => response.json());
  await stopped(app);
  app = await startApp({
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
    AI_MODEL: "bench-model",
  });

  let started = performance.now();
  const chat = await fetch(`${base}/api/data/reports/${report.id}/chat`, {
    method: "POST",
    headers,
    body: JSON.stringify({ message: { role: "user", parts: [{ type: "text", text: "How do I stop running out?" }] } }),
  });
  const streamedBytes = (await chat.arrayBuffer()).byteLength;
  const answerMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // the answer is stored after its stream ends
  const thread = await fetch(`${base}/api/data/reports/${report.id}/chat`, { headers }).then((r) => r.json());
  const stored = thread.messages.find((message) => message.role === "assistant");
  const storedChars = stored ? stored.parts.reduce((sum, part) => sum + (part.text?.length ?? 0), 0) : 0;

  const shared = await fetch(`${base}/api/data/reports/${report.id}/share`, {
    method: "POST",
    headers,
    body: JSON.stringify({ include_conversation: true }),
  }).then((response) => response.json());
  const rssBefore = rssMb(app.pid);
  const pages = [];
  for (let run = 0; run < RUNS; run++) {
    started = performance.now();
    const bytes = (await (await fetch(shared.url)).arrayBuffer()).byteLength;
    pages.push({ bytes, ms: performance.now() - started });
  }
  const rssAfter = rssMb(app.pid);
  started = performance.now();
  const pdf = await fetch(`${base}/api/data/reports/${report.id}/export?format=pdf&conversation=1`, {
    headers,
    signal: AbortSignal.timeout(60_000),
  }).catch((error) => ({ status: error.name }));
  const pdfMs = performance.now() - started;

  console.log(
    JSON.stringify(
      {
        dir,
        answer: { providerBytes: ANSWER.length, streamedBytes, ms: Math.round(answerMs), storedChars },
        sharePage: {
          bytes: median(pages.map((page) => page.bytes)),
          msMedian: Math.round(median(pages.map((page) => page.ms))),
          runs: RUNS,
        },
        serverRssMb: { beforeSharePages: Math.round(rssBefore), afterSharePages: Math.round(rssAfter) },
        pdfWithConversation: { status: pdf.status, ms: Math.round(pdfMs) },
      },
      null,
      2,
    ),
  );
  await stopped(app);
} finally {
  provider.close();
  rmSync(dataDir, { recursive: true, force: true });
}
