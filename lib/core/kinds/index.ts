import { reportKinds, type KindDescription, type ReportKind } from "./kind";
import { painPoints } from "./pain-points";
import { strategy } from "./strategy";
import { validation } from "./validation";

export { reportKinds, type KindDescription, type ReportKind } from "./kind";

/** Each kind as its module describes it, by its code: `kinds[kind].label`, `.aliases`, `.storage`, …. */
export const kinds = { pp: painPoints, ms: strategy, iv: validation } as const satisfies {
  [K in ReportKind]: KindDescription<K>;
};

/** The kind a path segment or query names (its code or an alias of the original API), or null. */
export function kindNamed(name: string): ReportKind | null {
  return reportKinds.find((kind) => kinds[kind].aliases.some((alias: string) => alias === name)) ?? null;
}

/** The kind whose tool page a path is on, or null (the dashboard, the library). */
export function kindOfPath(pathname: string): ReportKind | null {
  return reportKinds.find((kind) => pathname.startsWith(kinds[kind].path)) ?? null;
}

/** The kinds in their one order (pain points, strategy, validation), for lists, tabs and tables. */
export const kindList: readonly KindDescription[] = reportKinds.map((kind) => kinds[kind]);
