import "server-only";
import { processGlobal } from "@/lib/server/process-global";
import { z } from "zod";
import { getEnv, type Env, type TrustProxy } from "@/lib/server/env";
import { log } from "@/lib/server/log";

/**
 * The header in which server.mjs hands the app the TCP peer's address. server.mjs deletes any copy a client sent
 * before setting it, and says so by publishing `PEER_HEADER_MARK` on globalThis (it runs in the same process as the
 * app), so that the header is believed only when server.mjs is the one that set it: under `next dev`, or any other
 * server, a client's copy of it is ignored like any other header.
 */
export const PEER_HEADER = "x-launchlens-peer-address";
export const PEER_HEADER_MARK = Symbol.for("launchlens.peerAddressHeader");
const peerHeaderMark = processGlobal<boolean>("launchlens.peerAddressHeader");

/** Where no address can be known honestly (`next dev`: development only), every caller is this one client. */
export const DEVELOPMENT_ADDRESS = "127.0.0.1";
/** Production without server.mjs and without TRUST_PROXY: nothing tells clients apart (logged once). */
export const UNKNOWN_ADDRESS = "unknown";

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/**
 * The caller's address for per-client throttling, from what can be trusted, following Express's `trust proxy`
 * (TRUST_PROXY):
 *
 * - 0 (the default): no forwarding header is believed. The address is the TCP peer's, which server.mjs passes in
 *   PEER_HEADER. Under `next dev` there is no trustworthy peer: every caller is DEVELOPMENT_ADDRESS.
 * - N: N proxies of ours stand in front, each appending the address it saw to X-Forwarded-For, so the N-th entry
 *   from the right is the one our outermost proxy saw; entries left of it are the client's own claims. With fewer
 *   entries, the leftmost (a request that skipped an outer proxy); with none, the TCP peer. X-Real-IP is ignored.
 * - `vercel`: the platform's own header, `x-vercel-forwarded-for` (Vercel sets it and overwrites any copy from
 *   outside; X-Forwarded-For and X-Real-IP carry the same address but a proxy in front of Vercel could rewrite them).
 *
 * IPv6 addresses count by their /64 (one household or server usually holds a whole /64, so the single addresses in it
 * are free to rotate), IPv4-mapped IPv6 addresses as IPv4.
 */
export function clientAddress(request: Request, env: Pick<Env, "TRUST_PROXY" | "NODE_ENV"> = getEnv()): string {
  if (typeof env.TRUST_PROXY === "number" && env.TRUST_PROXY > 0 && !request.headers.has("x-forwarded-for"))
    warnNoProxyOnce(env.TRUST_PROXY);
  const address = addressFrom(request.headers, env.TRUST_PROXY, peerHeaderTrusted());
  if (address) return address;
  if (env.NODE_ENV !== "production") return DEVELOPMENT_ADDRESS;
  warnUnknownOnce();
  return UNKNOWN_ADDRESS;
}

/** Whether server.mjs is serving this process (and so set PEER_HEADER itself). */
export function peerHeaderTrusted(): boolean {
  return peerHeaderMark.get() === true;
}

/** The address the trusted headers name, normalised; undefined when they name none. Exported for tests. */
export function addressFrom(headers: Headers, trust: TrustProxy, peerTrusted: boolean): string | undefined {
  const peer = peerTrusted ? headers.get(PEER_HEADER) : null;
  if (trust === "vercel") {
    return normalise(headers.get("x-vercel-forwarded-for")?.split(",")[0]) ?? normalise(peer ?? undefined);
  }
  if (trust > 0) {
    const hops = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (hops.length > 0) return normalise(hops[Math.max(0, hops.length - trust)]);
  }
  return normalise(peer ?? undefined);
}

/** One bucket per client: IPv4 as is, IPv6 by its /64, anything else (a misconfigured proxy's word) as written. */
export function normalise(raw: string | undefined): string | undefined {
  let value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  // "[2001:db8::1]:443" and "203.0.113.9:5123": some proxies append the port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, ""); // a zone index (fe80::1%eth0)
  const mapped = /^::ffff:([\d.]+)$/.exec(value);
  if (mapped && ipv4.safeParse(mapped[1]).success) return mapped[1];
  if (ipv4.safeParse(value).success) return value;
  if (ipv6.safeParse(value).success) return `${ipv6Prefix64(value)}::/64`;
  return value.slice(0, 64);
}

/** The first four groups of an IPv6 address, written without leading zeros. */
function ipv6Prefix64(address: string): string {
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::a.b.c.d) is two groups, and lies past the /64 anyway.
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailLength).fill("0"), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => (group.includes(".") ? "0" : group.replace(/^0+(?=.)/, "")))
    .join(":");
}

let warned = false;
function warnUnknownOnce(): void {
  if (warned) return;
  warned = true;
  log().warn(
    "launchlens: the client address is unknown, so every caller shares one per-client limit: serve with `npm start` " +
      "(server.mjs), or set TRUST_PROXY to the number of proxies in front (`vercel` on Vercel).",
  );
}

let warnedNoProxy = false;
/**
 * TRUST_PROXY=N promises N proxies that each append to X-Forwarded-For; a request without the header reached the app
 * without them. If none stands in front, a client writes the header itself and picks a fresh per-client limit with
 * every request (the per-account limits still hold): said once, for the operator.
 */
function warnNoProxyOnce(trust: number): void {
  if (warnedNoProxy) return;
  warnedNoProxy = true;
  log().warn(
    `launchlens: TRUST_PROXY=${trust}, but a request arrived without X-Forwarded-For. If no proxy of yours stands in ` +
      "front, unset TRUST_PROXY: otherwise a client writes that header itself and escapes the per-client limits.",
  );
}
