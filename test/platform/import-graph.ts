import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The project's import graph as the compiler resolves it (the tsconfig's `@/` paths, index files, type imports too),
 * for the layer rules and the circle check of layers.test.ts. Paths are relative to the project's root; an edge to a
 * package is kept as the package's name.
 */
export interface ImportGraph {
  /**
   * Each source file of the project and what it imports: project files by path, packages by name; `valueFiles` and
   * `valuePackages` leave out the imports of types only (`import type`, `export type`), which run nothing.
   */
  edges: Map<string, Edges>;
}

interface Edges {
  files: string[];
  packages: string[];
  valueFiles: string[];
  valuePackages: string[];
}

/** The specifiers a module imports for their values (not `import type { … }`, nor `import { type A, type B }`). */
function valueSpecifiers(file: string, text: string): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.add(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      if (!statement.isTypeOnly) specifiers.add(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

const root = path.resolve(import.meta.dirname, "../..");

export function importGraph(): ImportGraph {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config;
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const sources = parsed.fileNames.filter((file) => !/\/(node_modules|\.next)\/|\.d\.ts$/.test(file));
  const edges = new Map<string, Edges>();
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    const info = ts.preProcessFile(text, true, true);
    const values = valueSpecifiers(file, text);
    const found: Edges = { files: [], packages: [], valueFiles: [], valuePackages: [] };
    for (const { fileName } of info.importedFiles) {
      // Dynamic imports and `import "x"` for its effect count as values.
      const value = values.has(fileName) || !/^(import|export)\s/m.test(text) || isEffectOrDynamic(text, fileName);
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes("/node_modules/")) {
        const target = path.relative(root, resolved.resolvedFileName).replace(/\.d\.mts$/, ".mjs");
        found.files.push(target);
        if (value) found.valueFiles.push(target);
      } else if (!fileName.startsWith(".")) {
        found.packages.push(fileName);
        if (value) found.valuePackages.push(fileName);
      }
    }
    edges.set(path.relative(root, file), found);
  }
  return { edges };
}

/** Whether a module imports a specifier for its effect alone (`import "x"`) or dynamically (`import("x")`). */
function isEffectOrDynamic(text: string, specifier: string): boolean {
  const quoted = `["']${specifier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']`;
  return new RegExp(`^import\\s+${quoted}|import\\(\\s*${quoted}`, "m").test(text);
}

/** The import circles: every strongly connected group of more than one file, or a file importing itself. */
export function importCircles({ edges }: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)?.files ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)!.files.includes(file)) circles.push(group.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return circles;
}

export const projectRoot = root;
