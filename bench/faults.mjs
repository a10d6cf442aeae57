// Faults under load: the simulated founders of bench/load.mjs run while
//   1. the database goes away for 5 s (a TCP proxy in front of PostgreSQL drops every connection and refuses new
//      ones, as a restart or a network cut would), then comes back;
//   2. the app process is killed (SIGKILL) and a new one started.
// Checks (issue 13): every save answered 201 is in the database afterwards (a ledger of acknowledged ids); errors
// only inside the fault windows, each a clean 503 with a { message } while the app runs (never a 500, never a hang);
// answers again within 5 s of the database coming back; the server threw nothing outside a request (an uncaught
// exception or unhandled rejection, which Next logs and survives). Exits 1 when a check fails. The servers' output
// is kept in a file; for each 503 outside the windows the database's own reason is printed from it.
//
//   npm run bench:faults          options: --users N (20), --seconds S (50), --think MS (200)
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startTcpProxy } from "../test/tcp-proxy.mjs";
import { cliOption, ensureBuild, scratchDatabase, startApp } from "./lib.mjs";
import { HANG_MS, printSummary, Recorder, runUsers, signUpUsers } from "./virtual-users.mjs";

const USERS = Number(cliOption("users", 20));
const SECONDS = Number(cliOption("seconds", 50));
const THINK_MS = Number(cliOption("think", 200));
const OUTAGE_MS = 5_000;
const RECOVERY_MS = 5_000;

ensureBuild();
const database = await scratchDatabase("bench_faults");
if (!database) {
  console.log("PostgreSQL does not answer at 127.0.0.1:5432: the fault test needs it.");
  process.exit(1);
}
const target = new URL(database.url);
const proxy = await startTcpProxy(Number(target.port || 5432));
const proxied = new URL(database.url);
proxied.port = String(proxy.port);
const env = { DATABASE_URL: proxied.toString(), AI_DAILY_QUOTA: "1000000" };

const logFile = path.join(mkdtempSync(path.join(tmpdir(), "launchlens-faults-")), "server.log");
const windows = [];
let app = await startApp(env, { logFile });
let failed = false;
const check = (ok, text) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${text}`);
  if (!ok) failed = true;
};
try {
  const users = await signUpUsers(app.base, USERS);
  const recorder = new Recorder();
  const started = Date.now();
  const running = runUsers(users, {
    baseOf: () => app.base,
    until: started + SECONDS * 1000,
    recorder,
    thinkMs: THINK_MS,
    rampMs: 2000,
  });
  const at = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - Date.now())));

  // 1. The database goes away for OUTAGE_MS.
  await at(SECONDS * 200);
  const cut = Date.now();
  proxy.cut();
  console.log(`database cut at ${((cut - started) / 1000).toFixed(1)} s`);
  await at(SECONDS * 200 + OUTAGE_MS);
  await proxy.restore();
  const back = Date.now();
  windows.push({ kind: "database", from: cut, to: back + RECOVERY_MS, back });
  console.log(`database back at ${((back - started) / 1000).toFixed(1)} s`);

  // 2. The app is killed and a new process started.
  await at(SECONDS * 600);
  const killed = Date.now();
  app.crash();
  console.log(`app killed at ${((killed - started) / 1000).toFixed(1)} s`);
  app = await startApp(env, { logFile });
  const restarted = Date.now();
  windows.push({ kind: "app", from: killed, to: restarted + 1_000 });
  console.log(
    `new app answering at ${((restarted - started) / 1000).toFixed(1)} s (${restarted - killed} ms after the kill)`,
  );

  await running;
  const seconds = (Date.now() - started) / 1000;
  console.log(`\n${USERS} users for ${SECONDS} s, with the faults above (ms)`);
  printSummary(recorder, seconds);

  // Every failure inside a window, and of the kind that window allows.
  const failures = recorder.failures();
  const windowOf = (failure) => windows.find((window) => failure.at >= window.from && failure.at <= window.to);
  const outside = failures.filter((failure) => !windowOf(failure));
  const unclean = failures.filter((failure) => {
    const window = windowOf(failure);
    if (!window) return false;
    if (window.kind === "app") return failure.status !== 0 && failure.status !== 503; // nothing listens: refused/reset
    return !(failure.status === 503 && failure.message); // the app runs: a clean 503 with a message
  });
  const hangs = failures.filter((failure) => String(failure.message).startsWith("no answer"));
  const by = (list) => {
    const counts = {};
    for (const failure of list)
      counts[`${failure.status} ${failure.message}`] = (counts[`${failure.status} ${failure.message}`] ?? 0) + 1;
    return JSON.stringify(counts);
  };
  console.log(
    `\nerrors: ${failures.length} in all; in the database window ${failures.filter((f) => windowOf(f)?.kind === "database").length}, in the app window ${failures.filter((f) => windowOf(f)?.kind === "app").length}`,
  );
  if (failures.length) console.log(`  by answer: ${by(failures)}`);
  for (const failure of outside)
    console.log(
      `  outside: ${failure.status} ${failure.message}, answered at ${((failure.at - started) / 1000).toFixed(2)} s`,
    );
  check(
    outside.length === 0,
    `no error outside the fault windows (${outside.length}${outside.length ? `: ${by(outside)}` : ""})`,
  );
  // What the server said about each 503 it answered outside the windows (route() logs the driver's code and message).
  const serverLines = readFileSync(logFile, "utf8").split("\n");
  for (const line of serverLines.filter((text) => text.includes("database unavailable"))) {
    const { time, path: route, reason } = JSON.parse(line);
    const at = Date.parse(time);
    if (!windows.some((window) => at >= window.from && at <= window.to))
      console.log(`  server, at ${((at - started) / 1000).toFixed(2)} s: ${route}: ${reason}`);
  }
  check(
    unclean.length === 0,
    `while the app ran, each error was a 503 with a message (${unclean.length} others${unclean.length ? `: ${by(unclean)}` : ""})`,
  );
  for (const hang of hangs)
    console.log(`  hung: ${hang.name}, sent at ${((hang.at - HANG_MS - started) / 1000).toFixed(1)} s`);
  check(hangs.length === 0, `no request hung past ${HANG_MS / 1000} s (${hangs.length})`);
  check(!failures.some((failure) => failure.status === 500), "no 500");
  const thrown = serverLines.filter((line) => /uncaughtException|unhandledRejection/.test(line));
  for (const line of thrown) console.log(`  server: ${line.slice(0, 200)}`);
  check(thrown.length === 0, `the server threw nothing outside a request (${thrown.length})`);

  // Recovery: the first answered list call after the database came back.
  const outage = windows.find((window) => window.kind === "database");
  const firstAnswer = Math.min(...recorder.answeredAfter("list", outage.back));
  check(
    firstAnswer - outage.back <= RECOVERY_MS,
    `answering again ${firstAnswer - outage.back} ms after the database came back (at most ${RECOVERY_MS})`,
  );

  // The ledger: every save acknowledged with 201 is in the database.
  const direct = postgres(database.url, { max: 1, onnotice: () => {} });
  const ids = recorder.savedIds.map((saved) => saved.id);
  const [{ found }] =
    await direct`select count(*)::int as found from reports where id = any(${ids}::uuid[]) and saved_at is not null`;
  await direct.end();
  check(found === ids.length, `every acknowledged save is stored: ${found} of ${ids.length}`);
} finally {
  app.stop();
  proxy.close();
  console.log(`servers' output: ${logFile}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
process.exit(failed ? 1 : 0);
