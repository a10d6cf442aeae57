// `npm test`: lint, typecheck, the Vitest suites, then the Playwright journeys against a fresh production build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { chromiumMissing, findChromium } from "../e2e/browser.mjs";
import { freePort } from "../test/http-account.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function step(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Steps that only read the tree (lint, format, typecheck), run at the same time: each one's output is printed whole
 * when it ends, in the order given; the run stops if any failed.
 */
async function checksAtOnce(checks) {
  const started = Date.now();
  console.log(`\n▶ ${checks.map(([title]) => title).join(", ")} (at once)`);
  const runs = checks.map(
    ([title, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (status) => resolve({ title, status, output, seconds: (Date.now() - started) / 1000 }));
      }),
  );
  const results = await Promise.all(runs);
  for (const { title, status, output, seconds } of results) {
    if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
    console.log(status === 0 ? `✔ ${title} (${seconds.toFixed(1)} s)` : `✖ ${title} failed`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

async function answers(url) {
  const client = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

// package.json's devDependency `node` puts Node 24 first on the PATH of every npm script, so `npm test` runs on it
// even where the machine's own Node is older; run directly with an older Node, say so rather than fail obscurely.
const nodeMajor = Number(process.versions.node.split(".")[0]);
console.log(`Node ${process.version}`);
if (nodeMajor < 22) {
  console.error(
    `✖ Node ${process.version} is too old: run \`npm test\` (it uses the project's Node 24) or install Node 24 (.nvmrc).`,
  );
  process.exit(1);
}

if (!findChromium()) {
  console.error(chromiumMissing);
  process.exit(1);
}

await checksAtOnce([
  ["lint", bin("eslint"), ["--max-warnings=0", "."]],
  ["format (Prettier: `npm run format` fixes it)", bin("prettier"), ["--check", "."]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
]);
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, ".test-reports");
mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, "vitest.json");
const playwrightJson = path.join(results, "playwright.json");

// The suites that open the process database name themselves here (test/setup-database.ts), for the PostgreSQL pass.
const databaseFiles = path.join(results, "database-suites.txt");
rmSync(databaseFiles, { force: true });
step(
  "unit and integration tests (Vitest)",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  { TEST_DATABASE_FILES: databaseFiles },
);
// The same suites again on PostgreSQL, production's database, whenever a server answers.
const postgresUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const vitestPostgresJson = path.join(results, "vitest-postgres.json");
let onPostgres = null;
if (await answers(postgresUrl)) {
  const suites = databaseSuites();
  step(
    `unit and integration tests on PostgreSQL (Vitest, the ${suites.length || "all"} suites that use a database)`,
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestPostgresJson}`, ...suites],
    { TEST_ON_POSTGRES: "1" },
  );
  onPostgres = JSON.parse(readFileSync(vitestPostgresJson, "utf8"));
} else if (process.env.REQUIRE_POSTGRES === "1") {
  console.error(`\n✖ PostgreSQL did not answer at ${new URL(postgresUrl).host}, and REQUIRE_POSTGRES=1 (CI) needs it.`);
  process.exit(1);
} else {
  console.log(`\n▷ PostgreSQL did not answer at ${new URL(postgresUrl).host}: the suites ran on PGlite only.`);
}

/**
 * The test files worth a second pass on PostgreSQL: those that opened the process database on PGlite, and those that
 * open a PostgreSQL server themselves (test/databases.ts). Pure unit tests would only repeat themselves. Empty (run
 * everything) if the first pass recorded nothing.
 */
function databaseSuites() {
  const recorded = existsSync(databaseFiles) ? readFileSync(databaseFiles, "utf8").split("\n").filter(Boolean) : [];
  if (recorded.length === 0) return [];
  const ownServer = spawnSync("git", ["grep", "-l", "-E", "openTestPostgres|postgresAdminUrl", "--", "*.test.ts"], {
    cwd: root,
    encoding: "utf8",
  })
    .stdout.split("\n")
    .filter(Boolean)
    .map((file) => path.join(root, file));
  return [...new Set([...recorded, ...ownServer])].map((file) => path.relative(root, file)).sort();
}

// The journeys run on the embedded defaults, so the build must not pick up a developer's DATABASE_URL either.
// APP_URL is the build's canonical origin; the journeys' servers set their own address at run time.
step("production build", bin("next"), ["build"], { DATABASE_URL: "", APP_URL: "http://localhost:3000" });
// Databases the journeys' servers left behind when a run was killed.
rmSync(path.join(root, ".e2e"), { recursive: true, force: true });
step("end-to-end journeys (Playwright)", bin("playwright"), ["test"], {
  E2E_PORT: String(await freePort()),
  E2E_GOOGLE_PORT: String(await freePort()),
  E2E_OAUTH_PORT: String(await freePort()),
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
});

const unitRuns = [JSON.parse(readFileSync(vitestJson, "utf8")), ...(onPostgres ? [onPostgres] : [])];
const e2e = JSON.parse(readFileSync(playwrightJson, "utf8")).stats;
const sum = (field) => unitRuns.reduce((total, run) => total + run[field], 0);
const passed = sum("numPassedTests") + e2e.expected + e2e.flaky;
const failed = sum("numFailedTests") + e2e.unexpected;
const skipped = sum("numPendingTests") + sum("numTodoTests") + e2e.skipped;
if (passed === 0) {
  console.error("✖ no test ran");
  process.exit(1);
}
console.log(
  `\nAll checks passed (Vitest on PGlite ${unitRuns[0].numPassedTests}, on PostgreSQL ${onPostgres?.numPassedTests ?? "not run"}, ` +
    `Playwright ${e2e.expected + e2e.flaky}).`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
