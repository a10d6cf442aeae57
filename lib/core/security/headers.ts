import { API_CONTENT_SECURITY_POLICY } from "./csp";

/** Static headers of every response (next.config.ts). The pages' Content-Security-Policy is set per request by proxy.ts. */
export function staticSecurityHeaders({ production }: { production: boolean }) {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    // Two years, subdomains included; browsers only heed it over HTTPS.
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

/** API answers are JSON or redirects, never documents: nothing may run or frame them. */
export const apiSecurityHeaders = [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }];
