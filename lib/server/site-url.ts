import "server-only";
import { getEnv } from "./env";

/** The public address of the site, for canonical links, OpenGraph, the sitemap and e-mails. */
export function siteUrl(): URL {
  return new URL(getEnv().APP_URL);
}
