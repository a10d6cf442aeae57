import { calls, type CallName } from "./calls";

/**
 * The address of a call: its path with the parameters filled in (each encoded), then its query in the order given
 * (values left undefined left out), encoded as encodeURIComponent does.
 */
export function callUrl<N extends CallName>(
  name: N,
  { params, query }: { params?: Partial<Record<string, string>>; query?: unknown } = {},
): string {
  const path = calls[name].path.replace(/\{(?:\.\.\.)?([^}]+)\}/g, (_whole, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(typeof query === "object" && query !== null ? query : {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}
