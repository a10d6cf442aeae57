// A bounded burst against one pitch page over loopback HTTP (issues 39 and 44): the production build (built when there
// is none), PGlite by default or `--database postgres` (a scratch database). 200 visitors (distinct addresses through
// the trusted proxy hop, TRUST_PROXY=1), each visiting twice at once from two sources, with 20 bots among them, and one
// address that sends 12 user agents at once (it adds 3 visitors, the most one network adds a day); then 60 of the
// visitors sign up at once, each sending the form of their own visit twice (a stamp is spent once), and 20 forms are
// sent by addresses that never visited. The counts must be exact: 203 unique visitors, 80 addresses listed, 60 sign-ups
// counted (one per counted visitor), nothing lost, nothing doubled, no 5xx.
//   node bench/pitch-load.mjs [--database postgres]
import { cliOption, ensureBuild, livePitchPage, scratchDatabase, startApp } from "./lib.mjs";

const VISITORS = 200;
const BOTS = 20;
const SIGNUPS = 60;
const STRANGERS = 20;
const AGENTS = 12;
/** What one network adds to a page in a day (lib/server/measured/counting.ts VISITORS_PER_NETWORK_DAY). */
const PER_NETWORK = 3;
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

ensureBuild();
const scratch = cliOption("database", "pglite") === "postgres" ? await scratchDatabase("bench_pitch") : null;
const app = await startApp(scratch ? { DATABASE_URL: scratch.url } : {});
try {
  const { page, call } = await livePitchPage(app.base, { min_visitors: 100_000 });
  const address = (index) => `10.${Math.floor(index / 250)}.${index % 250}.1`;
  const visit = (from, agent = PHONE, source = "") =>
    fetch(`${app.base}/p/${page.slug}${source && `?utm_source=${source}`}`, {
      headers: { "x-forwarded-for": from, "user-agent": agent },
    });

  const started = performance.now();
  const visits = [];
  for (let index = 0; index < VISITORS; index++) {
    for (const source of ["ads", "newsletter"]) visits.push(visit(address(index), PHONE, source));
  }
  for (let index = 0; index < BOTS; index++)
    visits.push(visit(address(1000 + index), "Mozilla/5.0 (compatible; bingbot/2.0)"));
  for (let index = 0; index < AGENTS; index++) visits.push(visit("192.0.2.44", PHONE.replace("14;", `1${index};`)));
  const visitAnswers = await Promise.all(visits);
  const htmls = await Promise.all(visitAnswers.map((answer) => answer.text()));
  const visitMs = performance.now() - started;
  // Each visitor's own form: the stamp of their first page (both of their pages carry one; either is theirs).
  const stampOf = (index) => /name="t" value="([^"]+)"/.exec(htmls[index * 2])[1];
  await new Promise((resolve) => setTimeout(resolve, 2_100));

  const post = (from, email, stamp) =>
    fetch(`${app.base}/api/p/${page.slug}/signup`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "x-forwarded-for": from,
        "user-agent": PHONE,
        origin: app.base,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ email, t: stamp, s: "ads" }).toString(),
    });
  const signupStarted = performance.now();
  const signups = await Promise.all([
    ...Array.from({ length: SIGNUPS * 2 }, (_, i) =>
      post(address(i % SIGNUPS), `load${i % SIGNUPS}@example.com`, stampOf(i % SIGNUPS)),
    ),
    // Forms posted from addresses that never visited, each with a page of its own fetched for the stamp.
    ...Array.from({ length: STRANGERS }, (_, i) =>
      post(address(3000 + i), `stranger${i}@example.com`, stampOf(100 + i)),
    ),
  ]);
  const signupMs = performance.now() - signupStarted;
  const statuses = [...visitAnswers, ...signups].reduce((counts, answer) => {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }, {});
  const served = await call(`/api/data/pitch-pages/${page.id}`, "GET");
  const listed = await call(`/api/data/pitch-pages/${page.id}/signups`, "GET");
  const expected = { visitors: VISITORS + PER_NETWORK, counted: SIGNUPS, listed: SIGNUPS + STRANGERS };
  const exact =
    served.figure.visitors === expected.visitors &&
    served.figure.signups === expected.counted &&
    listed.data.length === expected.listed;
  console.log(
    `${scratch ? "PostgreSQL" : "PGlite"}: ${visits.length} visits (${VISITORS} visitors twice at once, ${BOTS} bots, ` +
      `one address with ${AGENTS} user agents) in ${Math.round(visitMs)} ms, ${signups.length} sign-ups ` +
      `(${SIGNUPS} visitors' forms twice at once, ${STRANGERS} from addresses that never visited) in ` +
      `${Math.round(signupMs)} ms; statuses ${JSON.stringify(statuses)}; counted ${served.figure.visitors} visitors ` +
      `(${served.sources.map((s) => `${s.source} ${s.visitors}`).join(", ")}), ${served.figure.signups} sign-ups, ` +
      `${listed.data.length} listed: ${exact ? "exact" : `NOT EXACT (expected ${JSON.stringify(expected)})`}`,
  );
  if (!exact || Object.keys(statuses).some((status) => Number(status) >= 500)) process.exitCode = 1;
} finally {
  app.stop();
  await scratch?.drop();
}
