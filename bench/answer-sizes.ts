// What each kind's answer weighs in tokens (o200k_base, the tokenizer of the GPT-4o, 4.1 and 5 families): the demo
// model's answers to a few ideas, the ShiftPlate example, and the largest answer the schema admits (every array at
// its maxItems, every string at its maxLength, written as English prose). Also what a request sends: the
// instructions, the idea with its evidence, and the wire schema. The budgets in lib/ai/budgets.ts come from these
// figures (bench/README.md, "Answer sizes").
//   npm run bench:answer-sizes
import { countTokens } from "gpt-tokenizer";
import { kindSchemas } from "@/lib/core/kinds/schemas";
import { reportKinds, type ReportKind } from "@/lib/core/kinds";
import {
  examplePainPoints,
  exampleStrategy,
  exampleValidation,
  exampleEvidence,
  exampleIdea,
} from "@/lib/core/examples/shiftplate";
import { demoPainPoints, demoStrategy, demoValidation } from "@/lib/ai/demo/reports";
import { generators } from "@/lib/ai/generators";
import { ideaMessage } from "@/lib/ai/prompts/shared";
import { scoresTask } from "@/lib/ai/kinds/validation/prompt";
import { factorScoresOutput } from "@/lib/ai/score-samples";
import { wireSchemaOf } from "@/lib/ai/structured-output";
import { validationWithSearchOutput } from "@/lib/core/report/schemas";
import { z } from "zod";
import { costOf, DEFAULT_PRICES } from "@/lib/core/usage-cost";
import { systemMessage } from "@/lib/ai/chat/context";
import { validationExample } from "@/lib/core/examples";

const IDEAS = [
  "A meal-prep subscription for night-shift nurses, delivered to hospital lockers before each shift.",
  "A marketplace where independent bike mechanics rent out workshop hours to commuters who want to learn repairs.",
  "Software that helps small dental practices fill last-minute cancellations from a waitlist by text message.",
  "A B2B tool that turns a restaurant's supplier invoices into weekly food-cost alerts.",
];

const demos: Record<ReportKind, (idea: string, evidence?: string) => unknown> = {
  pp: demoPainPoints,
  ms: demoStrategy,
  iv: demoValidation,
};
const examples: Record<ReportKind, unknown> = { pp: examplePainPoints, ms: exampleStrategy, iv: exampleValidation };

const PROSE =
  "Customers say the current options are slow, expensive and hard to trust, so they improvise with spreadsheets, " +
  "group chats and favours from friends, and they would pay for something that simply worked on the first try. ";

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** The largest instance a JSON Schema admits: arrays full, strings at their maximum length, numbers long. */
function largest(schema: unknown): unknown {
  if (!isNode(schema)) return null;
  if (Array.isArray(schema.anyOf))
    return largest(schema.anyOf.find((option) => isNode(option) && option.type !== "null"));
  if (Array.isArray(schema.enum)) return [...schema.enum].sort((a, b) => String(b).length - String(a).length)[0];
  switch (schema.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(isNode(schema.properties) ? schema.properties : {}).map(([key, inner]) => [key, largest(inner)]),
      );
    case "array":
      return Array.from({ length: typeof schema.maxItems === "number" ? schema.maxItems : 10 }, () =>
        largest(schema.items),
      );
    case "string": {
      const length = typeof schema.maxLength === "number" ? schema.maxLength : 2_000;
      return PROSE.repeat(Math.ceil(length / PROSE.length)).slice(0, length);
    }
    case "integer":
      return 1_000_000;
    case "number":
      return 1_234_567.89;
    case "boolean":
      return false;
    default:
      return null;
  }
}

const tokens = (value: unknown) => countTokens(typeof value === "string" ? value : JSON.stringify(value));
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: "draft-7", io: "input", reused: "inline" });

const rows: string[][] = [
  ["answer", "demo (min-max)", "ShiftPlate", "schema maximum", "instructions", "idea + evidence", "wire schema"],
];
const row = (
  name: string,
  schema: z.ZodType,
  demo: number[],
  example: number | null,
  instructions: string,
  prompt: string,
) =>
  rows.push([
    name,
    demo.length ? `${Math.min(...demo)}-${Math.max(...demo)}` : "",
    example === null ? "" : String(example),
    String(tokens(largest(jsonSchemaOf(schema)))),
    String(tokens(instructions)),
    String(tokens(prompt)),
    String(tokens(wireSchemaOf(schema).schema)),
  ]);

const EVIDENCE = exampleEvidence;
const examplePrompt = (task: string) => ideaMessage(exampleIdea, task, EVIDENCE);
for (const kind of reportKinds) {
  const generator = generators[kind];
  const demo = IDEAS.flatMap((idea) => [tokens(demos[kind](idea)), tokens(demos[kind](idea, EVIDENCE))]);
  row(
    kind,
    kindSchemas[kind].output,
    demo,
    tokens(examples[kind]),
    generator.instructions,
    examplePrompt(generator.task),
  );
}
row(
  "iv with web search",
  validationWithSearchOutput,
  [],
  null,
  generators.iv.instructions,
  examplePrompt(generators.iv.task),
);
row("iv scoring run", factorScoresOutput, [], null, generators.iv.instructions, examplePrompt(scoresTask));

const print = (table: string[][]) => {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  for (const cells of table) console.log(cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
};
print(rows);

// What one of each costs on the default model, from the ShiftPlate example (a realistic answer, with evidence): the
// request's input (instructions, the idea and evidence, the wire schema) and the example as the output. A validation
// adds its scoring runs (AI_SCORE_SAMPLES 3: two more calls). A question sends the report, the idea and the evidence
// with the chat's rules, and an answer of about 250 tokens (its cap is ANSWER_MAX_TOKENS).
const MODEL = "gpt-4.1-mini";
const price = DEFAULT_PRICES[MODEL]!;
const callCost = (input: number, output: number) =>
  costOf({ inputTokens: input, cachedInputTokens: 0, outputTokens: output }, price);
const requestInput = (schema: z.ZodType, instructions: string, task: string) =>
  tokens(instructions) + tokens(examplePrompt(task)) + tokens(wireSchemaOf(schema).schema);
const costs: string[][] = [["on " + MODEL, "calls", "input", "output", "cost"]];
for (const kind of reportKinds) {
  const generator = generators[kind];
  let input = requestInput(kindSchemas[kind].output, generator.instructions, generator.task);
  let output = tokens(examples[kind]);
  let calls = 1;
  if (kind === "iv") {
    input += 2 * requestInput(factorScoresOutput, generator.instructions, scoresTask);
    output += 2 * 100;
    calls = 3;
  }
  costs.push([kind, String(calls), String(input), String(output), `$${callCost(input, output).toFixed(4)}`]);
}
const question =
  tokens(systemMessage({ kind: "iv", report: validationExample.report, idea: exampleIdea, evidence: EVIDENCE })) + 20;
costs.push(["question (on a validation)", "1", String(question), "250", `$${callCost(question, 250).toFixed(4)}`]);
print(costs);
