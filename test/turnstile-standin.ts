import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Cloudflare Turnstile's siteverify, speaking its documented protocol: a form POST of `secret`,
 * `response` and `remoteip`, answered `{ success, "error-codes" }`. It accepts one secret and one token:
 * `invalid-input-secret` for any other secret, `invalid-input-response` for any other token. Every form is kept.
 */
export class TurnstileStandIn {
  readonly forms: URLSearchParams[] = [];
  private server: Server | undefined;

  constructor(
    readonly secret = "turnstile-secret",
    readonly token = "good-token",
  ) {}

  /** Starts on a free loopback port; the URL to give TURNSTILE_VERIFY_URL. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const form = new URLSearchParams(body);
        this.forms.push(form);
        const errors =
          form.get("secret") !== this.secret
            ? ["invalid-input-secret"]
            : form.get("response") !== this.token
              ? ["invalid-input-response"]
              : [];
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ success: errors.length === 0, "error-codes": errors }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/siteverify`;
  }

  /** The environment that turns Turnstile on against this stand-in. */
  env(url: string): Record<string, string> {
    return { TURNSTILE_SECRET_KEY: this.secret, NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site-key", TURNSTILE_VERIFY_URL: url };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
