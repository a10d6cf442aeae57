import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isFiller } from "@/lib/server/http/methods";
import { calls as callTable, UNKNOWN_ADDRESS_PATH } from "@/lib/core/api/calls";
import { API_ROOT, routeFiles, routePath } from "./route-files";

// Issue 25: docs/API.md is the API contract a newcomer or a client reads. Every call under app/api has a section
// headed `METHOD /path` there, and every call the page names still exists.

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** Answered for every call by the rules of route() and methods(): documented once, not per call. */
const GENERAL = new Set<string>(["HEAD", "OPTIONS"]);

const DOC = path.resolve("docs/API.md");

const names = (list: string) =>
  list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The methods a route module implements: the handlers it exports, less the 405 and OPTIONS fillers methods() adds
 * (lib/server/http/methods.ts); HEAD is answered with GET and documented once.
 */
async function implementedMethods(file: string): Promise<string[]> {
  const routeModule = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
  return METHODS.filter((method) => typeof routeModule[method] === "function" && !isFiller(routeModule[method]));
}

const routes = await Promise.all(
  routeFiles.map(async (route) => ({ ...route, implemented: await implementedMethods(route.file) })),
);

/** Each call of a route that needs its own section: `METHOD /path`. */
const calls = routes.flatMap((route) =>
  route.implemented.filter((method) => !GENERAL.has(method)).map((method) => `${method} ${route.path}`),
);

const doc = readFileSync(DOC, "utf8");
const METHOD = `(?:${METHODS.join("|")})`;
const CALL = new RegExp(`\`(${METHOD}(?:, ${METHOD})*) (/api[^\`\\s]*)\``, "g");

/** The calls a doc text names in backticks, `GET, POST /api/x` counting as two. */
function namedCalls(text: string): string[] {
  return [...text.matchAll(CALL)].flatMap((match) => names(match[1]!).map((method) => `${method} ${match[2]}`));
}

const headings = doc.split("\n").filter((line) => line.startsWith("### `"));
const documented = headings.flatMap(namedCalls);

describe("docs/API.md", () => {
  it("reads every route's path and methods from app/api", () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routePath(path.join(API_ROOT, "data/reports/[id]/share/route.ts"))).toBe("/api/data/reports/{id}/share");
    expect(routePath(path.join(API_ROOT, "[[...path]]/route.ts"))).toBe("/api/{...path}");
    for (const route of routes) {
      expect(route.implemented.length, `${route.file} exports no method`).toBeGreaterThan(0);
    }
  });

  it("has its section headings in the form ### `METHOD /path`", () => {
    const malformed = headings.filter(
      (line) => !new RegExp(`^### \`${METHOD}(?:, ${METHOD})* /api[^\`\\s]*\`$`).test(line),
    );
    expect(malformed).toEqual([]);
    expect(documented.length, "a call is documented twice").toBe(new Set(documented).size);
  });

  it("has a section for every call under app/api", () => {
    const missing = calls.filter((call) => !documented.includes(call));
    expect(missing, "add a section headed ### `METHOD /path` to docs/API.md for each").toEqual([]);
  });

  it("names no call that no longer exists", () => {
    const known = new Set([
      ...calls,
      // HEAD and OPTIONS may be named where a route answers them.
      ...routes.flatMap((route) => [
        `OPTIONS ${route.path}`,
        ...(route.implemented.includes("GET") || route.implemented.includes("HEAD") ? [`HEAD ${route.path}`] : []),
      ]),
    ]);
    const stale = [...new Set(namedCalls(doc))].filter((call) => !known.has(call));
    expect(stale, "docs/API.md names these calls, which no route in app/api answers").toEqual([]);
  });

  it("and lib/core/api/calls.ts name the same calls as app/api answers", () => {
    const answered = calls.filter((call) => !call.endsWith(` ${UNKNOWN_ADDRESS_PATH}`)).sort();
    const tabled = Object.values(callTable).map(({ method, path }) => `${method} ${path}`);
    expect(tabled.length, "a call is in the table twice").toBe(new Set(tabled).size);
    expect(tabled.sort(), "a route's method with no entry in the table, or an entry no route answers").toEqual(
      answered,
    );
  });

  it("says who may make each call as lib/core/api/calls.ts does, where its section has an Auth row", () => {
    const sections = doc.split(/\n(?=### `)/).slice(1);
    const stated = sections.flatMap((section) => {
      const auth = /^\| Auth \| ([^|]+) \|$/m.exec(section.split("\n## ")[0]!)?.[1]?.trim();
      return auth ? namedCalls(section.split("\n")[0]!).map((call) => ({ call, auth })) : [];
    });
    const byCall = new Map(Object.values(callTable).map(({ method, path, access }) => [`${method} ${path}`, access]));
    const disagreeing = stated.filter(({ call, auth }) => {
      const access = byCall.get(call);
      const word = /^(none|session|plan)\b/.exec(auth)?.[1];
      return word ? word !== access : access !== "none" && access !== "secret";
    });
    expect(stated.length).toBeGreaterThan(40);
    expect(disagreeing, "docs/API.md's Auth row and calls.ts's access disagree").toEqual([]);
  });
});
