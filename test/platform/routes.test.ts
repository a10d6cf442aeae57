import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeOptionsOf } from "@/lib/server/http";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const files = routeFiles(path.resolve("app/api"));

describe("every API route is safe by default", () => {
  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(25);
  });

  it.each(files.map((file) => path.relative(process.cwd(), file)))("%s wraps each method in route()", async (file) => {
    const routeModule = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
    const handlers = METHODS.filter((method) => method in routeModule);
    expect(handlers.length).toBeGreaterThan(0);
    for (const method of handlers) {
      const options = routeOptionsOf(routeModule[method]);
      expect(options, `${method} of ${file}`).toBeDefined();
      // A cap is always set, and a raised one is deliberate and bounded.
      expect(options!.maxBodyBytes).toBeLessThanOrEqual(1024 * 1024);
    }
  });
});
