import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 45: a store or service states what it refuses (lib/core/errors.ts: NotFound, Conflict, TooMany…) and the edge
// chooses the HTTP status (route(), lib/server/http/domain-errors.ts). Only route()'s parts and the handlers speak HTTP.

const speaksHttp = (file: string) => /^lib\/server\/(http|handlers)\//.test(file) || file.endsWith(".test.ts");

describe("stores and services", () => {
  it("throw domain errors, never an HttpError", () => {
    const modules = globSync("lib/server/**/*.ts").filter((file) => !speaksHttp(file));
    expect(modules.length).toBeGreaterThan(50);
    const offenders = modules.filter((file) => /\bHttpError\b/.test(readFileSync(file, "utf8")));
    expect(offenders, "throw a domain error of lib/core/errors.ts: route() gives it its status").toEqual([]);
  });
});
