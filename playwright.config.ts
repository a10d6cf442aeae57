import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumMissing, findChromium } from "./e2e/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
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
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: {
    // Serves the production build (building it first when there is none) on PGlite in a temporary folder.
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
