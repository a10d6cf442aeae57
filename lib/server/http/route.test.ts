import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import type { NextRequest } from "next/server";
import postgres from "postgres";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { log as logger, noteRequestUser } from "@/lib/server/log";
import { captureLog } from "@/test/log-capture";
import { DATABASE_UNAVAILABLE, HttpError } from "./errors";
import { route } from "./route";

const call = (handler: ReturnType<typeof route>, init: RequestInit & { url?: string } = {}) =>
  handler(new Request(init.url ?? "http://localhost:3000/api/x", init) as unknown as NextRequest, {});

describe("route()", () => {
  it("answers no-store and a request id unless the handler chose its own caching", async () => {
    const plain = await call(route(async () => Response.json({ ok: true })));
    expect(plain.headers.get("cache-control")).toBe("no-store");
    expect(plain.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const cached = await call(
      route(async () => new Response("x", { headers: { "Cache-Control": "public, max-age=60" } })),
    );
    expect(cached.headers.get("cache-control")).toBe("public, max-age=60");
    const redirect = await call(route(async () => Response.redirect("http://localhost:3000/a", 307)));
    expect(redirect.headers.get("location")).toBe("http://localhost:3000/a");
    expect(redirect.headers.get("x-request-id")).toBeTruthy();
  });

  it("turns an unexpected failure into a generic 500 naming the request id, with no internals", async () => {
    const log = captureLog();
    const response = await call(
      route(async () => {
        throw new Error("connection to 10.0.0.5 refused: password authentication failed for user admin");
      }),
    );
    log.stop();
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      message: expect.stringMatching(/went wrong/),
      requestId: response.headers.get("x-request-id"),
    });
    expect(JSON.stringify(body)).not.toMatch(/10\.0\.0\.5|password|admin|at /);
    // The log has what the body must not: the cause, under the same request id a user can quote.
    const failure = log.lines().find((line) => line.msg === "request failed");
    expect(failure).toMatchObject({ level: "error", requestId: body.requestId, method: "GET", path: "/api/x" });
    expect(JSON.stringify(failure)).toMatch(/10\.0\.0\.5 refused/);
  });

  it("logs a failed query by its statement, code and number of parameters, never their values", async () => {
    const answer = "Maria said the oat milk runs out every single Saturday";
    const log = captureLog();
    const response = await call(
      route(async () => Response.json(await (await getDb()).execute(sql`select ${answer}::int as n`))),
    );
    log.stop();
    expect(response.status).toBe(500);
    const failure = log.lines().find((line) => line.msg === "request failed");
    expect(failure).toMatchObject({
      level: "error",
      err: { errorCode: "22P02", params: 1, query: expect.stringMatching(/::int/) },
    });
    expect(JSON.stringify(failure)).not.toContain("Maria");
  });

  it("answers a database outage with a clean 503 to retry, naming the request id, with no internals", async () => {
    const closed = postgres("postgres://postgres:secret@127.0.0.1:1/launchlens", {
      max: 1,
      connect_timeout: 2,
      onnotice: () => {},
    });
    const log = captureLog();
    const response = await call(route(async () => Response.json(await drizzle(closed).execute(sql`select 1`))));
    log.stop();
    await closed.end();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = await response.json();
    expect(body).toEqual({ message: DATABASE_UNAVAILABLE, requestId: response.headers.get("x-request-id") });
    expect(log.lines().find((line) => line.requestId === body.requestId && line.msg !== "request")).toMatchObject({
      level: "warn",
    });
  });

  it("writes one JSON line per request: method, path without the query, status, duration, request id and user", async () => {
    const log = captureLog();
    const signedIn = await call(
      route(async () => {
        noteRequestUser("user-123");
        return Response.json({ ok: true }, { status: 201 });
      }),
      {
        method: "POST",
        url: "http://localhost:3000/api/data/things?token=tok_secret_1&userCode=482913",
        headers: { origin: "http://localhost:3000" },
      },
    );
    const anonymous = await call(route(async () => Response.json({ ok: true })));
    log.stop();
    const requests = log.lines().filter((line) => line.msg === "request");
    expect(requests).toEqual([
      expect.objectContaining({
        level: "info",
        method: "POST",
        path: "/api/data/things",
        status: 201,
        userId: "user-123",
        requestId: signedIn.headers.get("x-request-id"),
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({
        method: "GET",
        path: "/api/x",
        status: 200,
        requestId: anonymous.headers.get("x-request-id"),
      }),
    ]);
    expect(requests[1]).not.toHaveProperty("userId");
    expect(log.raw.join("\n")).not.toMatch(/tok_secret_1|482913/);
  });

  it("never writes passwords, tokens, codes, cookies or e-mail contents, at any depth", async () => {
    const log = captureLog();
    await call(
      route(async () => {
        logger().info(
          {
            password: "hunter2-password",
            code: "739204",
            user: { email: "ada@example.com", refreshToken: "rt_live_secret" },
            request: { headers: { cookie: "ll_access=cookie_secret", authorization: "Bearer bearer_secret" } },
            mail: { subject: "Your code is 551903", text: "Your code is 551903", html: "<b>551903</b>" },
            deep: { a: { b: { token: "deep_token_secret" } } },
          },
          "something happened",
        );
        return Response.json({ ok: true });
      }),
    );
    log.stop();
    const written = log.raw.join("\n");
    for (const secret of [
      "hunter2-password",
      "739204",
      "rt_live_secret",
      "cookie_secret",
      "bearer_secret",
      "551903",
      "deep_token_secret",
    ]) {
      expect(written).not.toContain(secret);
    }
    const line = log.lines().find((entry) => entry.msg === "something happened")!;
    expect(line).toMatchObject({
      password: "[redacted]",
      code: "[redacted]",
      user: { email: "ada@example.com", refreshToken: "[redacted]" },
    });
  });

  it("answers an HttpError as { message } with its status and headers", async () => {
    const response = await call(
      route(async () => {
        throw new HttpError(429, "Slow down.", {}, { "Retry-After": "9" });
      }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("9");
    expect(await response.json()).toEqual({ message: "Slow down." });
  });

  it("refuses an oversized declared body before the handler runs", async () => {
    const handler = vi.fn(async () => Response.json({}));
    const response = await call(route(handler), {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(300 * 1024 * 1024) },
      body: "{}",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large (16 KB at most)." });
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses state-changing requests from another site by default, and GETs when told to", async () => {
    const handler = route(async () => Response.json({ ok: true }));
    const evil = { origin: "https://evil.example" };
    expect((await call(handler, { method: "POST", headers: evil })).status).toBe(403);
    expect((await call(handler, { method: "DELETE", headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await call(handler, { method: "GET", headers: evil })).status).toBe(200);
    expect((await call(handler, { method: "POST", headers: { origin: "http://localhost:3000" } })).status).toBe(200);
    // An API client sends neither Origin nor Fetch Metadata.
    expect((await call(handler, { method: "POST" })).status).toBe(200);
    expect(
      (
        await call(
          route(async () => Response.json({}), { crossSite: "all-methods" }),
          { headers: evil },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          route(async () => Response.json({}), { crossSite: "any" }),
          { method: "POST", headers: evil },
        )
      ).status,
    ).toBe(200);
  });
});
