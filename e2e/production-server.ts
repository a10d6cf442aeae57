import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "../test/http-account.mjs";

/**
 * The production server of `npm start` (server.mjs) on its own port and PGlite folder, with the embedded defaults
 * (local mail, no OpenAI, no Stripe), for journeys that need a server of their own: stopping it, or starting it in
 * another configuration, leaves the journeys' shared server alone. `env` adds or overrides variables.
 */
export async function startProductionServer({ tag, env = {} }: { tag: string; env?: Record<string, string> }) {
  const port = await freePort();
  const folder = mkdtempSync(path.join(tmpdir(), `launchlens-${tag}-`));
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: "",
    OPENAI_API_KEY: "",
    RESEND_API_KEY: "",
    STRIPE_SECRET_KEY: "",
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DIR: path.join(folder, "pglite"),
    AUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
    APP_URL: base,
    MAIL_MODE: "local",
    LOCAL_OUTBOX_PUBLIC: "1",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "",
    ...env,
  };
  delete childEnv.VERCEL;
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    stdio: ["ignore", "pipe", "pipe"],
    env: childEnv,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await expect(async () => expect((await fetch(`${base}/api/health?deep=1`)).status).toBe(200)).toPass({
    timeout: 90_000,
  });
  return {
    base,
    child,
    exited,
    folder,
    output: () => output,
    stop() {
      child.kill("SIGKILL");
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
