import "server-only";
import { NoObjectGeneratedError, TypeValidationError, type ModelMessage } from "ai";
import { ZodError } from "zod";

/** A repair names at most this many problems: the first ones are enough to fix, and the message stays short. */
const MAX_PROBLEMS = 12;

/** What was wrong with an answer, in lines the model can act on ("scores.competition.reason: Too big: …"). */
export function problemsOf(error: unknown): string[] {
  const validation = NoObjectGeneratedError.isInstance(error) ? error.cause : error;
  const zod = TypeValidationError.isInstance(validation) ? validation.cause : validation;
  if (zod instanceof ZodError)
    return zod.issues
      .slice(0, MAX_PROBLEMS)
      .map((issue) => `${issue.path.join(".") || "(the answer)"}: ${issue.message}`);
  return ["The answer is not one complete JSON object."];
}

/**
 * The most characters per output token an answer worth repairing can hold: a token is about four characters of English
 * JSON, a long run of spaces or repeated letters packs more. An answer longer than its budget times this was not held to
 * the budget (a compatible server that ignores max_tokens): sending it back would make the repair's input as large.
 */
export const REPAIR_CHARS_PER_TOKEN = 16;

/** Whether an answer is short enough to send back in a repair, given the output budget it was asked within. */
export const isRepairable = (answer: string, budget: number) => answer.length <= budget * REPAIR_CHARS_PER_TOKEN;

/** The text the model answered, when the SDK kept it (a malformed structured answer). */
export function answerTextOf(error: unknown): string | undefined {
  return NoObjectGeneratedError.isInstance(error) ? error.text : undefined;
}

/**
 * The conversation of a repair try: the request, the malformed answer, and what the check found wrong with it. The
 * model writes the whole answer again; our check judges it as it judged the first.
 */
export function repairMessages(prompt: string, answer: string, error: unknown): ModelMessage[] {
  const problems = problemsOf(error)
    .map((line) => `- ${line}`)
    .join("\n");
  return [
    { role: "user", content: prompt },
    { role: "assistant", content: answer },
    {
      role: "user",
      content: `That answer does not pass the check:\n${problems}\nWrite the whole answer again as one JSON object, with these corrected and everything else kept.`,
    },
  ];
}
