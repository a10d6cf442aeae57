// A bounded burst against one pitch page over loopback HTTP (issue 39): the production build (built when there is
// none), PGlite by default or `--database postgres` (a scratch database). 200 visitors (distinct addresses through the
// trusted proxy hop, TRUST_PROXY=1), each visiting twice at once from two sources, with 20 bots among them; then 120
// sign-ups at once, 60 addresses each sent twice, from 120 clients. The counts must be exact: 200 unique visitors,
// 60 sign-ups, nothing lost, nothing doubled, no 5xx.
//   node bench/pitch-load.mjs [--database postgres]
import { cliOption, ensureBuild, livePitchPage, scratchDatabase, startApp } from "./lib.mjs";

const VISITORS = 200;
const BOTS = 20;
const SIGNUPS = 60;
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

ensureBuild();
const scratch = cliOption("database", "pglite") === "postgres" ? await scratchDatabase("bench_pitch") : null;
const app = await startApp(scratch ? { DATABASE_URL: scratch.url } : {});
try {
  const { page, call } = await livePitchPage(app.base, { min_visitors: 100_000 });
  const address = (index) => `10.${Math.floor(index / 250)}.${index % 250}.1`;

  const started = performance.now();
  const visits = [];
  for (let index = 0; index < VISITORS; index++) {
    for (const source of ["ads", "newsletter"]) {
      visits.push(
        fetch(`${app.base}/p/${page.slug}?utm_source=${source}`, {
          headers: { "x-forwarded-for": address(index), "user-agent": PHONE },
        }),
      );
    }
  }
  for (let index = 0; index < BOTS; index++) {
    visits.push(
      fetch(`${app.base}/p/${page.slug}`, {
        headers: { "x-forwarded-for": address(1000 + index), "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" },
      }),
    );
  }
  const visitAnswers = await Promise.all(visits);
  const htmls = await Promise.all(visitAnswers.map((answer) => answer.text()));
  const visitMs = performance.now() - started;
  const stamp = /name="t" value="([^"]+)"/.exec(htmls[0])[1];
  await new Promise((resolve) => setTimeout(resolve, 2_100));

  const signupStarted = performance.now();
  const signups = await Promise.all(
    Array.from({ length: SIGNUPS * 2 }, (_, index) =>
      fetch(`${app.base}/api/p/${page.slug}/signup`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "x-forwarded-for": address(2000 + index),
          "user-agent": PHONE,
          origin: app.base,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ email: `load${index % SIGNUPS}@example.com`, t: stamp, s: "ads" }).toString(),
      }),
    ),
  );
  const signupMs = performance.now() - signupStarted;
  const statuses = [...visitAnswers, ...signups].reduce((counts, answer) => {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }, {});
  const served = await call(`/api/data/pitch-pages/${page.id}`, "GET");
  const listed = await call(`/api/data/pitch-pages/${page.id}/signups`, "GET");
  const exact =
    served.figure.visitors === VISITORS && served.figure.signups === SIGNUPS && listed.data.length === SIGNUPS;
  console.log(
    `${scratch ? "PostgreSQL" : "PGlite"}: ${visits.length} visits (${VISITORS} visitors twice at once, ${BOTS} bots) in ` +
      `${Math.round(visitMs)} ms, ${signups.length} sign-ups (${SIGNUPS} addresses twice at once) in ${Math.round(signupMs)} ms; ` +
      `statuses ${JSON.stringify(statuses)}; counted ${served.figure.visitors} visitors ` +
      `(${served.sources.map((s) => `${s.source} ${s.visitors}`).join(", ")}), ${served.figure.signups} sign-ups, ` +
      `${listed.data.length} rows: ${exact ? "exact" : "NOT EXACT"}`,
  );
  if (!exact || Object.keys(statuses).some((status) => Number(status) >= 500)) process.exitCode = 1;
} finally {
  app.stop();
  await scratch?.drop();
}
