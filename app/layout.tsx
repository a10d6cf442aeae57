import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { brand } from "@/lib/core/brand";
import { site } from "@/lib/core/site";
import { siteUrl } from "@/lib/server/site-url";
import "./globals.css";

// Self-hosted: no request to a font service at build or run time. Each family is two faces under one stack: a small
// file with the characters of English text (app/fonts, cut from the @fontsource Latin file by
// scripts/subset-fonts.sh), then the full Latin file, which a browser fetches only for a page that holds one of its
// other characters (its unicode-range is the Latin range less the small file's; written out twice, as next/font takes
// literals only, and checked by app/fonts/ranges.test.ts). The metric-adjusted fallback comes last, so nothing shifts
// when either face arrives.
//
// Not preloaded: Chrome holds the first paint of a page that preloads fonts until they arrive (or a timeout), so the
// first view waited for 57 KB of fonts and then laid the page out a second time before painting; Lighthouse's mobile
// simulation charged both to the LCP (the hero's paragraph, set in Inter). Without the preload the first paint uses
// the metric-adjusted fallback and each face swaps in when it arrives, with no shift (docs/ARCHITECTURE.md).
const interCore = localFont({
  src: "./fonts/inter-core.woff2",
  variable: "--font-inter-core",
  display: "swap",
  weight: "100 900",
  adjustFontFallback: false,
  preload: false,
});
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
  preload: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-001F,U+007F-009F,U+00A1-00A2,U+00A4-00A8,U+00AA,U+00AC-00AD,U+00AF-00B6,U+00B8-00BA,U+00BC-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2122,U+2191,U+2193,U+2215,U+FEFF,U+FFFD",
    },
  ],
});

// Headlines and figures. Only the weight axis: the optical-size axis would double the file for little gain.
const frauncesCore = localFont({
  src: "./fonts/fraunces-core.woff2",
  variable: "--font-fraunces-core",
  display: "swap",
  weight: "100 900",
  adjustFontFallback: false,
  preload: false,
});
const fraunces = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  display: "swap",
  weight: "100 900",
  adjustFontFallback: "Times New Roman",
  preload: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-001F,U+007F-009F,U+00A1-00A2,U+00A4-00A8,U+00AA,U+00AC-00AD,U+00AF-00B6,U+00B8-00BA,U+00BC-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2122,U+2191,U+2193,U+2215,U+FEFF,U+FFFD",
    },
  ],
});

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: site.name, template: `${site.name} %s` },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: "website", siteName: site.name, locale: "en_GB" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: brand.petrol,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-GB" className={[interCore, inter, frauncesCore, fraunces].map((font) => font.variable).join(" ")}>
      <body>{children}</body>
    </html>
  );
}
