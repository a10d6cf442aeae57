type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every string of a JSON value (object values and array items, never keys), rewritten by `change`. */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- rewrite() changes strings only, so the value keeps its shape
  return rewrite(value, change) as T;
}

function rewrite(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, change));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, change)]));
  return value;
}
