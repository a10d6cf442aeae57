import { readFileSync } from "node:fs";
import path from "node:path";
import { cruise, type ICruiseResult, type IDependency } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { beforeAll, describe, expect, it } from "vitest";

// The layers of docs/ARCHITECTURE.md: dependency-cruiser checks .dependency-cruiser.cjs's rules on the resolved import
// graph (`npx depcruise .` prints the same); this file adds what its rules cannot say, on the same graph.

const root = path.resolve(import.meta.dirname, "../..");
let result: ICruiseResult;

beforeAll(async () => {
  const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.cjs"));
  const tsConfig = extractTSConfig(path.join(root, "tsconfig.json"));
  const { output } = await cruise(["."], { ...options, baseDir: root }, {}, { tsConfig });
  if (typeof output === "string") throw new Error(`dependency-cruiser answered text: ${output.slice(0, 200)}`);
  result = output;
});

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /^(test|e2e)\//.test(file);
const modulesUnder = (...folders: string[]) =>
  result.modules.filter(({ source }) => !isTest(source) && folders.some((folder) => source.startsWith(folder)));
/** An import that runs something: not `import type`, `export type` or `import("x").T` in a type. */
const isValue = ({ dependencyTypes }: IDependency) =>
  !dependencyTypes.includes("type-only") && !dependencyTypes.includes("type-import");

describe("the layers", () => {
  it("cruises the project's files and their imports", () => {
    const local = result.modules.filter(({ source }) => !source.startsWith("node_modules/") && !source.includes(":"));
    expect(local.length).toBeGreaterThan(400);
    const route = result.modules.find(({ source }) => source === "lib/server/http/route.ts");
    expect(route?.dependencies.map(({ resolved }) => resolved)).toContain("lib/server/http/errors.ts");
  });

  it("keeps .dependency-cruiser.cjs's rules (no import circle, each layer's imports)", () => {
    const comments = new Map(result.summary.ruleSetUsed?.forbidden?.map((rule) => [rule.name, rule.comment]));
    const violations = result.summary.violations.map(({ rule, from, to, cycle }) => {
      const edge = cycle ? [from, ...cycle.map(({ name }) => name)].join(" → ") : `${from} → ${to}`;
      return `${rule.name}: ${edge}\n  ${comments.get(rule.name) ?? ""}`;
    });
    expect(violations).toEqual([]);
  });

  it("the browser's code reaches no zod schema (a page would ship it for nothing, and zod's eval test trips the CSP)", () => {
    const byFile = new Map(result.modules.map((module) => [module.source, module]));
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || file.startsWith("node_modules/")) return;
      reached.add(file);
      for (const dependency of byFile.get(file)?.dependencies.filter(isValue) ?? []) visit(dependency.resolved);
    };
    for (const { source } of modulesUnder("lib/client/", "components/")) visit(source);
    const withZod = [...reached].filter((file) =>
      byFile.get(file)?.dependencies.some((dependency) => /^zod(\/|$)/.test(dependency.module) && isValue(dependency)),
    );
    expect(withZod).toEqual([]);
  });

  it('every server module (lib/server, lib/ai) starts with import "server-only"', () => {
    const modules = modulesUnder("lib/server/", "lib/ai/")
      .map(({ source }) => source)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"));
    expect(modules.length).toBeGreaterThan(100);
    const missing = modules.filter(
      (file) => !readFileSync(path.join(root, file), "utf8").startsWith('import "server-only";'),
    );
    expect(missing).toEqual([]);
  });
});
