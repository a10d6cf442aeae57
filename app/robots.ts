import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/server/site-url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/app/", "/api/", "/dev/"] },
    sitemap: new URL("/sitemap.xml", siteUrl()).toString(),
  };
}
