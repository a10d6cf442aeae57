// Cold start: from spawning the production server to its first answers, on an empty database (PGlite in a new folder,
// and a new PostgreSQL database), beside the empty Next app of bench/baseline in the same run. Prints, per server,
// when `/` (prerendered) first answered 200 and when /api/health?deep=1 did (database open and migrated).
//
//   npm run bench:startup            options: --runs N (default 3; medians)
import { cliOption, ensureBuild, launchApp, scratchDatabase, startBaseline } from "./lib.mjs";

const RUNS = Number(cliOption("runs", 3));

ensureBuild();

/** Polls every 10 ms; the milliseconds from `since` to the first 200. */
async function firstAnswer(url, since, timeoutMs = 60_000) {
  while (performance.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = {
  "empty Next app": { page: [], ready: [] },
  "PGlite, new folder": { page: [], ready: [] },
  "PostgreSQL, new database": { page: [], ready: [] },
};

for (let run = 0; run < RUNS; run++) {
  const baseline = await startBaseline({ wait: false });
  results["empty Next app"].page.push(await firstAnswer(`${baseline.base}/`, baseline.spawnedAt));
  baseline.stop();

  const pglite = await launchApp();
  const pgliteTimes = await Promise.all([
    firstAnswer(`${pglite.base}/`, pglite.spawnedAt),
    firstAnswer(`${pglite.base}/api/health?deep=1`, pglite.spawnedAt),
  ]);
  results["PGlite, new folder"].page.push(pgliteTimes[0]);
  results["PGlite, new folder"].ready.push(pgliteTimes[1]);
  pglite.stop();

  const database = await scratchDatabase("bench_startup");
  if (database) {
    const app = await launchApp({ DATABASE_URL: database.url });
    const times = await Promise.all([
      firstAnswer(`${app.base}/`, app.spawnedAt),
      firstAnswer(`${app.base}/api/health?deep=1`, app.spawnedAt),
    ]);
    results["PostgreSQL, new database"].page.push(times[0]);
    results["PostgreSQL, new database"].ready.push(times[1]);
    app.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

console.log(`\nCold start, median of ${RUNS} (ms from spawn): first 200 of / and of /api/health?deep=1`);
for (const [name, times] of Object.entries(results)) {
  if (!times.page.length) continue;
  const ready = times.ready.length ? median(times.ready).toFixed(0) : "-";
  console.log(
    `${name.padEnd(28)} ${median(times.page).toFixed(0).padStart(6)} ${ready.padStart(6)}   (runs: ${times.page.map((t) => t.toFixed(0)).join(", ")} / ${times.ready.map((t) => t.toFixed(0)).join(", ")})`,
  );
}
