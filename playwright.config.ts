import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumMissing, findChromium } from "./e2e/browser.mjs";
import { ports } from "./e2e/ports";

const executablePath = findChromium();
if (!executablePath) throw new Error(chromiumMissing);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // scripts/test.mjs asks for a JSON summary too, to print one total for the whole run.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : [["list"]],
  // Two workers share this machine's two cores, and one axe-core run takes 1–3 s alone, several under load: journeys
  // with a few axe runs ran past 30 s in fresh-clone runs.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${ports.app}`,
    // A failed journey keeps its trace with a DOM snapshot per action; the screencast beside it cost every journey,
    // passing or not, a JPEG per frame.
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      // The production build (built first when there is none) on PGlite in a temporary folder, embedded defaults.
      command: `node scripts/e2e-server.mjs ${ports.app}`,
      url: `http://127.0.0.1:${ports.app}/api/health?deep=1`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // A stand-in for Google's OpenID Connect endpoints, and a second server configured to sign in with it.
      command: `node scripts/oauth-mock.mjs ${ports.oauth}`,
      url: `http://127.0.0.1:${ports.oauth}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/e2e-server.mjs ${ports.google} --google-issuer http://127.0.0.1:${ports.oauth}`,
      url: `http://127.0.0.1:${ports.google}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
