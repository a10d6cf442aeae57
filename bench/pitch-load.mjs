// A bounded burst against one pitch page over loopback HTTP (issues 39 and 44): the production build (built when there
// is none), PGlite by default or `--database postgres` (a scratch database). 200 visitors (distinct addresses through
// the trusted proxy hop, TRUST_PROXY=1), each visiting twice at once from two sources, with 20 bots among them, and one
// address that sends 12 user agents at once (it adds 3 visitors, the most one network adds a day); then 60 of the
// visitors sign up at once, each sending the form of their own visit twice (a stamp is spent once), and 20 forms are
// sent by addresses that never visited. The counts must be exact: 203 unique visitors, 80 addresses listed, 60 sign-ups
// counted (one per counted visitor), nothing lost, nothing doubled, no 5xx. With `--variants` (issue 47) the page
// compares three prices: each visitor and sign-up must be counted on the price that visitor was shown.
//   node bench/pitch-load.mjs [--database postgres] [--variants]
import { cliFlag, cliOption, ensureBuild, livePitchPage, scratchDatabase, startApp } from "./lib.mjs";

const VISITORS = 200;
const BOTS = 20;
const SIGNUPS = 60;
const STRANGERS = 20;
const AGENTS = 12;
/** What one network adds to a page in a day (lib/server/measured/counting.ts VISITORS_PER_NETWORK_DAY). */
const PER_NETWORK = 3;
const PRICES = ["$9 a month", "$19 a month", "$29 a month"];
const withVariants = cliFlag("variants");
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

ensureBuild();
const scratch = cliOption("database", "pglite") === "postgres" ? await scratchDatabase("bench_pitch") : null;
const app = await startApp(scratch ? { DATABASE_URL: scratch.url } : {});
try {
  const { page, call } = await livePitchPage(app.base, {
    min_visitors: 100_000,
    ...(withVariants ? { fields: { variants: { kind: "price", texts: PRICES } } } : {}),
  });
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
    listed.data.length === expected.listed &&
    (!withVariants || onVariantsShown(served.variants, htmls));
  console.log(
    `${scratch ? "PostgreSQL" : "PGlite"}: ${visits.length} visits (${VISITORS} visitors twice at once, ${BOTS} bots, ` +
      `one address with ${AGENTS} user agents) in ${Math.round(visitMs)} ms, ${signups.length} sign-ups ` +
      `(${SIGNUPS} visitors' forms twice at once, ${STRANGERS} from addresses that never visited) in ` +
      `${Math.round(signupMs)} ms; statuses ${JSON.stringify(statuses)}; counted ${served.figure.visitors} visitors ` +
      `(${served.sources.map((s) => `${s.source} ${s.visitors}`).join(", ")}), ${served.figure.signups} sign-ups, ` +
      `${listed.data.length} listed` +
      (withVariants
        ? `; by price ${served.variants.shown.map((v) => `${v.text} ${v.visitors}/${v.signups}`).join(", ")}`
        : "") +
      `: ${exact ? "exact" : `NOT EXACT (expected ${JSON.stringify(expected)})`}`,
  );
  if (!exact || Object.keys(statuses).some((status) => Number(status) >= 500)) process.exitCode = 1;
} finally {
  app.stop();
  await scratch?.drop();
}

/**
 * Whether each price's counts are those of the visitors shown it: the 200 visitors' own (their page names the price),
 * up to the 3 the many-agent address adds, and exactly the sign-ups of the visitors shown it.
 */
function onVariantsShown(variants, htmls) {
  const shown = (index) => /<p class="price">([^<]*)<\/p>/.exec(htmls[index * 2])?.[1];
  const expected = (price, upTo) => Array.from({ length: upTo }, (_, i) => i).filter((i) => shown(i) === price).length;
  const extra = variants.shown.map((variant) => variant.visitors - expected(variant.text, VISITORS));
  return (
    variants.shown.every((variant) => variant.signups === expected(variant.text, SIGNUPS)) &&
    extra.every((added) => added >= 0 && added <= PER_NETWORK) &&
    extra.reduce((sum, added) => sum + added, 0) === PER_NETWORK
  );
}
