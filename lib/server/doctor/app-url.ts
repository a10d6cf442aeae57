import "server-only";
import type { Env } from "@/lib/server/env";
import { fail, pass, type CheckResult } from "./check";

const NAME = "APP_URL";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The public address: absolute, https in production (plain http only for a local address outside production), and
 * no path, query or fragment (the app builds every link as `new URL("/path", APP_URL)`, which drops a path).
 * `source` is the raw environment, to tell a set APP_URL from the fallback.
 */
export function checkAppUrl(env: Env, source: Record<string, string | undefined> = process.env): CheckResult {
  const url = new URL(env.APP_URL);
  const set = Boolean(source.APP_URL);
  const production = env.NODE_ENV === "production";
  const local = LOCAL_HOSTS.has(url.hostname);
  const example = "APP_URL=https://your-domain.com";

  if (url.pathname !== "/" || url.search || url.hash) {
    return fail(
      NAME,
      `${env.APP_URL} has a path, query or fragment; links are built from its origin, so they would leave it out`,
      `set APP_URL to the origin alone: ${url.origin}`,
    );
  }
  if (url.protocol === "http:" && production) {
    return fail(
      NAME,
      `${env.APP_URL} is plain http in production: cookies lose Secure and sign-in links go out unencrypted`,
      `set ${example} (http is for a local address outside production only)`,
    );
  }
  if (url.protocol === "http:" && !local) {
    return fail(NAME, `${env.APP_URL} is plain http on a public host`, `use https: APP_URL=https://${url.host}`);
  }
  if (!set && !production && local) {
    return pass(NAME, `unset: ${env.APP_URL}, the development default; set ${example} before deploying`);
  }
  if (production && local) {
    return fail(
      NAME,
      `${env.APP_URL} is a local address in production: links in e-mails and the sitemap would point at it`,
      `set ${example}`,
    );
  }
  return pass(NAME, `${url.origin}${set ? "" : " (the host's deployment URL)"}`);
}
