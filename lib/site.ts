import { getEnv } from "./env";

export const site = {
  name: "LaunchLens",
  tagline: "Validate your business idea before you build it",
  description:
    "LaunchLens turns a business idea into three AI reports: customer pain points and the market gap, a marketing " +
    "strategy you can start next week, and an honest idea validation with scores, a grade and a revenue estimate.",
  contactEmail: "hello@launchlens.app",
  legalUpdated: "30/01/2025",
} as const;

/** The public address of the site, for canonical links, OpenGraph, the sitemap and e-mails. */
export function siteUrl(): URL {
  return new URL(getEnv().APP_URL);
}
