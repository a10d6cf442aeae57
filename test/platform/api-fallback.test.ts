import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as catchAll from "@/app/api/[[...path]]/route";
import { HTTP_METHODS, NO_SUCH_CALL } from "@/lib/server/http/methods";
import { routeFiles } from "./route-files";

// Issue 23: API clients get JSON from addresses and methods nothing answers, never Next.js's HTML page or empty 405.

type Handler = (request: NextRequest, context: unknown) => Promise<Response>;

const files = routeFiles
  .map((route) => route.file)
  .filter((file) => file !== path.join("app", "api", "[[...path]]", "route.ts"));
const call = (
  handler: unknown,
  method: string,
  url = "http://localhost:3000/api/x",
  headers: Record<string, string> = {},
) => (handler as Handler)(new NextRequest(url, { method, headers }), { params: Promise.resolve({}) });

describe("methods a route does not take", () => {
  it.each(files)("%s answers every other method with 405, { message } and Allow", async (file) => {
    const routeModule = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
    // All seven are exported (HEAD may be left to Next.js, which answers it with GET).
    const missing = HTTP_METHODS.filter(
      (method) => !(method in routeModule) && !(method === "HEAD" && "GET" in routeModule),
    );
    expect(
      missing,
      `${file} must export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ … })`,
    ).toEqual([]);

    const options = await call(routeModule.OPTIONS, "OPTIONS");
    expect(options.status).toBe(204);
    const allow = options.headers.get("allow")!.split(", ");
    expect(allow).toContain("OPTIONS");
    const refused = HTTP_METHODS.filter((method) => !allow.includes(method));
    expect(refused.length).toBeGreaterThan(0);
    for (const method of refused) {
      // From another site too, with a body declared bigger than any route takes: the method is what is wrong.
      const response = await call(routeModule[method], method, "http://localhost:3000/api/x", {
        origin: "https://evil.example",
        "content-length": "20000",
      });
      expect(response.status, `${method} ${file}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow.join(", "));
      expect(response.headers.get("cache-control")).toBe("no-store");
      if (method !== "HEAD")
        expect((await response.json()).message).toMatch(new RegExp(`^${method} is not allowed here`));
    }
  });
});

describe("an /api address no route answers", () => {
  it.each(HTTP_METHODS)("%s gets 404 with { message } as JSON", async (method) => {
    const handler = (catchAll as Record<string, unknown>)[method];
    const response = await call(handler, method, "http://localhost:3000/api/data/no-such-call", {
      origin: "https://evil.example",
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: NO_SUCH_CALL });
  });
});

describe("an /api/auth address next-auth does not answer", () => {
  it("gets our JSON 404, and a next-auth action with the other method our JSON 405", async () => {
    const nextAuth = (await import("@/app/api/auth/[...nextauth]/route")) as Record<string, unknown>;
    const at = (method: string, segments: string[]) =>
      (nextAuth[method] as Handler)(
        new NextRequest(`http://localhost:3000/api/auth/${segments.join("/")}`, { method }),
        {
          params: Promise.resolve({ nextauth: segments }),
        },
      );
    for (const segments of [["no-such"], ["__proto__"], ["constructor"], ["toString"]]) {
      const response = await at("GET", segments);
      expect(response.status, segments.join("/")).toBe(404);
      expect(await response.json()).toEqual({ message: NO_SUCH_CALL });
    }
    const wrong = await at("GET", ["_log"]);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("OPTIONS, POST");
    expect((await wrong.json()).message).toMatch(/^GET is not allowed here/);
    // next-auth's own answers (GET /api/auth/csrf) are checked on a real server in e2e/bad-input.spec.ts.
  });
});
