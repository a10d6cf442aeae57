import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 25: docs/API.md is the API contract a newcomer or a client reads. Every call under app/api has a section
// headed `METHOD /path` there, and every call the page names still exists.

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** Answered for every call by the rules of route() and otherMethods(): documented once, not per call. */
const GENERAL = new Set<string>(["HEAD", "OPTIONS"]);

const API_ROOT = path.resolve("app/api");
const DOC = path.resolve("docs/API.md");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The address a route file answers, in the doc's spelling: app/api/data/reports/[id]/share → /api/data/reports/{id}/share. */
function routePath(file: string): string {
  const segments = path
    .relative(API_ROOT, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment)) // route groups add nothing to the address
    .map((segment) => {
      const dynamic = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
      return dynamic ? `{${dynamic[1] ?? ""}${dynamic[2]}}` : segment;
    });
  return ["/api", ...segments].join("/");
}

const names = (list: string) =>
  list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The methods a route module implements: those it exports (`export const GET =`, `export { handler as GET }`), less
 * the 405 fillers it takes from otherMethods() (`export const { PUT, ... } = otherMethods({ GET, POST })`).
 */
function implementedMethods(source: string): { implemented: string[]; declared: string[] | null } {
  const exported = new Set<string>();
  for (const match of source.matchAll(/export\s+const\s+([A-Z]+)\s*=/g)) exported.add(match[1]!);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of names(match[1]!)) exported.add(part.split(/\s+as\s+/).at(-1)!);
  }
  const fillers = new Set<string>();
  for (const match of source.matchAll(/export\s+const\s*\{([^}]*)\}\s*=\s*otherMethods\(/g)) {
    for (const name of names(match[1]!)) fillers.add(name);
  }
  // What the module tells otherMethods() it implements (the Allow header): kept equal to the exports above.
  const argument = /otherMethods\(\s*\{([^}]*)\}\s*\)/.exec(source);
  const declared = argument ? names(argument[1]!).map((part) => part.split(":")[0]!.trim()) : null;
  const implemented = METHODS.filter((method) => exported.has(method) && !fillers.has(method));
  return { implemented, declared };
}

const routes = routeFiles(API_ROOT)
  .sort()
  .map((file) => {
    const { implemented, declared } = implementedMethods(readFileSync(file, "utf8"));
    return { file: path.relative(process.cwd(), file), path: routePath(file), implemented, declared };
  });

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
      // The fillers and the exports agree with what otherMethods() is told (which the Allow header lists).
      if (route.declared) expect([...route.declared].sort(), route.file).toEqual([...route.implemented].sort());
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
});
