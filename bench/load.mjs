// Load: simulated founders (bench/virtual-users.mjs) against the production server on a fresh PostgreSQL database,
// each signing in, then listing, reading and saving reports and generating with the demo model until the time is up.
// Prints req/s and p50/p95/p99 per call and every error. Goals (issue 13): no errors, get-reports p99 under 50 ms.
//
//   npm run bench:load            options: --users N (50), --seconds S (60), --instances N (1: two share the database),
//                                 --think MS (1000: the average pause between a founder's clicks; 0 for saturation),
//                                 --ramp MS (5000: founders arrive over this long),
//                                 --pin (the servers on CPU 0, this load generator on the others)
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  cliOption,
  ensureBuild,
  pinningNote,
  pinWhenAsked,
  quantile,
  scratchDatabase,
  serverDurations,
  startApp,
} from "./lib.mjs";
import { printSummary, Recorder, runUsers, signUpUsers } from "./virtual-users.mjs";

pinWhenAsked();

const USERS = Number(cliOption("users", 50));
const SECONDS = Number(cliOption("seconds", 60));
const INSTANCES = Number(cliOption("instances", 1));
// The pause between one founder's clicks; --think 0 sends the next request as soon as the last is answered, which
// measures saturation rather than 50 people.
const THINK_MS = Number(cliOption("think", 1000));
const RAMP_MS = Number(cliOption("ramp", 5000));

ensureBuild();
const database = await scratchDatabase("bench_load");
if (!database) {
  console.log("PostgreSQL does not answer at 127.0.0.1:5432: the load test needs it.");
  process.exit(1);
}
// Each founder generates about once a second here; the daily AI quota is a product rule, not what is measured.
const env = { DATABASE_URL: database.url, AI_DAILY_QUOTA: "1000000" };
const apps = [];
const logDir = mkdtempSync(path.join(tmpdir(), "launchlens-load-logs-"));
try {
  for (let index = 0; index < INSTANCES; index++)
    apps.push(await startApp(env, { logFile: path.join(logDir, `app-${index}.log`) }));
  const users = await signUpUsers(apps[0].base, USERS);
  const recorder = new Recorder();
  const started = Date.now();
  await runUsers(users, {
    baseOf: (_user, index) => apps[index % apps.length].base,
    until: started + SECONDS * 1000,
    recorder,
    thinkMs: THINK_MS,
    rampMs: RAMP_MS,
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\n${USERS} users for ${SECONDS} s, arriving over ${RAMP_MS / 1000} s, ${THINK_MS} ms between clicks on average, against ${INSTANCES} instance(s) of server.mjs on PostgreSQL${pinningNote("the load generator")} (ms)`,
  );
  printSummary(recorder, seconds);
  const failures = recorder.failures();
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure.name}: ${failure.status} ${failure.message}`);
  const serverTimes = serverDurations(
    readdirSync(logDir).map((file) => path.join(logDir, file)),
    "/api/data/get-reports",
  ).sort((a, b) => a - b);
  const at = (q) => quantile(serverTimes, q);
  console.log(
    `get-reports as the server timed it (${serverTimes.length} calls): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
  );
  const list = recorder.summary().find((row) => row.name === "list");
  const met = failures.length === 0 && list && list.p99 < 50;
  console.log(
    `\ngoals: 0 errors (${failures.length}), get-reports p99 < 50 ms (${list?.p99} ms): ${met ? "met" : "NOT met"}`,
  );
} finally {
  for (const app of apps) app.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
  rmSync(logDir, { recursive: true, force: true });
}
