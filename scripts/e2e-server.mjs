// Serves the production build for the Playwright journeys: the embedded defaults only, PGlite in a fresh temporary
// folder, a throwaway secret. Builds first when there is no build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const port = process.argv[2] ?? "3210";
// With --google-issuer URL, Google sign-in is configured against that OpenID stand-in.
const issuerFlag = process.argv.indexOf("--google-issuer");
const googleIssuer = issuerFlag > 0 ? process.argv[issuerFlag + 1] : undefined;
const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");

// Outside services are never used by the journeys, whatever the developer's shell has configured.
const serviceVariables = [
  "DATABASE_URL",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "RESEND_API_KEY",
  "MAIL_MODE",
  "LOCAL_OUTBOX_PUBLIC",
  "LOCAL_BILLING_CLOCK",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_YEARLY",
  "STRIPE_PAYMENT_LINK_MONTHLY",
  "STRIPE_PAYMENT_LINK_YEARLY",
  "STRIPE_PORTAL_LINK",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
for (const name of serviceVariables) delete env[name];

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  const build = spawnSync(next, ["build"], {
    cwd: root,
    env: { ...env, APP_URL: `http://127.0.0.1:${port}` },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A fresh database per run, in a folder of the project (git-ignored) that the next run wipes even if this one was
// killed before it could clean up.
const dataDir = path.join(root, ".e2e", `server-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The production server as `npm start` runs it.
const server = spawn(process.execPath, ["server.mjs", "-p", port, "-H", "127.0.0.1"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...env,
    NODE_ENV: "production",
    PGLITE_DIR: path.join(dataDir, "pglite"),
    // The demo model's pause between streamed pieces (12 ms in `npm run dev`): a report still builds up in pieces, and
    // six of the longest journeys ran in 1.7 min instead of 2.2 (E2E_DEMO_STREAM_MS=12 measures the old pace).
    AI_DEMO_STREAM_MS: process.env.E2E_DEMO_STREAM_MS ?? "2",
    AUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
    APP_URL: `http://127.0.0.1:${port}`,
    // The journeys read codes and links from the local outbox, which production opens only when told to.
    MAIL_MODE: "local",
    LOCAL_OUTBOX_PUBLIC: "1",
    // The journeys move the end of a local plan to now (POST /api/dev/billing/end-period) to see what follows it.
    LOCAL_BILLING_CLOCK: "1",
    // As behind one proxy of ours: a journey can play many clients by naming each in X-Forwarded-For; browsers, which
    // send none, are the TCP peer (127.0.0.1).
    TRUST_PROXY: "1",
    // The journeys send the experiment reminders through their cron call (e2e/reminders.spec.ts uses this value).
    CRON_SECRET: "e2e-only-cron-secret-0123456789",
    // A line per request would bury Playwright's own report; LOG_LEVEL=info shows them.
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    ...(googleIssuer
      ? { GOOGLE_CLIENT_ID: "e2e-client", GOOGLE_CLIENT_SECRET: "e2e-client-secret", GOOGLE_ISSUER: googleIssuer }
      : {}),
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
