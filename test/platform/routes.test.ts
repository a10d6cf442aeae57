import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeOptionsOf } from "@/lib/server/http";
import { routeFiles } from "./route-files";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const files = routeFiles.map((route) => route.file);

describe("every API route is safe by default", () => {
  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(25);
  });

  it.each(files)("%s wraps each method in route()", async (file) => {
    const routeModule = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
    // HEAD is left undefined beside a GET: Next.js answers it with GET.
    const handlers = METHODS.filter((method) => typeof routeModule[method] === "function");
    expect(handlers.length).toBeGreaterThan(0);
    for (const method of handlers) {
      const options = routeOptionsOf(routeModule[method]);
      expect(options, `${method} of ${file}`).toBeDefined();
      // A cap is always set, and a raised one is deliberate and bounded.
      expect(options!.maxBodyBytes).toBeLessThanOrEqual(1024 * 1024);
    }
  });

  // Issue 45: every route through a handler module, auth and billing included. A route file names its methods and
  // segment options; what a call does is in lib/server/handlers (the catch-all's 404 in lib/server/http).
  it.each(files)("%s keeps its handlers in lib/server/handlers", (file) => {
    const text = readFileSync(file, "utf8");
    expect(text, "a function written in the route file").not.toMatch(/=>|\bfunction\b|\basync\b/);
    expect(text).toMatch(/from "@\/lib\/server\/(handlers\/[\w-]+|http\/methods)"/);
  });
});
