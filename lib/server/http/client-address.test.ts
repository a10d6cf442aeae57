import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "@/lib/server/env";
import { captureLog } from "@/test/log-capture";
import {
  addressFrom,
  clientAddress,
  DEVELOPMENT_ADDRESS,
  normalise,
  PEER_HEADER,
  PEER_HEADER_MARK,
} from "./client-address";

const headers = (values: Record<string, string>) => new Headers(values);
const request = (values: Record<string, string>) => new Request("http://localhost:3000/api/x", { headers: values });
const forged = {
  "x-real-ip": "203.0.113.66",
  "x-forwarded-for": "198.51.100.7",
  "x-vercel-forwarded-for": "192.0.2.99",
};

describe("clientAddress with TRUST_PROXY=0 (the default)", () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[PEER_HEADER_MARK];
  });

  it("believes no forwarding header: the peer server.mjs saw is the address", () => {
    expect(addressFrom(headers({ ...forged, [PEER_HEADER]: "10.1.2.3" }), 0, true)).toBe("10.1.2.3");
  });

  it("ignores a peer header that server.mjs did not set (next dev, another server)", () => {
    expect(addressFrom(headers({ ...forged, [PEER_HEADER]: "10.1.2.3" }), 0, false)).toBeUndefined();
    // Development: one honest loopback client rather than whatever a client claims.
    expect(
      clientAddress(request({ ...forged, [PEER_HEADER]: "10.1.2.3" }), { TRUST_PROXY: 0, NODE_ENV: "development" }),
    ).toBe(DEVELOPMENT_ADDRESS);
  });

  it("reads the peer header once server.mjs has published its mark", () => {
    (globalThis as Record<symbol, unknown>)[PEER_HEADER_MARK] = true;
    expect(
      clientAddress(request({ ...forged, [PEER_HEADER]: "::ffff:10.1.2.3" }), {
        TRUST_PROXY: 0,
        NODE_ENV: "production",
      }),
    ).toBe("10.1.2.3");
  });
});

describe("clientAddress with TRUST_PROXY=N", () => {
  it("takes the N-th X-Forwarded-For entry from the right; what the client wrote to its left is ignored", () => {
    const chain = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2", "x-real-ip": "6.6.6.7" });
    expect(addressFrom(chain, 1, false)).toBe("10.0.0.2");
    expect(addressFrom(chain, 2, false)).toBe("203.0.113.5");
  });

  it("ignores X-Real-IP, and with fewer entries than proxies takes the leftmost", () => {
    expect(addressFrom(headers({ "x-forwarded-for": "203.0.113.5", "x-real-ip": "6.6.6.7" }), 2, false)).toBe(
      "203.0.113.5",
    );
  });

  it("falls back to the peer when no proxy wrote X-Forwarded-For", () => {
    expect(addressFrom(headers({ "x-real-ip": "6.6.6.7", [PEER_HEADER]: "10.9.8.7" }), 1, true)).toBe("10.9.8.7");
  });
});

describe("TRUST_PROXY=N without a proxy in front", () => {
  it("is said once in the log when a request arrives without X-Forwarded-For, and not for requests that have it", () => {
    const log = captureLog();
    try {
      const env = { TRUST_PROXY: 1, NODE_ENV: "production" } as const;
      clientAddress(request({ "x-forwarded-for": "203.0.113.5" }), env);
      expect(log.lines().filter((line) => /TRUST_PROXY=1/.test(line.msg ?? ""))).toHaveLength(0);
      clientAddress(request({ [PEER_HEADER]: "10.9.8.7" }), env);
      clientAddress(request({}), env);
      const warnings = log.lines().filter((line) => /TRUST_PROXY=1, but a request arrived/.test(line.msg ?? ""));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe("warn");
    } finally {
      log.stop();
    }
  });
});

describe("clientAddress with TRUST_PROXY=vercel", () => {
  it("reads Vercel's own header, not X-Real-IP or X-Forwarded-For", () => {
    const sent = headers({
      "x-vercel-forwarded-for": "192.0.2.10",
      "x-forwarded-for": "6.6.6.6",
      "x-real-ip": "6.6.6.7",
    });
    expect(addressFrom(sent, "vercel", false)).toBe("192.0.2.10");
    expect(
      addressFrom(headers({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.7" }), "vercel", false),
    ).toBeUndefined();
  });
});

describe("normalise", () => {
  it("counts an IPv6 client by its /64, and strips ports, brackets, zones and the IPv4 mapping", () => {
    expect(normalise("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(normalise("2001:DB8:0000:0001:ffff:ffff:ffff:ffff")).toBe("2001:db8:0:1::/64");
    expect(normalise("[2001:db8::1]:443")).toBe("2001:db8:0:0::/64");
    expect(normalise("::1")).toBe("0:0:0:0::/64");
    expect(normalise("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normalise("203.0.113.9:5123")).toBe("203.0.113.9");
    expect(normalise("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalise("  ")).toBeUndefined();
  });
});

describe("TRUST_PROXY in the configuration", () => {
  const base = { NODE_ENV: "development" };
  it("defaults to 0, and to vercel on Vercel", () => {
    expect(loadEnv(base).TRUST_PROXY).toBe(0);
    expect(loadEnv({ ...base, VERCEL: "1" }).TRUST_PROXY).toBe("vercel");
    expect(loadEnv({ ...base, VERCEL: "1", TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ ...base, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("refuses anything else, naming the variable", () => {
    for (const value of ["true", "-1", "1.5", "loopback"]) {
      expect(() => loadEnv({ ...base, TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be 0, a number of proxies/,
      );
    }
  });
});
