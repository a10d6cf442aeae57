// Throughput and latency of the signed-in data call every library screen makes, beside the framework's floor in the
// same run: autocannon against the bare constant-JSON route of bench/baseline and against
//   GET /api/data/get-reports?pp_page=1&ms_page=1&iv_page=1&limit=10
// for one user with 30 saved reports of each kind, on PostgreSQL (127.0.0.1:5432) and on PGlite, at 50 connections
// (throughput) and at 10 (latency). Prints req/s, p50/p99, the ratio to the bare route, and the CPU time each call cost
// the server's processes and PostgreSQL's (PGlite runs inside the server, so its time is the server's).
//
//   npm run bench:api                     options: --duration S (default 10), --rounds N (3), --only postgres|pglite,
//                                                  --pin (the two servers on CPU 0, autocannon and the rest elsewhere)
import autocannon from "autocannon";
import {
  cliOption,
  cpuSecondsOf,
  ensureBuild,
  pinningNote,
  pinWhenAsked,
  scratchDatabase,
  startApp,
  startBaseline,
  subscriber,
} from "./lib.mjs";

pinWhenAsked();

const DURATION = Number(cliOption("duration", 10));
const ONLY = cliOption("only", null);
const ROUNDS = Number(cliOption("rounds", 3));
const SAVED_PER_KIND = 30;
const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";
const LIST = "/api/data/get-reports?pp_page=1&ms_page=1&iv_page=1&limit=10";

ensureBuild();

/** Saves SAVED_PER_KIND copies of one demo report of each kind through the API, as a founder's saves would arrive. */
async function seed(base, cookie) {
  const headers = { cookie, origin: base, "content-type": "application/json" };
  const generate = async (path, init) => (await fetch(`${base}${path}`, { headers, ...init })).json();
  const reports = {
    "save-pain-point-report": (await generate(`/api/data/create-report?search=${encodeURIComponent(IDEA)}`)).data,
    "save-market-strat": await generate("/api/data/market-plan", {
      method: "POST",
      body: JSON.stringify({ userPrompt: IDEA }),
    }),
    "save-validator-report": await generate("/api/data/validate-idea", {
      method: "POST",
      body: JSON.stringify({ userPrompt: IDEA }),
    }),
  };
  for (const [path, report] of Object.entries(reports)) {
    const copy = { ...report, id: undefined }; // without its id, each save is a new report
    for (let index = 0; index < SAVED_PER_KIND; index++) {
      const saved = await fetch(`${base}/api/data/${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ data: copy }),
      });
      if (saved.status !== 201) throw new Error(`${path} answered ${saved.status}: ${await saved.text()}`);
    }
  }
  const list = await (await fetch(`${base}${LIST}`, { headers })).json();
  if (list.pp.totalPages !== Math.ceil(SAVED_PER_KIND / 10))
    throw new Error(`the seeded list is wrong: ${JSON.stringify(list.pp)}`);
}

function run(url, connections, headers = {}, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The run with the median req/s. */
const median = (results) =>
  [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)];

/** CPU seconds per process of `pids`, those that are gone left out. */
const cpuByPid = (pids) =>
  new Map(pids.map((pid) => [pid, cpuSecondsOf([pid])]).filter(([, seconds]) => seconds !== null));

/**
 * One run against one server, with the CPU microseconds per answered request that it cost the server's processes and,
 * given the database, PostgreSQL's processes serving it (connections opened during the run included).
 */
async function runCounted(url, connections, headers, { serverPid, database }) {
  const databaseBefore = database ? cpuByPid(await database.backendPids()) : null;
  const serverBefore = cpuSecondsOf([serverPid]);
  const result = await run(url, connections, headers);
  const serverAfter = cpuSecondsOf([serverPid]);
  const perRequest = (seconds) => (seconds === null ? null : (seconds * 1e6) / Math.max(1, result.requests.total));
  result.serverCpu = serverBefore === null || serverAfter === null ? null : perRequest(serverAfter - serverBefore);
  if (databaseBefore) {
    const databaseAfter = cpuByPid(await database.backendPids());
    let spent = 0;
    for (const [pid, seconds] of databaseAfter) spent += seconds - (databaseBefore.get(pid) ?? 0);
    result.databaseCpu = perRequest(spent);
  }
  return result;
}

const microseconds = (value) => (value === null || value === undefined ? "" : value.toFixed(0));

const row = (label, result, floor) => {
  const ratio = floor ? `${((100 * result.requests.average) / floor.requests.average).toFixed(0)}%` : "";
  const errors = result.errors + result.timeouts + result.non2xx;
  return `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(6)} ${String(result.latency.p99).padStart(6)} ${String(errors).padStart(6)} ${ratio.padStart(7)} ${microseconds(result.serverCpu).padStart(10)} ${microseconds(result.databaseCpu).padStart(9)}`;
};

async function measure(label, extraEnv, database = null) {
  const app = await startApp(extraEnv);
  const baseline = await startBaseline();
  try {
    const cookie = await subscriber(app.base);
    await seed(app.base, cookie);
    console.log(
      `\n${label}: ${SAVED_PER_KIND} saved reports of each kind; median of ${ROUNDS} interleaved ${DURATION} s runs${pinningNote("autocannon")}`,
    );
    console.log(
      `${"call @ connections".padEnd(34)} ${"req/s".padStart(7)} ${"p50".padStart(6)} ${"p99".padStart(6)} ${"errors".padStart(6)} ${"of bare".padStart(7)} ${"server µs".padStart(10)} ${"db µs".padStart(9)}`,
    );
    // A short warm-up of each, so that neither pays for its first compilation of the code paths.
    await run(`${baseline.base}/api/ping`, 10, {}, 3);
    await run(`${app.base}${LIST}`, 10, { cookie }, 3);
    // Interleaved rounds, medians: this machine's speed drifts by tens of percent from one minute to the next.
    for (const connections of [50, 10]) {
      const bare = [];
      const list = [];
      for (let round = 0; round < ROUNDS; round++) {
        bare.push(await runCounted(`${baseline.base}/api/ping`, connections, {}, { serverPid: baseline.pid }));
        list.push(await runCounted(`${app.base}${LIST}`, connections, { cookie }, { serverPid: app.pid, database }));
      }
      console.log(row(`bare route @ ${connections}`, median(bare)));
      console.log(row(`get-reports @ ${connections}`, median(list), median(bare)));
    }
  } finally {
    app.stop();
    baseline.stop();
  }
}

if (ONLY !== "pglite") {
  const database = await scratchDatabase("bench_api");
  if (!database) console.log("\nPostgreSQL does not answer: skipped.");
  else {
    try {
      await measure("PostgreSQL", { DATABASE_URL: database.url }, database);
    } finally {
      await database.drop();
    }
  }
}
if (ONLY !== "postgres") await measure("PGlite", {});
