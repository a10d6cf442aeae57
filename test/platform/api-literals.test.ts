import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./code-budgets";

// Issue 45: the browser calls the API by name (lib/client/call-api.ts: callApi, callUrl; use-call.ts for SWR), its
// address and method from lib/core/api/calls.ts and its answer typed from answers.ts. This keeps it so: no `/api/…`
// string in components/ or lib/client, and no call of api() (which names its answer's type by assertion) outside the
// client module.

const root = path.resolve(import.meta.dirname, "../..");

/** Where the rule does not hold, and why. */
const EXCEPTIONS: { prefix: string; why: string }[] = [{ prefix: "lib/client/call-api.ts", why: "the typed client" }];

const browserFiles = sourceFiles().filter(
  (file) =>
    (file.startsWith("components/") || file.startsWith("lib/client/")) &&
    !EXCEPTIONS.some(({ prefix }) => file.startsWith(prefix)),
);

/** An import's or export's module name (`@/lib/core/api/…`), which is no address. */
const isModuleName = (node: ts.Node) =>
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isExternalModuleReference(node.parent);

/** Each `/api/` in a string or template, and each call of api(), in one file: `file:line text`. */
function handWrittenCalls(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : null;
    if (text?.includes("/api/") && !isModuleName(node))
      found.push(`${at(node)} "${text}": name the call (callApi, callUrl, calls.<name>)`);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "api") {
      found.push(`${at(node)} api(…): use callApi(name, …), typed from lib/core/api/answers.ts`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the browser calls the API by name", () => {
  it("finds the files it checks", () => {
    expect(browserFiles.length).toBeGreaterThan(100);
    expect(browserFiles).toContain("components/ideas/IdeaDetail.tsx");
  });

  it("has no /api/ address or api() call outside the typed client", () => {
    expect(browserFiles.flatMap(handWrittenCalls)).toEqual([]);
  });

  it("lists only exceptions that are still needed", () => {
    for (const { prefix } of EXCEPTIONS) {
      const files = sourceFiles().filter((file) => file.startsWith(prefix));
      expect(files.flatMap(handWrittenCalls), `${prefix} no longer needs its exception`).not.toEqual([]);
    }
  });
});
