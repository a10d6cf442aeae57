import "server-only";
import { jsonSchema, Output, type Schema } from "ai";
import { z } from "zod";
import { getEnv, type Env } from "@/lib/server/env";
import { strictWireSchema, type JsonNode } from "@/lib/core/wire/derive";

/**
 * How a structured answer is asked for, by provider profile (AI_STRUCTURED_OUTPUT):
 * - `strict` (the default): the schema goes with the request, inside the strict subset OpenAI documents
 *   (lib/core/wire/strict-schema.ts), and the provider constrains the answer to it. OpenAI on both APIs, and the
 *   OpenAI-compatible servers that constrain output to a schema (Ollama 0.5+ run locally, vLLM, LM Studio).
 * - `json`: for a server that takes no schema (Ollama Cloud accepts one but does not enforce it): JSON mode, the schema
 *   in the instructions, and our own check of the answer with one repair try (./repair.ts).
 * Either way our zod schema checks every limit of the answer; the wire carries only what the provider documents.
 */
export type StructuredOutputMode = "strict" | "json";

export function structuredOutputMode(env: Env = getEnv()): StructuredOutputMode {
  return env.AI_STRUCTURED_OUTPUT ?? "strict";
}

const derived = new WeakMap<z.ZodType, ReturnType<typeof strictWireSchema>>();

/** The strict wire schema of a zod schema (kept per schema: deriving walks the whole tree). */
export function wireSchemaOf(schema: z.ZodType) {
  let wire = derived.get(schema);
  if (!wire) {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod writes a JSON Schema document; JsonNode is our reading of one
    const json = z.toJSONSchema(schema, { target: "draft-7", io: "input", reused: "inline" }) as JsonNode;
    wire = strictWireSchema(json);
    derived.set(schema, wire);
  }
  return wire;
}

/**
 * An AI SDK schema that sends the strict wire schema of `schema` and checks the answer with `schema` itself (after
 * turning nulls the wire asked for back into left-out optional fields).
 */
export function checkedSchema<T>(schema: z.ZodType<T>): Schema<T> {
  const wire = wireSchemaOf(schema);
  return jsonSchema<T>(wire.schema, {
    validate: (value) => {
      const result = schema.safeParse(wire.restore(value));
      return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
    },
  });
}

/** The `output` of a structured call in the configured mode: a schema on the wire (strict), or JSON mode. */
export function structuredOutput<T>(schema: z.ZodType<T>, name: string, mode = structuredOutputMode()) {
  const output = Output.object({ schema: checkedSchema(schema), name });
  if (mode === "strict") return output;
  // JSON mode: the provider is asked for any JSON object; the answer is still parsed and checked against `schema`.
  return { ...output, responseFormat: Promise.resolve({ type: "json" as const, name }) };
}

/** In JSON mode the provider never sees the schema, so the model reads it in its instructions. */
export function withSchemaInstructions(instructions: string, schema: z.ZodType, mode = structuredOutputMode()) {
  if (mode === "strict") return instructions;
  return `${instructions}\n\nAnswer with one JSON object and nothing else. It must match this JSON Schema:\n${JSON.stringify(wireSchemaOf(schema).schema)}`;
}

/** Whether function tools go out with `strict: true` (their arguments then match their schema). */
export const strictTools = (mode = structuredOutputMode()) => mode === "strict";
