// Measures public pages as visitors get them, side by side in one run: the production build (built when there is
// none) serving the landing and an example page, the same pages of an earlier revision (default ecfb4d2, the last before
// the brand: built once in a temporary git worktree, see startRevision in lib.mjs), and the empty Next app of
// bench/baseline, the framework's floor. Lighthouse mobile and desktop, interleaved, after one thrown-away run (the
// first page a freshly started headless Chrome loads paints late, 1.2–2.4 s, whatever the page), the median of
// several runs, since one run of the simulated mobile LCP varies by several hundred ms on a busy machine.
//
// Beside Lighthouse's simulated figures it prints the ones it observed in its own unthrottled load (first paint and
// LCP): Lantern charges every request and CPU task that came before the observed paint, so they say why a simulated
// figure moved.
//
// Goal (issue 23): mobile performance ≥ 98 on every page of today, LCP and TBT no worse than the earlier revision's
// in the same run; 100 in the other categories and on desktop. Results go to bench/results/ (JSON, with the LCP
// element and its phases).
//   npm run bench:landing   options: --path /,/examples/idea-validation (the pages of today, comma-separated),
//                           --revision ecfb4d2 (or none), --fresh-revision (rebuild its worktree), --runs N (default 3),
//                           --only mobile|desktop, --compare name=URL (repeatable: a page served by something already
//                           running, e.g. another project's landing, measured in the same interleaved runs)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { cliOption, ensureBuild, lighthouseChrome, root, startApp, startBaseline, startRevision } from "./lib.mjs";

const goals = { mobilePerformance: 98, otherScores: 100 };
const RUNS = Number(cliOption("runs", 3));
const PATHS = cliOption("path", "/,/examples/idea-validation").split(",");
const REVISION = cliOption("revision", "ecfb4d2");
// Outside pages, already running (this script starts and builds nothing for them): `--compare name=URL`, repeatable.
const COMPARE = process.argv
  .flatMap((arg, index) => (arg === "--compare" ? [process.argv[index + 1] ?? ""] : []))
  .map((given) => {
    const at = given.indexOf("=");
    if (at < 1 || !URL.canParse(given.slice(at + 1))) throw new Error(`--compare wants name=URL, not "${given}"`);
    return [given.slice(0, at), given.slice(at + 1)];
  });
const FORM_FACTORS = [
  ["mobile", undefined],
  ["desktop", desktopConfig],
].filter(([name]) => cliOption("only", name) === name);

const lighthouseBrowser = lighthouseChrome();

ensureBuild();
const servers = [];
try {
  const app = await startApp();
  servers.push(app);
  const baseline = await startBaseline();
  servers.push(baseline);
  const revision =
    REVISION === "none" ? null : await startRevision(REVISION, { fresh: process.argv.includes("--fresh-revision") });
  if (revision) servers.push(revision);

  // localhost, not 127.0.0.1: the host a visitor's browser would use for a local server.
  const local = (base) => base.replace("127.0.0.1", "localhost");
  const pages = Object.fromEntries(PATHS.map((page) => [page, new URL(page, `${local(app.base)}/`).toString()]));
  // The revision serves the same paths: each page is read against its own earlier self.
  if (revision)
    for (const page of PATHS) pages[`${REVISION} ${page}`] = new URL(page, `${local(revision.base)}/`).toString();
  pages["empty Next page"] = `${local(baseline.base)}/`;
  for (const [name, url] of COMPARE) {
    if (!(await fetch(url).catch(() => null))?.ok) throw new Error(`--compare ${name}: ${url} does not answer 200`);
    pages[name] = url;
  }
  const ours = (name) => PATHS.includes(name);

  const chrome = await lighthouseBrowser.launch();
  try {
    const runs = {};
    for (const [formFactor, config] of FORM_FACTORS) {
      const run = (url) =>
        lighthouse(
          url,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          },
          config,
        );
      // Thrown away: the first load of a fresh browser (and of a form factor) paints late whatever the page.
      await run(Object.values(pages)[0]);
      const each = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
      // Interleaved, so that a busy moment of the machine falls on every page alike.
      for (let index = 0; index < RUNS; index++) {
        for (const [name, url] of Object.entries(pages)) each[name].push(summarise((await run(url)).lhr));
      }
      for (const [name, list] of Object.entries(each)) runs[`${formFactor} ${name}`] = medianOf(list);
    }
    report(runs, { ours, revisionOf: revision ? (name) => `${REVISION} ${name}` : null });
    mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    const file = path.join(root, "bench", "results", `landing-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ pages, goals, runs }, null, 2));
    console.log(`\nSaved ${path.relative(root, file)}`);
  } finally {
    await chrome.kill();
  }
} finally {
  for (const server of servers) server.stop();
}

function summarise(lhr) {
  const requests = lhr.audits["network-requests"].details.items;
  const bytes = (filter) => requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round(c.score * 100)]));
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  // What Lighthouse saw in its own load, unthrottled: the simulation starts from these.
  const observed = lhr.audits.metrics.details.items[0];
  return {
    scores,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    observedFcpMs: observed.observedFirstContentfulPaint,
    observedLcpMs: observed.observedLargestContentfulPaint,
    clsScore: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    scriptKb: Number((bytes((item) => item.resourceType === "Script") / 1024).toFixed(1)),
    totalKb: Number((bytes(() => true) / 1024).toFixed(1)),
    requests: requests.length,
    auditsBelow90: failed,
    // Which element is the LCP and where its time goes (TTFB, load delay, load time, render delay): what to fix.
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items ?? null,
  };
}

/** Each figure's median over the runs (so the scores, LCP and TBT may come from different runs), and the LCP spread. */
function medianOf(list) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const figure = (key) => median(list.map((run) => run[key]));
  const byLcp = [...list].sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = byLcp[Math.floor(byLcp.length / 2)];
  return {
    scores: Object.fromEntries(
      Object.keys(list[0].scores).map((id) => [id, median(list.map((run) => run.scores[id]))]),
    ),
    ...Object.fromEntries(
      ["lcpMs", "fcpMs", "tbtMs", "observedFcpMs", "observedLcpMs", "clsScore", "scriptKb", "totalKb", "requests"].map(
        (key) => [key, figure(key)],
      ),
    ),
    lcpRangeMs: [byLcp[0].lcpMs, byLcp.at(-1).lcpMs],
    runs: list.length,
    every: list.map(({ scores, lcpMs, tbtMs, observedFcpMs, observedLcpMs }) => ({
      performance: scores.performance,
      lcpMs,
      tbtMs,
      observedFcpMs,
      observedLcpMs,
    })),
    // The median-LCP run's failing audits and LCP element.
    auditsBelow90: middle.auditsBelow90,
    lcpElement: middle.lcpElement,
  };
}

function report(runs, { ours, revisionOf }) {
  console.log(
    `\nMedians of ${RUNS} interleaved Lighthouse runs per page (transfer sizes are gzip as served by next start)\n`,
  );
  console.table(
    Object.entries(runs).map(([name, run]) => ({
      page: name,
      perf: run.scores.performance,
      a11y: run.scores.accessibility,
      bp: run.scores["best-practices"],
      seo: run.scores.seo,
      "LCP ms": run.lcpMs,
      "LCP range": `${run.lcpRangeMs[0]}–${run.lcpRangeMs[1]}`,
      "TBT ms": run.tbtMs,
      "seen FCP": run.observedFcpMs,
      "seen LCP": run.observedLcpMs,
      CLS: run.clsScore,
      "JS KB": run.scriptKb,
      "total KB": run.totalKb,
    })),
  );
  console.log("(LCP and TBT simulated, as scored; 'seen' = observed by Lighthouse in its unthrottled load, ms.)\n");
  for (const [key, run] of Object.entries(runs)) {
    const [formFactor, ...rest] = key.split(" ");
    const name = rest.join(" ");
    if (!ours(name)) continue;
    const misses = Object.entries(run.scores).filter(([id, score]) =>
      formFactor === "mobile" && id === "performance" ? score < goals.mobilePerformance : score < goals.otherScores,
    );
    const revisionName = revisionOf?.(name);
    const then = revisionName ? runs[`${formFactor} ${revisionName}`] : null;
    const against = then
      ? `; LCP ${run.lcpMs} ms against ${then.lcpMs} (${revisionName})${run.lcpMs > then.lcpMs ? " WORSE" : ""}, TBT ${run.tbtMs} ms against ${then.tbtMs}${run.tbtMs > then.tbtMs ? " WORSE" : ""}`
      : "";
    console.log(
      `${key}: ${misses.length ? `below goal: ${misses.map(([id, s]) => `${id} ${s}`).join(", ")}` : "scores met"}${against}`,
    );
    if (run.auditsBelow90.length) console.log(`  audits under 0.9: ${run.auditsBelow90.join(", ")}`);
  }
}
