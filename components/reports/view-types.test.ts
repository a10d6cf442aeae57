import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The report views and the export are typed from the zod schemas (lib/core/report/schemas.ts), so a field renamed in a schema
 * fails to compile where they read it, instead of type-checking and leaving a blank on the screen or in the file.
 */
const root = path.resolve(import.meta.dirname, "../..");
const schemasFile = path.join(root, "lib/core/report/schemas.ts");
const views = [
  // ValidationView's parts (the scores and how each was reached, the competitors, the web sources, the money tables,
  // the next steps) read fields of its schema too.
  ...[
    "pain-points/PainPointView",
    "strategy/StrategyView",
    "validation/ValidationView",
    "validation/FactorScores",
    "validation/FactorDetails",
    "validation/Competitors",
    "validation/WebSources",
    "validation/MoneyTable",
    "validation/NextSteps",
  ].map((name) => path.join(root, `components/reports/${name}.tsx`)),
  // The Markdown and PDF export read the same fields.
  path.join(root, "lib/core/export/sections.ts"),
];

/**
 * Type assertions compiled with the views, as files of their own: each `const` is `true` only when its two types are
 * the same, so a view whose prop drifts from its schema's type fails to compile. `wrong` proves the check can fail.
 */
const propChecks = (strategyAs: string) => `
import type { ComponentProps } from "react";
import type { DeepPartial, PainPointReport, StrategyReport, ValidationReport } from "@/lib/core/report/schemas";
import type { PainPointView } from "./pain-points/PainPointView";
import type { StrategyView } from "./strategy/StrategyView";
import type { ValidationView } from "./validation/ValidationView";
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const painPoints: Same<ComponentProps<typeof PainPointView>["report"], DeepPartial<PainPointReport>> = true;
export const strategy: Same<ComponentProps<typeof StrategyView>["report"], DeepPartial<${strategyAs}>> = true;
export const validation: Same<ComponentProps<typeof ValidationView>["report"], DeepPartial<ValidationReport>> = true;
// A finished report is one of the partial ones the views take.
export const finished: DeepPartial<ValidationReport> = {} as ValidationReport;
`;
const checks = {
  [path.join(root, "components/reports/view-props.check.ts")]: propChecks("StrategyReport"),
  [path.join(root, "components/reports/wrong-props.check.ts")]: propChecks("PainPointReport"),
};

/**
 * tsc's errors in the views, the export and the prop checks, compiled against lib/core/report/schemas.ts with `rename`
 * applied to its text.
 */
function viewErrors(rename: (schemas: string) => string, extra: Record<string, string> = {}): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const host = ts.createCompilerHost(config.options);
  const readSource = host.getSourceFile;
  host.getSourceFile = (file, language, onError, create) => {
    const resolved = path.resolve(file);
    if (resolved === schemasFile) return ts.createSourceFile(file, rename(ts.sys.readFile(file)!), language);
    if (extra[resolved] !== undefined) return ts.createSourceFile(file, extra[resolved], language);
    return readSource(file, language, onError, create);
  };
  const checked = [...views, ...Object.keys(extra)];
  const program = ts.createProgram({
    rootNames: checked,
    options: { ...config.options, noEmit: true, incremental: false },
    host,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && checked.includes(path.resolve(diagnostic.file.fileName)))
    .map(
      (diagnostic) =>
        `${path.basename(diagnostic.file!.fileName)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
    );
}

/** Renames a field where the schema declares it (the text must be there, so the test cannot pass by missing it). */
const renamed = (from: string, to: string) => (schemas: string) => {
  if (!schemas.includes(from)) throw new Error(`lib/core/report/schemas.ts no longer declares ${from}`);
  return schemas.replace(from, to);
};

describe("the report views take the schemas' types", () => {
  it("compile against the schemas as they are, each view taking its kind's report (in part while it streams)", () => {
    const errors = viewErrors((schemas) => schemas, checks);
    // The right types compile; the check that gives the strategy view the pain points' type does not.
    expect(errors.filter((error) => !error.startsWith("wrong-props.check.ts"))).toEqual([]);
    expect(errors).toEqual([
      expect.stringMatching(/^wrong-props\.check\.ts: Type 'true' is not assignable to type 'false'/),
    ]);
  }, 120_000);

  it("fail to compile when a field they read is renamed in its schema", () => {
    const errors = viewErrors((schemas) =>
      [
        renamed("  threshold: text(300),", "  pass_if: text(300),"),
        renamed("  strategy: text(600),", "  remedy: text(600),"),
        renamed(
          "z.object({ channel: text(200), experiment: text(500), budget_usd: usd })",
          "z.object({ channel: text(200), experiment: text(500), budget: usd })",
        ),
      ].reduce((text, change) => change(text), schemas),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NextSteps\.tsx: Property 'threshold' does not exist/),
        expect.stringMatching(/^PainPointView\.tsx: Property 'strategy' does not exist/),
        expect.stringMatching(/^StrategyView\.tsx: Property 'budget_usd' does not exist/),
        expect.stringMatching(/^sections\.ts: Property 'threshold' does not exist/),
        expect.stringMatching(/^sections\.ts: Property 'budget_usd' does not exist/),
      ]),
    );
  }, 120_000);
});
