import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { routeFiles } from "./route-files";

const ORIGIN = "http://localhost:3000";

describe("addresses that cannot be decoded", () => {
  it("reach the proxy under /api/auth (the [...nextauth] catch-all), and get a 400 with a message", async () => {
    for (const path of ["/api/auth/%ZZ", "/api/auth/callback/%ZZ", "/api/auth/%E0%A4%A", "/api/auth/signin/%"]) {
      expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(true);
      const answer = await proxy(new NextRequest(new URL(path, ORIGIN)));
      expect(answer.status, path).toBe(400);
      expect(await answer.json()).toEqual({ message: "The address of this request is not valid." });
    }
  });

  it("leave the ordinary auth calls, which carry bodies, alone", () => {
    for (const path of [
      "/api/auth/authenticate",
      "/api/auth/register",
      "/api/auth/callback/google",
      "/api/auth/session",
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(false);
    }
  });
});

describe("any address with a percent sign reaches the proxy, and one that does not decode gets a 400", () => {
  it("under /api, whatever the route (the catch-all included): JSON with a message", async () => {
    for (const path of ["/api/%ZZ", "/api/data/%ZZ", "/api/billing/%ZZ", "/api/x/%E0%A4%A", "/api/data/ideas/%ZZ"]) {
      expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(true);
      const answer = await proxy(new NextRequest(new URL(path, ORIGIN)));
      expect(answer.status, path).toBe(400);
      expect(await answer.json()).toEqual({ message: "The address of this request is not valid." });
    }
  });

  it("for a page, a file ending included: the 400 page, as HTML", async () => {
    for (const path of ["/share/%ZZ.txt", "/app/reports/%ZZ.pdf", "/app/ideas/%E0%A4%A.md", "/share/%ZZ"]) {
      expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(true);
      const answer = await proxy(new NextRequest(new URL(path, ORIGIN)));
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await answer.text()).toContain("This address is not valid");
    }
  });

  it("leaves files and API calls without one alone", () => {
    for (const path of ["/_next/static/chunks/app.js", "/favicon.ico", "/api/auth/register", "/api/health"])
      expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(false);
  });
});

describe("the proxy's list of dynamic API routes (its matcher, which Next.js reads as a literal)", () => {
  // Every route with a parameter in its address is in the list: Next decodes a parameter before the route runs, and one
  // that does not decode would be a bare 500. The optional catch-all [[...path]] answers any other address itself.
  const dynamic = routeFiles.filter((route) => route.dynamic && !route.path.startsWith("/api/{"));
  const undecodable = (address: string) => address.replace(/\{[^}]+\}/g, "%ZZ");

  it("finds the dynamic routes", () => {
    expect(dynamic.length).toBeGreaterThan(15);
  });

  it.each(dynamic.map((route) => route.path))(
    "%s with an undecodable parameter is answered 400 by the proxy",
    async (route) => {
      const address = undecodable(route);
      expect(unstable_doesMiddlewareMatch({ config, url: address }), address).toBe(true);
      const answer = await proxy(new NextRequest(new URL(address, ORIGIN)));
      expect(answer.status, address).toBe(400);
      expect(await answer.json()).toEqual({ message: "The address of this request is not valid." });
    },
  );

  it("names no API address that no route answers any more", () => {
    const sources = config.matcher.map((entry) => (typeof entry === "string" ? entry : entry.source));
    const apiPrefixes = sources
      .filter((source) => source.startsWith("/api/"))
      .map((source) => source.slice(0, source.indexOf(":")));
    const stale = apiPrefixes.filter((prefix) => !routeFiles.some((route) => route.path.startsWith(prefix)));
    expect(stale).toEqual([]);
  });
});
