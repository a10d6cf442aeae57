import { NextRequest, NextResponse } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Env } from "@/lib/server/env";

// Which public address the code believes it has: https (prefixed names) or http (localhost development and tests).
const state = vi.hoisted(() => ({ appUrl: "https://launchlens.example", base: undefined as unknown }));
vi.mock("@/lib/server/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/env")>();
  return { ...real, getEnv: (): Env => ({ ...((state.base ??= real.getEnv()) as Env), APP_URL: state.appUrl }) };
});

const { clearSessionCookies, readRefreshCookie, setSessionCookies } = await import("./cookies");
const { hasSignedInMarker } = await import("@/lib/core/auth/signed-in-cookie");
const { proxy } = await import("@/proxy");
const { signAccessToken } = await import("./tokens");

/** The Set-Cookie lines of a response, as name → attributes (lower-cased keys, as the browser reads them). */
function setCookies(response: Response): { name: string; value: string; attributes: Record<string, string> }[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...rest] = line.split(/;\s*/);
    const at = pair!.indexOf("=");
    const attributes = Object.fromEntries(
      rest.map((part) => {
        const [key, ...value] = part.split("=");
        return [key!.toLowerCase(), value.join("=") || "true"];
      }),
    );
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1), attributes };
  });
}

const tokens = { accessToken: "access.jwt", refreshToken: "refresh-token" };

describe("session cookies on https", () => {
  beforeEach(() => {
    state.appUrl = "https://launchlens.example";
  });

  it("use __Host- for the access cookie and the marker, and keep the refresh cookie on /api/auth as __Secure-", () => {
    const cookies = setCookies(setSessionCookies(NextResponse.json({}), tokens));
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName["__Host-ll_access"]).toMatchObject({
      value: "access.jwt",
      attributes: { path: "/", secure: "true", httponly: "true", samesite: "lax" },
    });
    expect(byName["__Host-ll_access"]!.attributes.domain).toBeUndefined();
    expect(byName["__Secure-ll_auth_refresh"]).toMatchObject({
      value: "refresh-token",
      attributes: { path: "/api/auth", secure: "true", httponly: "true" },
    });
    expect(byName["__Host-ll_signed_in"]).toMatchObject({ value: "1", attributes: { path: "/", secure: "true" } });
    expect(byName["__Host-ll_signed_in"]!.attributes.httponly).toBeUndefined();
    // The founder's marker of the session goes only to the public pitch pages.
    const withSession = setCookies(
      setSessionCookies(NextResponse.json({}), {
        ...tokens,
        userId: "0b8f3f0e-6a51-4f0a-9d7e-2f4f6a1c9e01",
        sessionId: "5d1c7a52-93a4-4c55-8a43-6c0f1e2d3b4a",
      }),
    );
    expect(withSession.find((cookie) => cookie.name === "__Secure-ll_founder")).toMatchObject({
      attributes: { path: "/p/", secure: "true", httponly: "true", samesite: "lax" },
    });
    // The cookies of a browser signed in before the narrowing are expired on Path=/.
    for (const legacy of ["ll_access", "ll_refresh", "ll_signed_in"]) {
      expect(byName[legacy], legacy).toMatchObject({ value: "", attributes: { path: "/", "max-age": "0" } });
    }
  });

  it("clear every cookie on its own path, and the old ones too", () => {
    const cookies = setCookies(clearSessionCookies(NextResponse.json({})));
    expect(
      cookies
        .map((cookie) => [
          cookie.name,
          cookie.attributes.path,
          cookie.attributes["max-age"],
          cookie.attributes.secure ?? "false",
        ])
        .sort(),
    ).toEqual([
      ["__Host-ll_access", "/", "0", "true"],
      ["__Host-ll_signed_in", "/", "0", "true"],
      ["__Secure-ll_auth_refresh", "/api/auth", "0", "true"],
      ["__Secure-ll_founder", "/p/", "0", "true"],
      ["ll_access", "/", "0", "true"],
      ["ll_refresh", "/", "0", "true"],
      ["ll_signed_in", "/", "0", "true"],
    ]);
  });

  it("read the refresh token from the new cookie, else from the old Path=/ one", () => {
    const read = (cookie: string) =>
      readRefreshCookie(new NextRequest("https://launchlens.example/api/auth/resume", { headers: { cookie } }));
    expect(read("__Secure-ll_auth_refresh=new; ll_refresh=old")).toBe("new");
    expect(read("ll_refresh=old")).toBe("old");
    expect(read("ll_auth_refresh=plain-on-https")).toBeUndefined();
    expect(read("")).toBeUndefined();
  });
});

describe("session cookies on http (development, tests)", () => {
  beforeEach(() => {
    state.appUrl = "http://localhost:3000";
  });

  it("keep plain names, never expire the new cookies they share a name with, and expire the old refresh cookie", () => {
    const cookies = setCookies(setSessionCookies(NextResponse.json({}), tokens));
    expect(cookies.map((cookie) => [cookie.name, cookie.attributes.path, cookie.value])).toEqual([
      ["ll_access", "/", "access.jwt"],
      ["ll_auth_refresh", "/api/auth", "refresh-token"],
      ["ll_signed_in", "/", "1"],
      ["ll_refresh", "/", ""],
    ]);
  });
});

describe("the signed-in marker", () => {
  it("is found under either name in document.cookie", () => {
    expect(hasSignedInMarker("a=b; ll_signed_in=1")).toBe(true);
    expect(hasSignedInMarker("__Host-ll_signed_in=1")).toBe(true);
    expect(hasSignedInMarker("ll_signed_in=0; xll_signed_in=1")).toBe(false);
    expect(hasSignedInMarker("")).toBe(false);
  });
});

describe("the proxy's gate, which cannot see the refresh cookie", () => {
  const visit = (url: string, cookie?: string) => proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} }));

  it.each([
    [
      "https://launchlens.example/app/dashboard",
      "__Host-ll_signed_in=1",
      "https://launchlens.example/api/auth/resume?next=%2Fapp%2Fdashboard",
    ],
    [
      "https://launchlens.example/app/market?x=1",
      "ll_refresh=from-before",
      "https://launchlens.example/api/auth/resume?next=%2Fapp%2Fmarket%3Fx%3D1",
    ],
    ["https://launchlens.example/app/dashboard", "ll_signed_in=1", "https://launchlens.example/auth/login"],
    ["https://launchlens.example/app/dashboard", "__Host-ll_signed_in=0", "https://launchlens.example/auth/login"],
    ["https://launchlens.example/app/dashboard", undefined, "https://launchlens.example/auth/login"],
  ])("%s with %s goes to %s", async (url, cookie, location) => {
    state.appUrl = "https://launchlens.example";
    const response = await visit(url, cookie);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(location);
  });

  it("on http, the plain marker sends an /app page through resume", async () => {
    state.appUrl = "http://localhost:3000";
    const response = await visit("http://localhost:3000/app/ideas", "ll_signed_in=1");
    expect(response.headers.get("location")).toBe("http://localhost:3000/api/auth/resume?next=%2Fapp%2Fideas");
  });

  it("a signed-out visitor of the login page is let through", async () => {
    state.appUrl = "http://localhost:3000";
    const response = await visit("http://localhost:3000/auth/login");
    expect(response.headers.get("location")).toBeNull();
  });

  it("on https, a valid access cookie passes only under its __Host- name", async () => {
    state.appUrl = "https://launchlens.example";
    const access = await signAccessToken({ userId: crypto.randomUUID(), sessionId: crypto.randomUUID() });
    expect(
      (await visit("https://launchlens.example/app/dashboard", `__Host-ll_access=${access}`)).headers.get("location"),
    ).toBeNull();
    expect(
      (await visit("https://launchlens.example/app/dashboard", `ll_access=${access}`)).headers.get("location"),
    ).toBe("https://launchlens.example/auth/login");
  });
});
