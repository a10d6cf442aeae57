export const site = {
  name: "LaunchLens",
  tagline: "Validate your business idea before you build it",
  description:
    "LaunchLens turns a business idea into three AI reports: customer pain points and the market gap, a marketing " +
    "strategy you can start next week, and an honest idea validation with scores, a grade and a revenue estimate.",
  contactEmail: "hello@launchlens.app",
  /** The Terms keep the original date (docs/ARCHITECTURE.md); the Privacy Policy changed when unsaved reports were kept (issue 11). */
  legalUpdated: "30/01/2025",
  privacyUpdated: "23/11/2026",
} as const;

/**
 * Metadata for a public page. A page's `openGraph` replaces the layout's whole object rather than merging with it,
 * so every page builds the complete set here.
 */
export function publicPageMetadata({ title, description, path }: { title: string; description: string; path: string }) {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website" as const,
      siteName: site.name,
      locale: "en_GB",
      url: path,
      title: title === "Home" ? `${site.name}: ${site.tagline}` : `${site.name} ${title}`,
      description,
      images: [{ url: "/opengraph-image", width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` }],
    },
  };
}
