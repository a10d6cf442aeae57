import { readdirSync } from "node:fs";
import path from "node:path";

/** Every route.ts under app/api, with the address it answers in docs/API.md's spelling. */
export interface RouteFile {
  /** The file, relative to the project's root. */
  file: string;
  /** app/api/data/reports/[id]/share/route.ts → /api/data/reports/{id}/share; route groups add nothing. */
  path: string;
  /** Whether a segment of its address is a parameter ([id], [...nextauth]). */
  dynamic: boolean;
}

export const API_ROOT = path.resolve(import.meta.dirname, "../../app/api");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The address a route file answers: app/api/data/reports/[id]/share → /api/data/reports/{id}/share. */
export function routePath(file: string): string {
  const segments = path
    .relative(API_ROOT, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment))
    .map((segment) => {
      const parameter = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
      return parameter ? `{${parameter[1] ?? ""}${parameter[2]}}` : segment;
    });
  return ["/api", ...segments].join("/");
}

export const routeFiles: RouteFile[] = walk(API_ROOT)
  .sort()
  .map((full) => ({
    file: path.relative(path.resolve(API_ROOT, "../.."), full),
    path: routePath(full),
    dynamic: /\{/.test(routePath(full)),
  }));
