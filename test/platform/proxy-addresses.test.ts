import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

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
