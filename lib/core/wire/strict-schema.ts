/**
 * The JSON Schema subset OpenAI's Structured Outputs accept with `strict: true`, for a response format and for a
 * function tool's parameters alike: "Structured model outputs", section "Supported schemas" of OpenAI's API guide,
 * read 2026-11-27. A request outside it is refused by OpenAI with a 400 `invalid_request_error` ("Invalid schema for response_format
 * '…': In context=(…), 'maxLength' is not permitted."), so every report would fail.
 *
 * Pure: lib/core/wire/derive.ts derives what the app sends from its zod schemas by these rules, and the tests' OpenAI
 * stand-in (test/openai-standin.ts) refuses what breaks them, as OpenAI does.
 */
/** What a schema's node may say, by its type (besides `type`, `description`, `enum`, `const`, `anyOf`, `$ref`, `$defs`). */
const keywords: Record<string, readonly string[]> = {
  string: ["pattern", "format"],
  number: ["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"],
  integer: ["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"],
  array: ["items", "minItems", "maxItems"],
  object: ["properties", "required", "additionalProperties"],
  boolean: [],
  null: [],
};
const formats: readonly string[] = [
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
];

export const strictSchemaRules = {
  read: "2026-11-27",
  keywords,
  common: ["type", "description", "enum", "const", "anyOf", "$ref", "$defs", "definitions"],
  formats,
  /** Objects: every property required, `additionalProperties: false`; an optional field is a union with null. */
  maxProperties: 5_000,
  maxDepth: 10,
  maxEnumValues: 1_000,
  /** Property names, definition names, enum and const values together, in characters. */
  maxTotalStringLength: 120_000,
  /** The schema's (and a function tool's) name. */
  name: /^[a-zA-Z0-9_-]{1,64}$/,
} as const;

/**
 * What the OpenAI-compatible servers document for structured output, read 2026-11-27 (their docs: Ollama's
 * "Structured outputs" and OpenAI compatibility pages, vLLM's "Structured Outputs", LM Studio's "Structured Output"):
 * - Ollama 0.5+: `response_format: { type: "json_schema" }` on /v1/chat/completions (and `format` on its own API)
 *   constrains decoding with a llama.cpp grammar built from the schema; `strict` is accepted and ignored. Ollama
 *   Cloud accepts the schema but does not enforce it: use AI_STRUCTURED_OUTPUT=json there.
 * - vLLM: `response_format` json_schema on both completion APIs, enforced by its structured-output backend (xgrammar,
 *   falling back to guidance for what xgrammar lacks); the older `guided_json` became `structured_outputs.json`.
 * - LM Studio: `response_format` json_schema on /v1/chat/completions, the answer held to the schema. It has no
 *   `json_object` mode, so it stays on strict.
 * Each takes every schema inside OpenAI's strict subset below, so the app derives one wire schema for all of them;
 * a server that constrains nothing gets JSON mode and our own check instead (lib/ai/structured-output.ts).
 */
export const compatibleServersRead = "2026-11-27";

export interface SchemaProblem {
  /** Where, as OpenAI names it: the keys from the root, e.g. `properties, scores, properties, market_demand`. */
  path: string;
  message: string;
}

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] =>
  Array.isArray(node.type)
    ? node.type.filter((type): type is string => typeof type === "string")
    : typeof node.type === "string"
      ? [node.type]
      : [];

/** Regex lookaround, which OpenAI's patterns do not support. */
const LOOKAROUND = /\(\?<?[=!]/;

/**
 * What breaks the strict subset in a schema (a response format's, or a strict tool's parameters), each with where it
 * is, as OpenAI's own refusal would name it; none when the schema is inside the rules. `name`: the format's or tool's.
 */
export function strictSchemaProblems(schema: unknown, name?: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const report = (path: string[], message: string) => problems.push({ path: path.join(", "), message });
  let properties = 0;
  let enumValues = 0;
  let stringLength = 0;

  if (name !== undefined && !strictSchemaRules.name.test(name)) report([], `'${name}' is not a valid name.`);
  if (!isNode(schema) || !typesOf(schema).includes("object") || schema.anyOf)
    report([], "The root of a schema must be an object, and not anyOf.");

  const visit = (node: unknown, path: string[], depth: number) => {
    if (!isNode(node)) return report(path, "A schema must be an object.");
    if (depth > strictSchemaRules.maxDepth)
      report(path, `A schema may nest at most ${strictSchemaRules.maxDepth} levels.`);
    const types = typesOf(node);
    const allowed = new Set<string>([
      ...strictSchemaRules.common,
      ...types.flatMap((type) => strictSchemaRules.keywords[type] ?? []),
    ]);
    for (const key of Object.keys(node)) {
      if (!allowed.has(key) && !(path.length === 0 && key === "$schema")) report(path, `'${key}' is not permitted.`);
    }
    if (typeof node.format === "string" && !strictSchemaRules.formats.includes(node.format))
      report(path, `The format '${node.format}' is not supported.`);
    if (typeof node.pattern === "string" && LOOKAROUND.test(node.pattern))
      report(path, "A pattern may not use lookaround.");
    if (Array.isArray(node.enum)) {
      enumValues += node.enum.length;
      for (const value of node.enum) if (typeof value === "string") stringLength += value.length;
    }
    if (typeof node.const === "string") stringLength += node.const.length;
    if (types.includes("object")) {
      const own = isNode(node.properties) ? node.properties : {};
      const keys = Object.keys(own);
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      if (node.additionalProperties !== false)
        report(path, "'additionalProperties' is required to be supplied and to be false.");
      const missing = keys.filter((key) => !required.has(key));
      if (missing.length > 0)
        report(
          path,
          `'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`,
        );
      for (const key of keys) {
        properties++;
        stringLength += key.length;
        visit(own[key], [...path, "properties", key], depth + 1);
      }
    }
    if (types.includes("array") && node.items !== undefined) visit(node.items, [...path, "items"], depth + 1);
    if (Array.isArray(node.anyOf))
      node.anyOf.forEach((option, index) => visit(option, [...path, "anyOf", String(index)], depth));
    for (const holder of ["$defs", "definitions"] as const) {
      if (!isNode(node[holder])) continue;
      for (const [key, definition] of Object.entries(node[holder])) {
        stringLength += key.length;
        visit(definition, [...path, holder, key], depth);
      }
    }
  };
  if (isNode(schema)) visit(schema, [], 1);

  if (properties > strictSchemaRules.maxProperties)
    report(
      [],
      `A schema may have at most ${strictSchemaRules.maxProperties} object properties in all (${properties}).`,
    );
  if (enumValues > strictSchemaRules.maxEnumValues)
    report([], `A schema may have at most ${strictSchemaRules.maxEnumValues} enum values in all (${enumValues}).`);
  if (stringLength > strictSchemaRules.maxTotalStringLength)
    report(
      [],
      `The names and enum values of a schema may come to at most ${strictSchemaRules.maxTotalStringLength} characters.`,
    );
  return problems;
}
