import "server-only";
import { fieldOf } from "@/lib/core/objects";

export interface ErrorFacts {
  /** The error's class name (of the innermost cause, e.g. the driver's). */
  error: string;
  /** The driver's SQLSTATE or the Node error code, when there is one (not `code`: the log redacts that key). */
  errorCode?: string;
  /** An HTTP status the provider answered with. */
  status?: number;
}

/**
 * What a log line may say of an error that came near a model's text or the founder's data: its name, code and status,
 * never its message. Drizzle's message is the failed query with its parameters (a whole answer), and the AI SDK's
 * validation errors quote the value they refused.
 */
export function errorFacts(error: unknown): ErrorFacts {
  const facts: ErrorFacts = { error: error instanceof Error ? error.name : typeof error };
  for (let current = error, depth = 0; current && depth < 5; current = causeOf(current), depth++) {
    if (current instanceof Error) facts.error = current.name;
    const code = fieldOf(current, "code");
    const statusCode = fieldOf(current, "statusCode");
    if (typeof code === "string" && facts.errorCode === undefined) facts.errorCode = code;
    if (typeof statusCode === "number" && facts.status === undefined) facts.status = statusCode;
  }
  return facts;
}

const causeOf = (error: unknown) => fieldOf(error, "cause");
