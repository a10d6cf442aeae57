// Helpers shared by the benchmarks: a production server of the app on a free port, with a throwaway database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumMissing, findChromium } from "../e2e/browser.mjs";
import { freePort, signUpThroughApi } from "../test/http-account.mjs";

export { freePort };

export const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: "" };

export function ensureBuild() {
  if (existsSync(path.join(root, ".next", "BUILD_ID"))) return;
  console.log("No production build yet: running next build …");
  const build = spawnSync(next, ["build"], {
    cwd: root,
    env: { ...baseEnv, APP_URL: "http://localhost:3000" },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export async function waitFor(address, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${address} did not answer within ${timeoutMs} ms`);
}

const baselineDir = path.join(root, "bench", "baseline");

/** No build yet, or a source file of the baseline is newer than its build. */
function baselineIsStale() {
  const buildId = path.join(baselineDir, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = readdirSync(path.join(baselineDir, "app"), { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return sources.some((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs > built);
}

/**
 * Starts the empty Next app of bench/baseline (building it on first use) on a free port: the framework's own floor,
 * measured in the same run as the page or route it is compared with. With `wait: false` it returns at once.
 */
export async function startBaseline({ wait = true } = {}) {
  if (baselineIsStale()) {
    // webpack, because Turbopack roots itself at the project's lockfile and would bundle the project's proxy and
    // instrumentation into the empty app; the client JavaScript of the two builds differs by under 2 KB.
    const build = spawnSync(next, ["build", "--webpack", baselineDir], { cwd: root, env: baseEnv, stdio: "ignore" });
    if (build.status !== 0)
      throw new Error("bench/baseline did not build: run `npx next build --webpack bench/baseline`");
  }
  const port = await freePort();
  const spawnedAt = performance.now();
  const server = spawn(...pinned(next, ["start", baselineDir, "-p", String(port), "-H", "127.0.0.1"]), {
    cwd: root,
    stdio: "ignore",
    env: { ...baseEnv, NODE_ENV: "production" },
  });
  const base = `http://127.0.0.1:${port}`;
  if (wait) await waitFor(`${base}/`);
  return { base, spawnedAt, pid: server.pid, stop: () => server.kill("SIGTERM") };
}

/**
 * Starts the production build of an earlier revision of LaunchLens (a commit, e.g. "ecfb4d2") on a free port, to be
 * measured in the same run as the page of today. The revision is checked out with `git worktree add --detach` into a
 * folder under the system's temporary folder, installed (`npm install`) and built there on first use; later runs reuse that
 * build (`fresh: true` removes it and starts again). The worktree is the repository's own, so `git worktree list`
 * shows it; `git worktree remove --force <folder>` clears it by hand.
 */
export async function startRevision(commit, { fresh = false, env: extraEnv = {} } = {}) {
  const sha = spawnSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], {
    cwd: root,
    encoding: "utf8",
  }).stdout?.trim();
  if (!sha) throw new Error(`${commit} is not a commit of this repository`);
  const dir = path.join(tmpdir(), `launchlens-bench-rev-${sha.slice(0, 12)}`);
  if (fresh && existsSync(dir)) {
    spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: root, stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  }
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    const step = (what, command, args, env = baseEnv) => {
      console.log(`Revision ${commit}: ${what} in ${dir} …`);
      const run = spawnSync(command, args, {
        cwd: existsSync(dir) ? dir : root,
        env,
        stdio: ["ignore", "ignore", "inherit"],
      });
      if (run.status !== 0) throw new Error(`Revision ${commit}: ${what} failed`);
    };
    if (!existsSync(path.join(dir, "package.json"))) {
      spawnSync("git", ["worktree", "prune"], { cwd: root, stdio: "ignore" });
      step("git worktree add", "git", ["worktree", "add", "--detach", dir, sha]);
    }
    // npm install, not npm ci: the lock files of this period lack other platforms' optional packages, which npm ci refuses.
    if (!existsSync(path.join(dir, "node_modules", ".bin", "next")))
      step("npm install", "npm", ["install", "--no-audit", "--no-fund"]);
    // Built as this project builds itself for the benchmarks (ensureBuild): the same APP_URL, no database.
    step("next build", path.join(dir, "node_modules", ".bin", "next"), ["build"], {
      ...baseEnv,
      APP_URL: "http://localhost:3000",
    });
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "launchlens-bench-"));
  const server = spawn(
    ...pinned(path.join(dir, "node_modules", ".bin", "next"), ["start", "-p", String(port), "-H", "127.0.0.1"]),
    {
      cwd: dir,
      stdio: "ignore",
      env: { ...productionEnv(port, dataDir), ...extraEnv },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, 60_000);
  return {
    base,
    dir,
    pid: server.pid,
    stop() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What every benchmarked production server runs with: PGlite in its own folder, a fixed secret, its own address. */
function productionEnv(port, dataDir) {
  return {
    ...baseEnv,
    NODE_ENV: "production",
    PGLITE_DIR: path.join(dataDir, "pglite"),
    AUTH_SECRET: "bench-only-secret-not-for-production-0123456789",
    APP_URL: `http://127.0.0.1:${port}`,
  };
}

/**
 * Spawns the production server (server.mjs, as `npm start` runs it) with the given extra environment on a free port,
 * without waiting for it; returns its base URL, when it was spawned, and stop and crash functions.
 */
export async function launchApp(extraEnv = {}, { logFile } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "launchlens-bench-"));
  const spawnedAt = performance.now();
  const server = spawn(...pinned(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"]), {
    cwd: root,
    // With logFile, the server's JSON lines (one per request, with its own durationMs) and its standard error (what
    // Next itself reports, such as an uncaught exception) are kept there.
    stdio: logFile ? ["ignore", openSync(logFile, "a"), openSync(logFile, "a")] : "ignore",
    env: {
      ...productionEnv(port, dataDir),
      MAIL_MODE: "local",
      // The benchmarks sign up through the API and read the code from the outbox, which production opens only so.
      LOCAL_OUTBOX_PUBLIC: "1",
      // The simulated users are many clients on one machine: each names its address in X-Forwarded-For, as one proxy
      // of ours would (without it every one of them is 127.0.0.1, one client for the per-client limits).
      TRUST_PROXY: "1",
      ...extraEnv,
    },
  });
  return {
    base: `http://127.0.0.1:${port}`,
    spawnedAt,
    pid: server.pid,
    stop() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Kills the process at once (SIGKILL): a crash, for bench/faults.mjs. */
    crash() {
      server.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** launchApp(), then waits until the app is ready (database open and migrated). */
export async function startApp(extraEnv = {}, options = {}) {
  const app = await launchApp(extraEnv, options);
  // Generous: on a busy machine opening and migrating PGlite has taken over 30 s.
  await waitFor(`${app.base}/api/health?deep=1`, 120_000);
  return app;
}

/** Signs up through the API, verifies with the e-mailed code and starts the local trial; returns the session cookie. */
export async function subscriber(base) {
  return (await signUpThroughApi(base)).cookie;
}

/** The value after `--name` on the command line, else `fallback`. */
export function cliOption(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

/** Whether `--name` is on the command line. */
export const cliFlag = (name) => process.argv.includes(`--${name}`);

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A new, empty PostgreSQL database for one run ({ url, drop }), or null when the server at ADMIN_URL does not answer.
 */
export async function scratchDatabase(prefix) {
  const { default: postgres } = await import("postgres");
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch {
    await admin.end();
    return null;
  }
  const name = `${prefix}_${Date.now()}`;
  await admin.unsafe(`create database ${name}`);
  return {
    url: ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    /** The server processes serving this database's connections (a local PostgreSQL's, for cpuSecondsOf). */
    async backendPids() {
      return (await admin`select pid from pg_stat_activity where datname = ${name}`).map((row) => row.pid);
    },
    async drop() {
      await admin.unsafe(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

let clockTicks;
/** Clock ticks per second, the unit of /proc's CPU times (asked once, when first needed). */
const clockTicksPerSecond = () =>
  (clockTicks ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100);

/**
 * The CPU seconds (user and system) that the processes `pids` and all their descendants have used so far, from /proc
 * (`taskset` and `next start` run the server in a child); null where there is no /proc or a process is gone.
 */
export function cpuSecondsOf(pids) {
  let ticks = 0;
  const visit = (pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) visit(Number(child));
    }
  };
  try {
    for (const pid of pids) visit(pid);
    return ticks / clockTicksPerSecond();
  } catch {
    return null;
  }
}

/**
 * Headless Chromium for Lighthouse (chrome-launcher; { port, kill }), or an exit with the install hint when the
 * machine has none: checked before anything is built or started.
 */
export function lighthouseChrome() {
  const chromePath = findChromium();
  if (!chromePath) {
    console.error(chromiumMissing);
    process.exit(1);
  }
  return {
    async launch() {
      const chromeLauncher = await import("chrome-launcher");
      // Its debugging port from PORT_RANGE too, when the machine's users share out port ranges.
      const port = process.env.PORT_RANGE ? await freePort() : undefined;
      return chromeLauncher.launch({ chromePath, port, chromeFlags: ["--headless=new", ...chromiumArgs] });
    },
  };
}

/**
 * `--pin`: the servers under test get CPU 0 to themselves, and this script (the load generator) and anything else it
 * starts run on the other CPUs. On a machine where PostgreSQL and the load generator share the server's cores, this
 * measures the server rather than the contention. Re-runs the calling script under taskset and exits with its status;
 * returns without pinning (and says why) when there is one CPU or no taskset.
 */
export function pinWhenAsked() {
  if (!process.argv.includes("--pin") || process.env.BENCH_SERVER_CPU) return;
  const cpus = availableParallelism();
  if (cpus < 2 || spawnSync("taskset", ["-V"]).status !== 0) {
    console.log("--pin: needs two CPUs and taskset (util-linux); running unpinned.");
    return;
  }
  const rerun = spawnSync("taskset", ["-c", `1-${cpus - 1}`, process.execPath, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_SERVER_CPU: "0" },
  });
  process.exit(rerun.status ?? 1);
}

/** The q-quantile (0 to 1) of values sorted in ascending order; undefined when there are none. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * The server's own time (durationMs) for each request to `pathname`, in the order logged, from the JSON request lines
 * that launchApp's `logFile` collects: what the client's own event loop adds is not in it.
 */
export function serverDurations(logFiles, pathname) {
  return logFiles
    .flatMap((file) => readFileSync(file, "utf8").split("\n"))
    .filter((line) => line.includes(`"path":"${pathname}"`))
    .map((line) => JSON.parse(line).durationMs);
}

/** For a result's header: where the servers and the load generator ran under `--pin`, or "" when unpinned. */
export function pinningNote(loadGenerator) {
  const cpu = process.env.BENCH_SERVER_CPU;
  return cpu ? `; servers on CPU ${cpu}, ${loadGenerator} on the others` : "";
}

/** The command that starts a server: on its own CPU under `--pin` (see pinWhenAsked). */
function pinned(command, args) {
  const cpu = process.env.BENCH_SERVER_CPU;
  return cpu ? ["taskset", ["-c", cpu, command, ...args]] : [command, args];
}

/**
 * A local OpenAI-compatible chat-completions server for the benchmarks: `contentFor(body)` is the answer to a request,
 * sent whole, or streamed in 4-character tokens (`pace` ms apart, settable while it runs) when the request streams.
 */
export async function startFakeOpenAI(contentFor) {
  const { createServer } = await import("node:http");
  const port = await freePort();
  const fake = { port, pace: 0, close: () => server.close() };
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", async () => {
      const body = JSON.parse(raw);
      const content = contentFor(body);
      const base = { id: "bench", created: 0, model: body.model };
      if (!body.stream) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            ...base,
            object: "chat.completion",
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      const chunk = (delta, finish) =>
        `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.writeHead(200, { "content-type": "text/event-stream" });
      for (let offset = 0; offset < content.length; offset += 4) {
        response.write(chunk({ content: content.slice(offset, offset + 4) }, null));
        if (fake.pace) await new Promise((resolve) => setTimeout(resolve, fake.pace));
      }
      response.write(chunk({}, "stop"));
      response.end("data: [DONE]\n\n");
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return fake;
}

/**
 * A founder (signed up through the API, on the local trial) with a validated idea and a live pitch page drafted from
 * it, `page` overriding what is sent; returns the page and `call`, the founder's JSON calls.
 */
export async function livePitchPage(base, page = {}) {
  const { cookie } = await signUpThroughApi(base);
  const call = (path, method, body) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: body && JSON.stringify(body),
    }).then((response) => response.json());
  const validation = await call("/api/data/validate-idea", "POST", {
    userPrompt: "LeafLedger: a subscription app that tells houseplant owners when to water, using a photo of the soil.",
  });
  const { fields } = await call(`/api/data/pitch-pages/draft?idea_id=${validation.idea_id}`, "GET");
  const created = await call("/api/data/pitch-pages", "POST", {
    idea_id: validation.idea_id,
    target_percent: 4,
    due_date: "2099-12-31",
    ...page,
    fields: { ...fields, ...page.fields },
  });
  await call(`/api/data/pitch-pages/${created.id}`, "PATCH", { status: "live" });
  return { page: created, call };
}

/** A live problem survey (issue 46) on a new founder's idea, drafted by the server from its pain points. */
export async function liveSurvey(base, survey = {}) {
  const { cookie } = await signUpThroughApi(base);
  const call = (path, method, body) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: body && JSON.stringify(body),
    }).then((response) => response.json());
  const painPoints = await call("/api/data/create-report", "POST", {
    userPrompt: "LeafLedger: a subscription app that tells houseplant owners when to water, using a photo of the soil.",
  });
  const ideaId = painPoints.idea_id ?? painPoints.data?.idea_id;
  const { fields } = await call(`/api/data/surveys/draft?idea_id=${ideaId}`, "GET");
  const created = await call("/api/data/surveys", "POST", {
    idea_id: ideaId,
    ...survey,
    fields: { ...fields, ...survey.fields },
  });
  await call(`/api/data/surveys/${created.id}`, "PATCH", { status: "live" });
  return { survey: created, call };
}

/** The events of a text/event-stream answer as they arrive: `{ name, data }`, data parsed, `bytes` on the wire. */
export async function* streamedEvents(response) {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      yield { name, data: data === undefined ? undefined : JSON.parse(data), bytes: Buffer.byteLength(block) + 2 };
    }
  }
}
