import type { MetadataRoute } from "next";
import { examples } from "@/lib/core/examples";
import { siteUrl } from "@/lib/server/site-url";

const publicPaths = ["/", "/examples", ...examples.map((example) => `/examples/${example.slug}`), "/privacy", "/terms"];

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPaths.map((path) => ({
    url: new URL(path, siteUrl()).toString(),
    changeFrequency: path === "/" ? ("weekly" as const) : ("yearly" as const),
    priority: path === "/" ? 1 : path.startsWith("/examples") ? 0.8 : 0.3,
  }));
}
