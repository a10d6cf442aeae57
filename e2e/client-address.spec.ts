import http from "node:http";
import { expect, test } from "@playwright/test";
import { API_PASSWORD, signUpThroughApi } from "../test/http-account.mjs";
import { startProductionServer } from "./production-server";

// The per-client limits against clients that lie about their address, through the production server (server.mjs) in
// each TRUST_PROXY mode, each on its own port and database. Linux routes all of 127.0.0.0/8 to the loopback
// interface, so 127.0.0.2 and 127.0.0.3 are two real clients with their own TCP peer addresses.

const startServer = (env: Record<string, string>) => startProductionServer({ tag: "address", env });

/** A log-in sent from a chosen local address with exactly these headers. */
function login(
  base: string,
  email: string,
  password: string,
  { from = "127.0.0.1", headers = {} as Record<string, string> } = {},
) {
  const url = new URL("/api/auth/authenticate", base);
  const body = JSON.stringify({ email, password });
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          origin: base,
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Every header a client might use to claim an address, with a new made-up address each time. */
const forgedHeaders = (index: number, extra: Record<string, string> = {}) => ({
  "x-real-ip": `198.51.100.${index + 1}`,
  "x-forwarded-for": `203.0.113.${index + 1}`,
  "x-vercel-forwarded-for": `192.0.2.${index + 1}`,
  "x-launchlens-peer-address": `10.0.0.${index + 1}`,
  ...extra,
});

async function eightWrongPasswords(
  base: string,
  email: string,
  headersFor: (index: number) => Record<string, string>,
  from?: string,
) {
  const statuses = [];
  for (let index = 0; index < 8; index++)
    statuses.push(await login(base, email, `wrong password ${index}`, { from, headers: headersFor(index) }));
  return statuses;
}

test.describe("client addresses through server.mjs", () => {
  test.describe.configure({ timeout: 180_000 });

  test("TRUST_PROXY unset: only the TCP peer counts; forged headers change nothing, and two peers are two clients", async () => {
    const server = await startServer({});
    try {
      const { email } = await signUpThroughApi(server.base, { trial: false });
      // One client, a new made-up address in every header each time: the pair limit (five) still holds.
      expect(await eightWrongPasswords(server.base, email, (index) => forgedHeaders(index), "127.0.0.2")).toEqual([
        401, 401, 401, 401, 401, 429, 429, 429,
      ]);
      // Another real client is not held by the first one's limit.
      expect(await login(server.base, email, API_PASSWORD, { from: "127.0.0.3" })).toBe(200);

      // The shared-bucket lock-out: a script's 51 wrong log-ins (on many addresses) stop that script only. Browsers
      // that send no forwarding header are each their own client.
      const { email: victim } = await signUpThroughApi(server.base, { trial: false });
      const script = [];
      for (let index = 0; index < 51; index++)
        script.push(await login(server.base, `nobody.${index}@example.com`, "wrong password", { from: "127.0.0.4" }));
      expect(script.slice(0, 50).every((status) => status === 401)).toBe(true);
      expect(script[50]).toBe(429);
      expect(await login(server.base, victim, API_PASSWORD, { from: "127.0.0.5" })).toBe(200);
    } finally {
      server.stop();
    }
  });

  test("TRUST_PROXY=1: the last X-Forwarded-For entry counts; what the client wrote before it and X-Real-IP do not", async () => {
    const server = await startServer({ TRUST_PROXY: "1" });
    try {
      const { email } = await signUpThroughApi(server.base, { trial: false });
      // Our proxy appends the address it saw (203.0.113.50); the client's own entries come before it.
      const statuses = await eightWrongPasswords(server.base, email, (index) =>
        forgedHeaders(index, { "x-forwarded-for": `6.6.6.${index + 1}, 203.0.113.50` }),
      );
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      expect(await login(server.base, email, API_PASSWORD, { headers: { "x-forwarded-for": "203.0.113.50" } })).toBe(
        429,
      );
      expect(
        await login(server.base, email, API_PASSWORD, { headers: { "x-forwarded-for": "6.6.6.1, 203.0.113.51" } }),
      ).toBe(200);
    } finally {
      server.stop();
    }
  });

  test("TRUST_PROXY=vercel: Vercel's own header counts; X-Forwarded-For and X-Real-IP do not", async () => {
    const server = await startServer({ TRUST_PROXY: "vercel" });
    try {
      const { email } = await signUpThroughApi(server.base, {
        trial: false,
        headers: { "x-vercel-forwarded-for": "192.0.2.200" },
      });
      const statuses = await eightWrongPasswords(server.base, email, (index) =>
        forgedHeaders(index, { "x-vercel-forwarded-for": "192.0.2.50" }),
      );
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      expect(
        await login(server.base, email, API_PASSWORD, { headers: { "x-vercel-forwarded-for": "192.0.2.51" } }),
      ).toBe(200);
    } finally {
      server.stop();
    }
  });
});
