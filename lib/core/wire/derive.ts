import { strictSchemaRules } from "./strict-schema";

/**
 * What goes on the wire, derived from the JSON Schema of one of our zod schemas by the strict subset's rules
 * (./strict-schema.ts): every object closed and fully required, an optional property made nullable, and each limit
 * the subset cannot carry (a string's length, an unsupported format) moved into the field's description, where the
 * model still reads it. Our zod schema stays the one source: it checks every limit on the answer, after `restore` has
 * turned the nulls written for optional properties back into absent ones.
 */
export interface WireSchema {
  schema: JsonNode;
  /** The answer as our zod schema expects it: optional properties the model wrote as null are left out. */
  restore(value: unknown): unknown;
}

export type JsonNode = { [key: string]: unknown };

const isNode = (value: unknown): value is JsonNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const typesOf = (node: JsonNode): string[] =>
  Array.isArray(node.type)
    ? node.type.filter((type): type is string => typeof type === "string")
    : typeof node.type === "string"
      ? [node.type]
      : [];

/** A limit the wire cannot carry, in the words the model reads in the field's description. */
function limitsInWords(node: JsonNode): string[] {
  const words: string[] = [];
  const min = typeof node.minLength === "number" ? node.minLength : undefined;
  const max = typeof node.maxLength === "number" ? node.maxLength : undefined;
  if (max !== undefined) words.push(min && min > 1 ? `${min} to ${max} characters.` : `At most ${max} characters.`);
  else if (min && min > 1) words.push(`At least ${min} characters.`);
  if (typeof node.format === "string" && !strictSchemaRules.formats.includes(node.format))
    words.push(`Format: ${node.format}.`);
  if (node.uniqueItems === true) words.push("No item twice.");
  return words;
}

function withDescription(node: JsonNode, words: string[]): JsonNode {
  if (words.length === 0) return node;
  const description = [typeof node.description === "string" ? node.description : "", ...words]
    .filter(Boolean)
    .join(" ");
  return { ...node, description };
}

/** Keeps of one node only what the strict subset permits for its types. */
function permittedKeys(node: JsonNode): JsonNode {
  const allowed = new Set<string>([
    ...strictSchemaRules.common,
    ...typesOf(node).flatMap((type) => strictSchemaRules.keywords[type] ?? []),
  ]);
  const kept: JsonNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (!allowed.has(key)) continue;
    if (key === "format" && !strictSchemaRules.formats.includes(String(value))) continue;
    if (key === "pattern" && /\(\?<?[=!]/.test(String(value))) continue;
    kept[key] = value;
  }
  return kept;
}

/** A property the model may leave out becomes one it must write, as null when it has nothing. */
function nullable(node: JsonNode): JsonNode {
  if (Array.isArray(node.anyOf)) {
    const hasNull = node.anyOf.some((option) => isNode(option) && option.type === "null");
    return hasNull ? node : { ...node, anyOf: [...node.anyOf, { type: "null" }] };
  }
  const { description, ...rest } = node;
  return { ...(description !== undefined ? { description } : {}), anyOf: [rest, { type: "null" }] };
}

function derive(node: unknown): unknown {
  if (!isNode(node)) return node;
  const kept = withDescription(permittedKeys(node), limitsInWords(node));
  const types = typesOf(node);
  if (types.includes("object")) {
    const properties = isNode(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    kept.properties = Object.fromEntries(
      Object.entries(properties).map(([key, inner]) => {
        const derived = derive(inner);
        return [key, required.has(key) || !isNode(derived) ? derived : nullable(derived)];
      }),
    );
    kept.required = Object.keys(properties);
    kept.additionalProperties = false;
  }
  if (types.includes("array") && node.items !== undefined) kept.items = derive(node.items);
  if (Array.isArray(node.anyOf)) kept.anyOf = node.anyOf.map(derive);
  for (const holder of ["$defs", "definitions"] as const) {
    if (isNode(node[holder]))
      kept[holder] = Object.fromEntries(Object.entries(node[holder]).map(([key, inner]) => [key, derive(inner)]));
  }
  return kept;
}

/** Leaves out, along the original schema, each optional property the model wrote as null. */
function restoreAlong(schema: unknown, value: unknown): unknown {
  if (!isNode(schema)) return value;
  if (Array.isArray(value)) return isNode(schema.items) ? value.map((item) => restoreAlong(schema.items, item)) : value;
  if (!isNode(value)) return value;
  if (Array.isArray(schema.anyOf)) {
    const objectOption = schema.anyOf.find((option) => isNode(option) && typesOf(option).includes("object"));
    return objectOption ? restoreAlong(objectOption, value) : value;
  }
  const properties = isNode(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const restored: JsonNode = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === null && key in properties && !required.has(key)) continue;
    restored[key] = key in properties ? restoreAlong(properties[key], inner) : inner;
  }
  return restored;
}

/** The strict wire schema of `schema` (a JSON Schema of ours, as zod writes it) and the way back for its answers. */
export function strictWireSchema(schema: JsonNode): WireSchema {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- derive() of a schema node is a schema node
  const derived = derive(schema) as JsonNode;
  return { schema: derived, restore: (value) => restoreAlong(schema, value) };
}
