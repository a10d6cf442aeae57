// A problem survey's public page (issue 46) as a phone gets it, beside a pitch page in the same run: the production
// build (built when there is none) serving one of each made through the API, their weight (the HTML with its inline
// CSS; neither loads another file) and Lighthouse mobile in the four categories, indexable (the SEO category checks
// that search engines may crawl; the default, noindex, fails its is-crawlable audit by design).
//   node bench/survey-page.mjs
import lighthouse from "lighthouse";
import { ensureBuild, lighthouseChrome, livePitchPage, liveSurvey, startApp } from "./lib.mjs";

ensureBuild();
const app = await startApp();
const chrome = await lighthouseChrome().launch();
try {
  const { page } = await livePitchPage(app.base, { indexable: true });
  const { survey } = await liveSurvey(app.base, { indexable: true });
  const measure = async (label, path) => {
    const url = `${app.base}${path}`;
    const html = await fetch(url, { headers: { "user-agent": "bench" } }).then((response) => response.text());
    const files = [...html.matchAll(/<link|src=/g)].length;
    console.log(
      `${label} weight: ${Buffer.byteLength(html)} bytes of HTML with inline CSS, ${/<script/i.test(html) ? "with" : "no"} script, ${files} other files`,
    );
    await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const scores = Object.entries(lhr.categories).map(
      ([name, category]) => `${name} ${Math.round(category.score * 100)}`,
    );
    const lcp = Math.round(lhr.audits["largest-contentful-paint"].numericValue);
    const failed = Object.values(lhr.audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual",
    );
    console.log(
      `${label} mobile: ${scores.join(", ")}; LCP ${lcp} ms${failed.length ? `; below 1: ${failed.map((a) => a.id).join(", ")}` : ""}`,
    );
  };
  await measure("pitch page (baseline)", `/p/${page.slug}`);
  await measure("survey", `/p/${survey.slug}`);
} finally {
  await chrome.kill();
  app.stop();
}
