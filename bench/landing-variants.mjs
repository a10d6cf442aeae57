// Where a public page's mobile LCP and blocking time go, measured inside Lighthouse rather than guessed: the production
// server behind a local proxy that serves the page with one thing taken out (the web fonts, the scripts, the shadows,
// …), each variant run by Lighthouse (mobile) in turn, interleaved. Prints the simulated LCP, TBT (with the main
// thread's style-and-layout and script time) and performance score of each variant with the first paint Lighthouse
// observed in its unthrottled load, which decides what Lantern's simulation counts. The proxy gzips what it serves,
// as next start does, so the byte costs stay comparable.
//
//   npm run bench:landing-variants        options: --path / (default), --runs N (default 3), --only none,noscripts
import http from "node:http";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { cliOption, ensureBuild, freePort, lighthouseChrome, startApp } from "./lib.mjs";

const PAGE = cliOption("path", "/");
const RUNS = Number(cliOption("runs", 3));

const keep = (text) => text;
const withoutFontPreloads = (html) => html.replace(/<link rel="preload"[^>]*as="font"[^>]*\/>/g, "");
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"[^>]*\/>/g;
/** Each variant rewrites the HTML documents and the stylesheets it is served; `none` is the page as it is. */
const variants = {
  none: { html: keep, css: keep },
  "no web fonts": { html: withoutFontPreloads, css: (css) => css.replace(/@font-face\{[^}]*\}/g, "") },
  "fonts not preloaded": { html: withoutFontPreloads, css: keep },
  // The page's own stylesheets in <style> elements instead of requests, as Next's `experimental.inlineCss` serves them.
  "CSS inlined": {
    html: (html) =>
      html.replace(STYLESHEET_LINK, (tag, href) =>
        stylesheets.has(href) ? `<style>${stylesheets.get(href)}</style>` : tag,
      ),
    css: keep,
  },
  "no scripts": { html: (html) => html.replace(/<script[\s\S]*?<\/script>/g, ""), css: keep },
  // The script files only (and their preloads): the document and its inline payload stay.
  "no script files": {
    html: (html) => html.replace(/<script src=[^>]*><\/script>|<link rel="preload" as="script"[^>]*\/>/g, ""),
    css: keep,
  },
  "no inline SVG": { html: (html) => html.replace(/<svg[\s\S]*?<\/svg>/g, ""), css: keep },
  "no shadows": { html: keep, css: (css) => css.replace(/box-shadow:[^;}]*/g, "box-shadow:none") },
  "no bar animation": { html: keep, css: (css) => css.replace(/animation:[^;}]*factor-bar-in/g, "animation:none") },
  "no balanced text": { html: keep, css: (css) => css.replace(/text-wrap:(balance|pretty)/g, "text-wrap:wrap") },
};
const chosen = (cliOption("only", null)?.split(",") ?? Object.keys(variants)).filter((name) => variants[name]);

const lighthouseBrowser = lighthouseChrome();

ensureBuild();
const app = await startApp();
const upstream = new URL(app.base);
// Read before any variant is served (the `CSS inlined` variant looks them up).
const stylesheets = await stylesheetsOf(new URL(PAGE, app.base));
let serving = "none";

const proxy = http.createServer((request, response) => {
  const headers = { ...request.headers, host: upstream.host, "accept-encoding": "identity" };
  const forwarded = http.request(
    { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
    (answer) => {
      const type = answer.headers["content-type"] ?? "";
      const rewrite = type.includes("text/html")
        ? variants[serving].html
        : type.includes("text/css")
          ? variants[serving].css
          : keep;
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => {
        let body = Buffer.concat(chunks);
        if (rewrite !== keep) body = Buffer.from(rewrite(body.toString("utf8")));
        const out = { ...answer.headers };
        delete out["content-length"];
        delete out["transfer-encoding"];
        delete out.etag;
        if (/text|javascript|json|svg/.test(type) && /gzip/.test(request.headers["accept-encoding"] ?? "")) {
          body = gzipSync(body);
          out["content-encoding"] = "gzip";
        }
        response.writeHead(answer.statusCode, { ...out, "content-length": body.length });
        response.end(body);
      });
    },
  );
  request.pipe(forwarded);
});
const port = await freePort();
await new Promise((resolve) => proxy.listen(port, "127.0.0.1", resolve));

const results = Object.fromEntries(chosen.map((name) => [name, []]));
try {
  const chrome = await lighthouseBrowser.launch();
  try {
    // Thrown away: the first page a freshly started headless Chrome loads paints late (1.2–2.4 s) whatever it is.
    await lighthouse(`http://localhost:${port}${PAGE}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    for (let run = 0; run < RUNS; run++) {
      for (const name of chosen) {
        serving = name;
        const { lhr } = await lighthouse(`http://localhost:${port}${PAGE}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        const observed = lhr.audits.metrics.details.items[0];
        results[name].push({
          score: Math.round(lhr.categories.performance.score * 100),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
          tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
          // Where the main thread's time went (style and layout, script evaluation, parsing, …), as Lighthouse charges it.
          work: Object.fromEntries(
            lhr.audits["mainthread-work-breakdown"].details.items.map((item) => [
              item.group,
              Math.round(item.duration),
            ]),
          ),
          observedFirstPaintMs: observed.observedFirstContentfulPaint,
          observedLoadMs: observed.observedLoad,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  proxy.close();
  app.stop();
}

console.log(`\n${PAGE}, Lighthouse mobile, ${RUNS} interleaved runs per variant (the median, and every run)\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.table(
  Object.entries(results).map(([name, runs]) => ({
    variant: name,
    performance: median(runs.map((run) => run.score)),
    "LCP ms": median(runs.map((run) => run.lcpMs)),
    "LCP runs": runs.map((run) => run.lcpMs).join(" "),
    "TBT ms": median(runs.map((run) => run.tbtMs)),
    "style+layout ms": median(runs.map((run) => run.work.styleLayout ?? 0)),
    "script ms": median(runs.map((run) => (run.work.scriptEvaluation ?? 0) + (run.work.scriptParseCompile ?? 0))),
    "observed first paint ms": runs.map((run) => run.observedFirstPaintMs).join(" "),
  })),
);
process.exit(0);

/** The page's stylesheets by their href, read once (the `CSS inlined` variant serves them inside the HTML). */
async function stylesheetsOf(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  return new Map(
    await Promise.all(hrefs.map(async (href) => [href, await (await fetch(new URL(href, pageUrl))).text()])),
  );
}
