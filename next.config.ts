import type { NextConfig } from "next";
import { apiSecurityHeaders, staticSecurityHeaders } from "./lib/core/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  // Migrations are read from disk when the server starts, and the PDF export reads Inter's WOFF files (the faces of
  // lib/reports/export/pdf.tsx), so hosts that trace files must ship them.
  outputFileTracingIncludes: {
    "/**": ["./db/migrations/**/*"],
    "/api/data/reports/[id]/export": ["./node_modules/@fontsource/inter/files/inter-*-{400,700}-{normal,italic}.woff"],
  },
  // Browsers ask for /favicon.ico on their own (a JSON answer opened as a page, a bookmark): the brand icon, not a 404.
  async redirects() {
    return [{ source: "/favicon.ico", destination: "/icon.svg", permanent: true }];
  },
  async headers() {
    return [
      { source: "/:path*", headers: staticSecurityHeaders({ production: process.env.NODE_ENV === "production" }) },
      // Pages get theirs, with a nonce, from proxy.ts.
      { source: "/api/:path*", headers: apiSecurityHeaders },
    ];
  },
};

export default nextConfig;
