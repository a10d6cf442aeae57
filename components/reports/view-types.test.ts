import path from "node:path";
import ts from "typescript";
import type { ComponentProps } from "react";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { DeepPartial, ValidationReport, StrategyReport, PainPointReport } from "@/lib/core/report/schemas";
import type { PainPointView } from "./PainPointView";
import type { StrategyView } from "./StrategyView";
import type { ValidationView } from "./ValidationView";

/**
 * The report views and the export are typed from the zod schemas (lib/core/report/schemas.ts), so a field renamed in a schema
 * fails to compile where they read it, instead of type-checking and leaving a blank on the screen or in the file.
 */
const root = path.resolve(import.meta.dirname, "../..");
const schemasFile = path.join(root, "lib/core/report/schemas.ts");
const views = [
  // ValidationView's parts (how each score was reached, the money tables, the next steps) read fields of its schema too.
  ...["PainPointView", "StrategyView", "ValidationView", "FactorDetails", "MoneyTable", "NextSteps"].map((name) =>
    path.join(root, `components/reports/${name}.tsx`),
  ),
  // The Markdown and PDF export read the same fields.
  path.join(root, "lib/core/export/sections.ts"),
];

/** tsc's errors in the three views and the export, compiled against lib/core/report/schemas.ts with `rename` applied to its text. */
function viewErrors(rename: (schemas: string) => string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const host = ts.createCompilerHost(config.options);
  const readSource = host.getSourceFile;
  host.getSourceFile = (file, language, onError, create) =>
    path.resolve(file) === schemasFile
      ? ts.createSourceFile(file, rename(ts.sys.readFile(file)!), language)
      : readSource(file, language, onError, create);
  const program = ts.createProgram({
    rootNames: views,
    options: { ...config.options, noEmit: true, incremental: false },
    host,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && views.includes(path.resolve(diagnostic.file.fileName)))
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
  it("take each kind's report (in part while it streams) as the schema infers it", () => {
    expectTypeOf<ComponentProps<typeof PainPointView>["report"]>().toEqualTypeOf<DeepPartial<PainPointReport>>();
    expectTypeOf<ComponentProps<typeof StrategyView>["report"]>().toEqualTypeOf<DeepPartial<StrategyReport>>();
    expectTypeOf<ComponentProps<typeof ValidationView>["report"]>().toEqualTypeOf<DeepPartial<ValidationReport>>();
    // A finished report is one of those partial ones.
    expectTypeOf<ValidationReport>().toExtend<DeepPartial<ValidationReport>>();
  });

  it("compile against the schemas as they are", () => {
    expect(viewErrors((schemas) => schemas)).toEqual([]);
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
