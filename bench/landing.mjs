// Measures the landing page as visitors get it: serves the production build (building it when there is none) and
// reports the bytes transferred for `/` and a Lighthouse run (mobile and desktop). Targets: every Lighthouse category
// at 95 or more, JavaScript for `/` under 120 KB gzip. Run with `npm run bench:landing`; results go to bench/results/.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, chromiumMissing, findChromium } from "../e2e/browser.mjs";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const targets = { score: 95, scriptKb: 120 };
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: "" };

const chromePath = findChromium();
if (!chromePath) {
  console.error(chromiumMissing);
  process.exit(1);
}

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.log("No production build yet: running next build …");
  const build = spawnSync(next, ["build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "launchlens-bench-"));
const server = spawn(next, ["start", "-p", String(port), "-H", "127.0.0.1"], {
  cwd: root,
  stdio: "ignore",
  env: {
    ...env,
    NODE_ENV: "production",
    PGLITE_DIR: path.join(dataDir, "pglite"),
    AUTH_SECRET: "bench-only-secret-not-for-production-0123456789",
  },
});
const url = `http://localhost:${port}/`;

try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
  try {
    const runs = {};
    for (const [name, config] of [["mobile", undefined], ["desktop", desktopConfig]]) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
        config,
      );
      runs[name] = summarise(result.lhr);
    }
    report(runs);
    mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    const file = path.join(root, "bench", "results", `landing-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ url, targets, runs }, null, 2));
    console.log(`\nSaved ${path.relative(root, file)}`);
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

function summarise(lhr) {
  const requests = lhr.audits["network-requests"].details.items;
  const bytes = (filter) => requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round(c.score * 100)]));
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  return {
    scores,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    clsScore: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    scriptKb: Number((bytes((item) => item.resourceType === "Script") / 1024).toFixed(1)),
    totalKb: Number((bytes(() => true) / 1024).toFixed(1)),
    requests: requests.length,
    auditsBelow90: failed,
  };
}

function report(runs) {
  console.log(`\nLanding page ${url} (transfer sizes are gzip as served by next start)\n`);
  const rows = Object.entries(runs).map(([name, run]) => ({
    run: name,
    ...run.scores,
    "LCP ms": run.lcpMs,
    "TBT ms": run.tbtMs,
    CLS: run.clsScore,
    "JS KB": run.scriptKb,
    "total KB": run.totalKb,
  }));
  console.table(rows);
  for (const [name, run] of Object.entries(runs)) {
    const misses = Object.entries(run.scores).filter(([, score]) => score < targets.score);
    if (misses.length) console.log(`${name}: below ${targets.score}: ${misses.map(([id, s]) => `${id} ${s}`).join(", ")}`);
    if (run.scriptKb >= targets.scriptKb) console.log(`${name}: JavaScript ${run.scriptKb} KB is over ${targets.scriptKb} KB`);
    if (run.auditsBelow90.length) console.log(`${name}: audits under 0.9: ${run.auditsBelow90.join(", ")}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

async function waitFor(address, timeoutMs = 30_000) {
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
