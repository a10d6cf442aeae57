import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCircles, importGraph, projectRoot } from "./import-graph";

// The layers of docs/ARCHITECTURE.md, checked on the resolved import graph (ESLint's zones check the same on the
// import specifiers, as code is written): lib/core is pure, the browser's code never reaches the server, route() knows
// no domain, nothing imports app/, every server module says so, and no import circle anywhere.

const graph = importGraph();
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /^(test|e2e|bench|scripts)\//.test(file);
const product = [...graph.edges].filter(([file]) => !isTest(file));
const under = (folder: string) => product.filter(([file]) => file.startsWith(folder));
/** Each offending edge as `from → to`, so a failure names it. */
const offenders = (files: typeof product, refused: (target: string) => boolean, packages: (name: string) => boolean) =>
  files.flatMap(([file, edges]) => [
    ...edges.files.filter(refused).map((target) => `${file} → ${target}`),
    ...edges.packages.filter(packages).map((name) => `${file} → ${name}`),
  ]);
const none = () => false;

const serverPackages =
  /^(node:|server-only$|next\/server$|next\/headers$|drizzle-orm|postgres$|@electric-sql\/|stripe$|resend$|pino$|jose$|next-auth|@node-rs\/|@react-pdf\/|@ai-sdk\/(openai|provider)$)/;

describe("the layers", () => {
  it("finds the project's files and their imports", () => {
    expect(graph.edges.size).toBeGreaterThan(400);
    expect(graph.edges.get("lib/server/http/route.ts")?.files).toContain("lib/server/http/errors.ts");
  });

  it("has no import circle", () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it("lib/core imports nothing outside lib/core but zod (and the AI SDK's types)", () => {
    const outside = offenders(
      under("lib/core/"),
      (target) => !target.startsWith("lib/core/"),
      (name) => !/^(zod|ai)$/.test(name),
    );
    expect(outside).toEqual([]);
  });

  it("the browser's code (lib/client, components) never imports the server, the model or the database", () => {
    const reached = offenders(
      [...under("lib/client/"), ...under("components/")],
      (target) => /^(lib\/server|lib\/ai|db)\//.test(target),
      (name) => serverPackages.test(name),
    );
    expect(reached).toEqual([]);
  });

  it("the browser's code reaches no zod schema (a page would ship it for nothing, and zod's eval test trips the CSP)", () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of graph.edges.get(file)?.valueFiles ?? []) visit(next);
    };
    for (const [file] of [...under("lib/client/"), ...under("components/")]) visit(file);
    const withZod = [...reached].filter((file) => graph.edges.get(file)?.valuePackages.includes("zod"));
    expect(withZod).toEqual([]);
  });

  it("nothing but app/ itself imports app/", () => {
    const fromOutside = offenders(
      product.filter(([file]) => !file.startsWith("app/")),
      (target) => target.startsWith("app/"),
      none,
    );
    expect(fromOutside).toEqual([]);
  });

  it("route() and its parts import no domain code", () => {
    const domain = offenders(
      under("lib/server/http/"),
      (target) =>
        !/^(lib\/server\/(http|log)\/|lib\/server\/(env|process-global)\.ts$|lib\/core\/|db\/unavailable\.ts$)/.test(
          target,
        ),
      none,
    );
    expect(domain).toEqual([]);
  });

  it("lib/ai opens no database and calls no handler or service (lib/server's env and log only)", () => {
    const reached = offenders(
      under("lib/ai/"),
      (target) =>
        /^db\//.test(target) || (target.startsWith("lib/server/") && !/^lib\/server\/(env\.ts|log\/)/.test(target)),
      none,
    );
    expect(reached).toEqual([]);
  });

  it('every server module (lib/server, lib/ai) starts with import "server-only"', () => {
    const modules = [...under("lib/server/"), ...under("lib/ai/")]
      .map(([file]) => file)
      .filter((file) => file.endsWith(".ts"));
    expect(modules.length).toBeGreaterThan(100);
    const missing = modules.filter(
      (file) => !readFileSync(path.join(projectRoot, file), "utf8").startsWith('import "server-only";'),
    );
    expect(missing).toEqual([]);
  });
});
