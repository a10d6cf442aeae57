// What the load generator's HTTP client adds to every latency it reports: the signed-in list call, one at a time on
// an idle production server (PostgreSQL), through Node's fetch and through the kept-alive node:http client of
// bench/virtual-users.mjs, interleaved, beside the server's own time for the same calls (its request lines).
//
//   npm run bench:client-cost          options: --calls N (default 600 per client, in 3 interleaved rounds)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cliOption, ensureBuild, quantile, scratchDatabase, serverDurations, startApp, subscriber } from "./lib.mjs";
import { send } from "./virtual-users.mjs";

const CALLS = Number(cliOption("calls", 600));
const ROUNDS = 3;
const LIST = "/api/data/get-reports?pp_page=1&ms_page=1&iv_page=1&limit=10";

ensureBuild();
const database = await scratchDatabase("bench_client_cost");
if (!database) {
  console.log("PostgreSQL does not answer at 127.0.0.1:5432: this benchmark needs it.");
  process.exit(1);
}
const logDir = mkdtempSync(path.join(tmpdir(), "launchlens-client-cost-"));
const logFile = path.join(logDir, "app.log");
const app = await startApp({ DATABASE_URL: database.url }, { logFile });
try {
  const cookie = await subscriber(app.base);
  const clients = {
    fetch: async () => {
      const response = await fetch(`${app.base}${LIST}`, { headers: { cookie } });
      await response.text();
      return response.status;
    },
    "node:http": async () => (await send(`${app.base}${LIST}`, { headers: { cookie } })).status,
  };
  const times = Object.fromEntries(Object.keys(clients).map((name) => [name, []]));
  for (const call of Object.values(clients)) for (let index = 0; index < 50; index++) await call(); // warm-up
  const serverTimes = async () => {
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server writes its log lines in batches
    return serverDurations([logFile], "/api/data/get-reports");
  };
  const warmUpCalls = (await serverTimes()).length;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, call] of Object.entries(clients)) {
      for (let index = 0; index < CALLS / ROUNDS; index++) {
        const started = performance.now();
        const status = await call();
        times[name].push(performance.now() - started);
        if (status !== 200) throw new Error(`the list call answered ${status}`);
      }
    }
  }
  const measuredServerTimes = (await serverTimes()).slice(warmUpCalls);
  const quantiles = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [0.5, 0.95, 0.99].map((q) => quantile(sorted, q).toFixed(1).padStart(7));
  };
  console.log(`\nGET get-reports, one call at a time on an idle server (ms)`);
  console.log(
    `${"measured by".padEnd(30)} ${"calls".padStart(6)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)}`,
  );
  for (const [name, values] of Object.entries(times))
    console.log(`${`client, ${name}`.padEnd(30)} ${String(values.length).padStart(6)} ${quantiles(values).join(" ")}`);
  console.log(
    `${"server's own time".padEnd(30)} ${String(measuredServerTimes.length).padStart(6)} ${quantiles(measuredServerTimes).join(" ")}`,
  );
} finally {
  app.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
  rmSync(logDir, { recursive: true, force: true });
}
