import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * What the house rules count in the application's own source (app/, components/, lib/, db/ and the root's modules; not
 * tests, journeys, benchmarks or scripts), parsed with TypeScript: type assertions other than `as const`, non-null
 * assertions, `Record<string, unknown>` types, and component functions longer than COMPONENT_MAX_LINES.
 */
export const COMPONENT_MAX_LINES = 120;

const root = path.resolve(import.meta.dirname, "../..");
const SOURCE_FOLDERS = ["app", "components", "lib", "db"];
const ROOT_MODULES = ["proxy.ts", "instrumentation.ts"];

/** The application's own source files, relative to the root. */
export function sourceFiles(): string[] {
  const files: string[] = [...ROOT_MODULES];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "migrations" && entry.name !== "node_modules") walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(folder);
  return files.sort();
}

export interface Place {
  file: string;
  line: number;
  text: string;
}

export interface Budgets {
  casts: Place[];
  nonNull: Place[];
  looseRecords: Place[];
  /** Component functions (a capitalised name, in a .tsx file) over COMPONENT_MAX_LINES lines. */
  longComponents: Place[];
}

const isConstAssertion = (type: ts.TypeNode) =>
  ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === "const";

const isLooseRecord = (node: ts.Node) =>
  ts.isTypeReferenceNode(node) &&
  ts.isIdentifier(node.typeName) &&
  node.typeName.text === "Record" &&
  node.typeArguments?.length === 2 &&
  node.typeArguments[0]!.kind === ts.SyntaxKind.StringKeyword &&
  node.typeArguments[1]!.kind === ts.SyntaxKind.UnknownKeyword;

/** A component's name and body: `function Name(…) {…}` or `const Name = (…) => …` with a capitalised name. */
function componentOf(node: ts.Node): { name: string; body: ts.Node } | null {
  if (ts.isFunctionDeclaration(node) && node.name && node.body && /^[A-Z]/.test(node.name.text)) {
    return { name: node.name.text, body: node };
  }
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /^[A-Z]/.test(node.name.text)) {
    const value = node.initializer;
    if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
      return { name: node.name.text, body: value };
  }
  return null;
}

export function countBudgets(): Budgets {
  const budgets: Budgets = { casts: [], nonNull: [], looseRecords: [], longComponents: [] };
  for (const file of sourceFiles()) {
    const text = readFileSync(path.join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? 4 : 3);
    const place = (node: ts.Node): Place => ({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      text: node.getText(source).split("\n")[0]!.slice(0, 100),
    });
    const visit = (node: ts.Node) => {
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConstAssertion(node.type)) {
        budgets.casts.push(place(node));
      }
      if (ts.isNonNullExpression(node)) budgets.nonNull.push(place(node));
      if (isLooseRecord(node)) budgets.looseRecords.push(place(node));
      const component = file.endsWith(".tsx") ? componentOf(node) : null;
      if (component) {
        const start = source.getLineAndCharacterOfPosition(component.body.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(component.body.getEnd()).line;
        if (end - start + 1 > COMPONENT_MAX_LINES) {
          budgets.longComponents.push({ file, line: start + 1, text: `${component.name}: ${end - start + 1} lines` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return budgets;
}
