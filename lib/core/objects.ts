/** An object without the named fields (a shallow copy). */
export function omit<T extends object>(value: T, ...keys: string[]): Partial<T> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the same object without some fields is a Partial of it
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as Partial<T>;
}

/**
 * A field of any value, as `value[key]` reads it, or undefined when the value is not an object (a thrown value, a
 * driver's error, a parsed JSON answer): what `(value as { key?: unknown }).key` said without a cast.
 */
export function fieldOf(value: unknown, key: string): unknown {
  return (typeof value === "object" || typeof value === "function") && value !== null
    ? Reflect.get(value, key)
    : undefined;
}

/** The own enumerable keys of an object written in the code, typed as its keys (Object.keys answers string[]). */
export function keysOf<T extends object>(value: T): (keyof T & string)[] {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- for an object literal of ours the keys are exactly its own; Object.keys types them as string[] because an object may carry more
  return Object.keys(value) as (keyof T & string)[];
}

/** A record with one entry per key, each made by `value`: the one place a built record is taken to have every key. */
export function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one entry for every key given, as the doc comment says
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}
