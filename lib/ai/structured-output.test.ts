import { describe, expect, it } from "vitest";
import { z } from "zod";
import { surveyDraftOutput } from "@/lib/core/api/survey";
import { draftInput, rescoreInput } from "@/lib/core/chat/tools";
import { kindSchemas } from "@/lib/core/kinds/schemas";
import { validationWithSearchOutput } from "@/lib/core/report/schemas";
import { strictSchemaProblems } from "@/lib/core/wire/strict-schema";
import { factorScoresOutput } from "./score-samples";
import { checkedSchema, wireSchemaOf } from "./structured-output";

const sent = {
  pain_point_report: kindSchemas.pp.output,
  marketing_strategy: kindSchemas.ms.output,
  idea_validation: kindSchemas.iv.output,
  idea_validation_with_search: validationWithSearchOutput,
  factor_scores: factorScoresOutput,
  propose_rescore: rescoreInput,
  draft: draftInput,
  // Issue 46: a problem survey's draft, ahead of the call that will send it.
  survey_draft: surveyDraftOutput,
};

const validateWith = async <T>(schema: z.ZodType<T>, value: unknown) => checkedSchema(schema).validate!(value);

describe("the wire schema derived from a zod schema", () => {
  it.each(Object.entries(sent))("%s is inside OpenAI's strict subset", (name, schema) => {
    expect(strictSchemaProblems(wireSchemaOf(schema).schema, name)).toEqual([]);
  });

  it("says in the description what the wire cannot carry, and our check still applies it", async () => {
    const schema = z.object({ title: z.string().min(3).max(10).describe("The title.") });
    expect(wireSchemaOf(schema).schema.properties).toEqual({
      title: { type: "string", description: "The title. 3 to 10 characters." },
    });
    expect(await validateWith(schema, { title: "Short one" })).toMatchObject({ success: true });
    expect(await validateWith(schema, { title: "Far too long a title" })).toMatchObject({ success: false });
  });

  it("asks for an optional field as nullable, and leaves it out again when the model writes null", async () => {
    const schema = z.object({ name: z.string(), nickname: z.string().max(20).optional() });
    const wire = wireSchemaOf(schema).schema;
    expect(wire.required).toEqual(["name", "nickname"]);
    expect(wire.additionalProperties).toBe(false);
    expect(wire.properties).toMatchObject({
      nickname: { description: "At most 20 characters.", anyOf: [{ type: "string" }, { type: "null" }] },
    });
    expect(await validateWith(schema, { name: "Ada", nickname: null })).toEqual({
      success: true,
      value: { name: "Ada" },
    });
    expect(await validateWith(schema, { name: "Ada", nickname: "Countess" })).toEqual({
      success: true,
      value: { name: "Ada", nickname: "Countess" },
    });
  });

  it("keeps what the subset permits: numbers' bounds, arrays' sizes, enums", () => {
    const schema = z.object({
      score: z.number().min(0).max(10),
      tags: z
        .array(z.enum(["a", "b"]))
        .min(1)
        .max(3),
    });
    expect(wireSchemaOf(schema).schema.properties).toEqual({
      score: { type: "number", minimum: 0, maximum: 10 },
      tags: { type: "array", minItems: 1, maxItems: 3, items: { type: "string", enum: ["a", "b"] } },
    });
  });
});
