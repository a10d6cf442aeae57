// Measures a public page as visitors get it: serves the production build (building it when there is none) and
// reports the bytes transferred and Lighthouse (mobile and desktop), the median of several runs, since one run of the
// simulated mobile LCP varies by several hundred ms on a busy machine. Beside it, in the same run, the empty Next app of
// bench/baseline. Targets: 100 in every category, mobile LCP at most 1.2 s, JavaScript within 15 KB of the empty
// page's. Run with `npm run bench:landing`; results go to bench/results/.
//   options: --path /examples/idea-validation (default /), --runs N (default 3), --only mobile|desktop
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { cliOption, ensureBuild, lighthouseChrome, root, startApp, startBaseline } from "./lib.mjs";

const targets = { score: 100, mobileLcpMs: 1200, scriptOverBaselineKb: 15 };
const RUNS = Number(cliOption("runs", 3));
const PAGE = cliOption("path", "/");
const FORM_FACTORS = [
  ["mobile", undefined],
  ["desktop", desktopConfig],
].filter(([name]) => cliOption("only", name) === name);

const lighthouseBrowser = lighthouseChrome();

ensureBuild();
const app = await startApp();
const baseline = await startBaseline();
// localhost, not 127.0.0.1: the host a visitor's browser would use for a local server.
const local = (base) => base.replace("127.0.0.1", "localhost");
const pages = {
  [PAGE]: new URL(PAGE, `${local(app.base)}/`).toString(),
  "empty Next page": `${local(baseline.base)}/`,
};

try {
  const chrome = await lighthouseBrowser.launch();
  try {
    const runs = {};
    for (const [formFactor, config] of FORM_FACTORS) {
      const each = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
      // Interleaved, so that a busy moment of the machine falls on both pages alike.
      for (let index = 0; index < RUNS; index++) {
        for (const [name, url] of Object.entries(pages)) {
          const result = await lighthouse(
            url,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
            config,
          );
          each[name].push(summarise(result.lhr));
        }
      }
      // The run with the median LCP stands for the page; the spread of LCP across runs goes beside it.
      for (const [name, list] of Object.entries(each)) {
        list.sort((a, b) => a.lcpMs - b.lcpMs);
        runs[`${formFactor} ${name}`] = { ...list[Math.floor(list.length / 2)], lcpRangeMs: [list[0].lcpMs, list.at(-1).lcpMs], runs: list.length };
      }
    }
    report(runs);
    mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    const slug = PAGE === "/" ? "landing" : PAGE.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
    const file = path.join(root, "bench", "results", `${slug}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ pages, targets, runs }, null, 2));
    console.log(`\nSaved ${path.relative(root, file)}`);
  } finally {
    await chrome.kill();
  }
} finally {
  app.stop();
  baseline.stop();
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
  console.log(`\nMedian of ${RUNS} Lighthouse runs per page (transfer sizes are gzip as served by next start)\n`);
  console.table(
    Object.entries(runs).map(([name, run]) => ({
      page: name,
      ...run.scores,
      "LCP ms": run.lcpMs,
      "LCP range": `${run.lcpRangeMs[0]}–${run.lcpRangeMs[1]}`,
      "TBT ms": run.tbtMs,
      CLS: run.clsScore,
      "JS KB": run.scriptKb,
      "total KB": run.totalKb,
    })),
  );
  for (const [formFactor] of FORM_FACTORS) {
    const page = runs[`${formFactor} ${PAGE}`];
    const empty = runs[`${formFactor} empty Next page`];
    const misses = Object.entries(page.scores).filter(([, score]) => score < targets.score);
    if (misses.length) console.log(`${formFactor}: below ${targets.score}: ${misses.map(([id, s]) => `${id} ${s}`).join(", ")}`);
    const extraKb = page.scriptKb - empty.scriptKb;
    console.log(
      `${formFactor}: JavaScript ${page.scriptKb} KB, ${extraKb.toFixed(1)} KB over the empty page (target ≤ ${targets.scriptOverBaselineKb});` +
        ` LCP ${page.lcpMs} ms against the empty page's ${empty.lcpMs} ms` +
        (formFactor === "mobile" ? ` (target ≤ ${targets.mobileLcpMs})` : ""),
    );
    if (page.auditsBelow90.length) console.log(`${formFactor}: audits under 0.9: ${page.auditsBelow90.join(", ")}`);
  }
}
