import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium the tests and benchmarks drive: Playwright's own build when installed, else Debian's package.
 * Returns null when neither is there.
 */
export function findChromium() {
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright throws when its browser registry has no entry for this platform.
  }
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : null;
}

export const chromiumMissing =
  "No Chromium found: install Debian's package with `apt-get install -y chromium` (or `npx playwright install chromium`), then run `npm test` again.";

/** Flags for a root user on a machine with no outside network (docs/ARCHITECTURE.md, "Tests"). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
