// A pitch page (issue 39) as a phone gets it: the production build (built when there is none) serving one page made
// through the API, its weight (the HTML with its inline CSS; it loads no other file) and Lighthouse mobile in the four
// categories, once with indexing on (the SEO category checks that search engines may crawl) and once with the default,
// noindex, which the SEO category's "is-crawlable" audit fails by design.
//   node bench/pitch-page.mjs
import lighthouse from "lighthouse";
import { ensureBuild, lighthouseChrome, livePitchPage, startApp } from "./lib.mjs";

ensureBuild();
const app = await startApp();
const chrome = await lighthouseChrome().launch();
try {
  const { page, call } = await livePitchPage(app.base, {
    fields: { link: "https://leafledger.example/" },
    indexable: true,
  });
  const url = `${app.base}/p/${page.slug}`;
  const html = await fetch(url, { headers: { "user-agent": "bench" } }).then((response) => response.text());
  console.log(
    `weight: ${Buffer.byteLength(html)} bytes of HTML with inline CSS, ${/<script/i.test(html) ? "with" : "no"} script, ${[...html.matchAll(/<link|src=/g)].length} other files`,
  );
  const run = async (label) => {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const scores = Object.entries(lhr.categories).map(
      ([name, category]) => `${name} ${Math.round(category.score * 100)}`,
    );
    const failed = Object.values(lhr.audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual",
    );
    console.log(
      `mobile, ${label}: ${scores.join(", ")}${failed.length ? `; below 1: ${failed.map((a) => a.id).join(", ")}` : ""}`,
    );
  };
  await run("warm-up");
  await run("indexable");
  await call(`/api/data/pitch-pages/${page.id}`, "PATCH", { indexable: false });
  await run("noindex (the default)");
} finally {
  await chrome.kill();
  app.stop();
}
