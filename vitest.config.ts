import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// One migrated database for the whole run (test/pglite-template.ts), named per run so two runs never share it.
const pgliteTemplate = path.join(os.tmpdir(), `launchlens-vitest-${process.pid}.tar`);
process.env.PGLITE_TEMPLATE_FILE = pgliteTemplate;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules outside Next's server bundle, where "server-only" is the empty module it is there.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**"],
    // Route handlers open the process database through getDb(): an in-memory PGlite per test file, a copy of the
    // run's migrated template.
    // TRUST_PROXY=1: test/api.ts's TestClient names its own address in X-Forwarded-For, as one proxy in front would.
    env: {
      TRUST_PROXY: "1",
      PGLITE_DIR: `memory:${pgliteTemplate}`,
      DATABASE_URL: "",
      NODE_ENV: "test",
      MAIL_MODE: "",
      RESEND_API_KEY: "",
      APP_URL: "http://localhost:3000",
      // The demo model streams without its on-screen pause; a test that needs a stream in flight sets its own.
      AI_DEMO_STREAM_MS: "0",
    },
    globalSetup: ["./test/pglite-template.ts"],
    setupFiles: ["./test/setup-database.ts"],
    // Vitest's default on two cores is one worker, which leaves a core idle while files start and wait on I/O.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
