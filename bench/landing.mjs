// Measures a public page as visitors get it: serves the production build (building it when there is none) and
// reports the bytes transferred and Lighthouse (mobile and desktop), the median of several runs, since one run of the
// simulated mobile LCP varies by several hundred ms on a busy machine. Targets: every Lighthouse category at 95 or
// more, JavaScript under 120 KB gzip. Run with `npm run bench:landing`; results go to bench/results/.
//   options: --path /examples/idea-validation (default /), --runs N (default 3)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, chromiumMissing, findChromium } from "../e2e/browser.mjs";
import { ensureBuild, root, startApp } from "./lib.mjs";

const targets = { score: 95, scriptKb: 120 };
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(option("runs", 3));
const PAGE = option("path", "/");

const chromePath = findChromium();
if (!chromePath) {
  console.error(chromiumMissing);
  process.exit(1);
}

ensureBuild();
const app = await startApp();
// localhost, not 127.0.0.1: the host a visitor's browser would use for a local server.
const url = new URL(PAGE, `${app.base.replace("127.0.0.1", "localhost")}/`).toString();

try {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
  try {
    const runs = {};
    for (const [name, config] of [["mobile", undefined], ["desktop", desktopConfig]]) {
      const each = [];
      for (let index = 0; index < RUNS; index++) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
          config,
        );
        each.push(summarise(result.lhr));
      }
      // The run with the median LCP stands for the page; the spread of LCP across runs goes beside it.
      each.sort((a, b) => a.lcpMs - b.lcpMs);
      runs[name] = { ...each[Math.floor(each.length / 2)], lcpRangeMs: [each[0].lcpMs, each.at(-1).lcpMs], runs: each.length };
    }
    report(runs);
    mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    const slug = PAGE === "/" ? "landing" : PAGE.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
    const file = path.join(root, "bench", "results", `${slug}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ url, targets, runs }, null, 2));
    console.log(`\nSaved ${path.relative(root, file)}`);
  } finally {
    await chrome.kill();
  }
} finally {
  app.stop();
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
    // Which element is the LCP and where its time goes (TTFB, load delay, load time, render delay): what to fix.
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items ?? null,
  };
}

function report(runs) {
  console.log(`\n${url}: median of ${RUNS} Lighthouse runs each (transfer sizes are gzip as served by next start)\n`);
  const rows = Object.entries(runs).map(([name, run]) => ({
    run: name,
    ...run.scores,
    "LCP ms": run.lcpMs,
    "LCP range": `${run.lcpRangeMs[0]}–${run.lcpRangeMs[1]}`,
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
