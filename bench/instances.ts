// Two instances of the production server on one PostgreSQL database, Stripe billing against the stand-in of the
// tests: the rules that must hold across instances, each exercised on both at once.
//   - the same webhook delivered to both at once is applied once;
//   - the same refresh token presented to both at once: both answers keep the session, no family is revoked;
//   - login throttling counts attempts made on either instance;
//   - the daily AI quota counts generations made on either instance.
// Exits 1 when a check fails. Run with `npm run bench:instances` (tsx, to share the tests' Stripe stand-in).
import postgres from "postgres";
import { signUpThroughApi } from "../test/http-account.mjs";
import { signedDelivery, StripeStandIn } from "../test/stripe-standin";
import { ensureBuild, scratchDatabase, startApp } from "./lib.mjs";

const WEBHOOK_SECRET = "whsec_bench_instances";
const QUOTA = 4;

let failed = false;
function check(ok: boolean, text: string) {
  console.log(`${ok ? "ok  " : "FAIL"} ${text}`);
  if (!ok) failed = true;
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

ensureBuild();
const database = await scratchDatabase("bench_instances");
if (!database) {
  console.log("PostgreSQL does not answer at 127.0.0.1:5432: this check needs it.");
  process.exit(1);
}
const stripe = new StripeStandIn();
const stripeBase = await stripe.start();
const env = {
  DATABASE_URL: database.url,
  AI_DAILY_QUOTA: String(QUOTA),
  STRIPE_SECRET_KEY: "sk_test_standin",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: "price_pro_monthly",
  STRIPE_PRICE_YEARLY: "price_pro_yearly",
  STRIPE_API_BASE: stripeBase,
};
const [a, b] = [await startApp(env), await startApp(env)];
const both = [a.base, b.base] as string[];

try {
  // A verified account, signed up on A; its plan comes from the webhook below.
  const json = (base: string, extra: Record<string, string> = {}) => ({
    "content-type": "application/json",
    origin: base,
    ...extra,
  });
  const account = await signUpThroughApi(a.base, { trial: false });
  const email = account.email;
  let cookie = account.cookie;
  const me = await (await fetch(`${a.base}/api/auth/user`, { headers: { cookie } })).json();
  const userId = me.id ?? me.user?.id;

  // 1. The checkout's webhook, delivered to both instances at once.
  const subscriptionId = "sub_instances";
  const customer = "cus_instances";
  const now = Math.floor(Date.now() / 1000);
  stripe.setSubscription({
    id: subscriptionId,
    customer,
    status: "trialing",
    trialEnd: now + 7 * 86_400,
    periodEnd: now + 7 * 86_400,
    userId,
  });
  const event = signedDelivery(WEBHOOK_SECRET, "checkout.session.completed", {
    id: "cs_instances",
    object: "checkout.session",
    client_reference_id: userId,
    customer,
    subscription: subscriptionId,
  });
  const deliveries = await Promise.all(
    both.map(async (base) =>
      (
        await fetch(`${base}/api/billing/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": event.header },
          body: event.payload,
        })
      ).json(),
    ),
  );
  const outcomes = deliveries.map((delivery) => delivery.outcome).sort();
  check(
    JSON.stringify(outcomes) === JSON.stringify(["duplicate", "processed"]),
    `one webhook delivered to both instances at once: ${outcomes.join(" + ")}`,
  );
  const direct = postgres(database.url, { max: 1, onnotice: () => {} });
  const [{ events }] = await direct`select count(*)::int as events from processed_stripe_events where id = ${event.id}`;
  const [{ subscription_status: status }] = await direct`select subscription_status from users where id = ${userId}`;
  check(events === 1 && status === "trialing", `recorded once (${events}), and the plan applied (${status})`);

  // 2. The same refresh token on both instances at once.
  const refreshes = await Promise.all(
    both.map((base) =>
      fetch(`${base}/api/auth/refresh-access-token`, { method: "POST", headers: { cookie, origin: base } }),
    ),
  );
  check(
    refreshes.every((response) => response.status === 200),
    `one refresh token on both at once: ${refreshes.map((response) => response.status).join(" + ")}`,
  );
  const accessTokens = await Promise.all(refreshes.map(async (response) => (await response.json()).token as string));
  const usable = await Promise.all(
    accessTokens.flatMap((accessToken) =>
      both.map((base) =>
        fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } }).then((r) => r.status),
      ),
    ),
  );
  check(
    usable.every((status_) => status_ === 200),
    `both new access tokens work on both instances: ${usable.join(", ")}`,
  );
  cookie = cookiesOf(refreshes[0]!) || cookie;

  // 3. Login throttling: wrong passwords alternated between the instances, from one client address.
  const attempts: number[] = [];
  for (let attempt = 0; attempt < 7; attempt++) {
    const base = both[attempt % 2]!;
    const response = await fetch(`${base}/api/auth/authenticate`, {
      method: "POST",
      headers: json(base, { "x-forwarded-for": "10.9.9.9" }),
      body: JSON.stringify({ email, password: "wrong password 000" }),
    });
    attempts.push(response.status);
  }
  const firstRefusal = attempts.indexOf(429);
  check(
    firstRefusal === 5,
    `login attempts alternated between instances are counted together: ${attempts.join(" ")} (429 from the 6th)`,
  );

  // 4. The daily AI quota: generations alternated between the instances.
  const generations: number[] = [];
  for (let index = 0; index < QUOTA + 1; index++) {
    const base = both[index % 2]!;
    const response = await fetch(`${base}/api/data/validate-idea`, {
      method: "POST",
      headers: json(base, { cookie }),
      body: JSON.stringify({ userPrompt: "Meal kits for night-shift nurses, delivered before their shift." }),
    });
    generations.push(response.status);
  }
  check(
    generations.filter((s) => s === 200).length === QUOTA && generations.at(-1) === 429,
    `a quota of ${QUOTA} across both instances: ${generations.join(" ")}`,
  );
  await direct.end();
} finally {
  a.stop();
  b.stop();
  await stripe.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
process.exit(failed ? 1 : 0);
