import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The project's import graph as the compiler resolves it (the tsconfig's `@/` paths, index files, type imports too),
 * for the layer rules and the circle check of layers.test.ts. Paths are relative to the project's root; an edge to a
 * package is kept as the package's name.
 */
export interface ImportGraph {
  /** Each source file of the project and what it imports: project files by path, packages by name. */
  edges: Map<string, { files: string[]; packages: string[] }>;
}

const root = path.resolve(import.meta.dirname, "../..");

export function importGraph(): ImportGraph {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config;
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const sources = parsed.fileNames.filter((file) => !/\/(node_modules|\.next)\/|\.d\.ts$/.test(file));
  const edges = new Map<string, { files: string[]; packages: string[] }>();
  for (const file of sources) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const files: string[] = [];
    const packages: string[] = [];
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes("/node_modules/")) {
        files.push(path.relative(root, resolved.resolvedFileName).replace(/\.d\.mts$/, ".mjs"));
      } else if (!fileName.startsWith(".")) {
        packages.push(fileName);
      }
    }
    edges.set(path.relative(root, file), { files, packages });
  }
  return { edges };
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
