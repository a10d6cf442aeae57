import { reportKinds, type EveryKind, type KindDescription, type ReportKind } from "./kind";
import { painPoints } from "./pain-points/description";
import { strategy } from "./strategy/description";
import { validation } from "./validation/description";

export { assertNever, reportKinds, type EveryKind, type KindDescription, type ReportKind } from "./kind";

const descriptions = { pp: painPoints, ms: strategy, iv: validation } as const;

/** Each kind as its module describes it, by its code: `kinds[kind].label`, `.aliases`, `.storage`, …. */
export const kinds: EveryKind<typeof descriptions> = descriptions;

/** The kind a path segment or query names (its code or an alias of the original API), or null. */
export function kindNamed(name: string): ReportKind | null {
  return reportKinds.find((kind) => kinds[kind].aliases.some((alias: string) => alias === name)) ?? null;
}

/** The kind whose tool page a path is on, or null (the dashboard, the library). */
export function kindOfPath(pathname: string): ReportKind | null {
  return reportKinds.find((kind) => pathname.startsWith(kinds[kind].path)) ?? null;
}

/** A value for every kind, made by `valueOf`: counts, pages, empty states that start alike for each kind. */
export function forEveryKind<V>(valueOf: (kind: ReportKind) => V): Record<ReportKind, V> {
  const table: Partial<Record<ReportKind, V>> = {};
  for (const kind of reportKinds) table[kind] = valueOf(kind);
  if (!hasEveryKind(table)) throw new Error("unreachable: every kind was given a value");
  return table;
}

const hasEveryKind = <V>(table: Partial<Record<ReportKind, V>>): table is Record<ReportKind, V> =>
  reportKinds.every((kind) => kind in table);

/** The kinds' codes as a sentence names them: "pp, ms or iv". */
export const kindCodes = `${reportKinds.slice(0, -1).join(", ")} or ${reportKinds.at(-1)}`;

/** The message of a `kind` that names no kind. */
export const KIND_UNKNOWN = `kind must be ${kindCodes}.`;

/** The kinds in their one order (pain points, strategy, validation), for lists, tabs and tables. */
export const kindList: readonly KindDescription[] = reportKinds.map((kind) => kinds[kind]);
