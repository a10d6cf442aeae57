import type { MeasuredKindDescription } from "../kind";
import { surveysClosedLine } from "./closed";

/** Problem surveys (issue 46): questions about what people did and what it cost them, answers tallied by code. */
export const surveyKind = {
  kind: "survey",
  noun: "survey",
  response: { one: "response", many: "responses" },
  metric: "Survey respondents",
  closedLine: surveysClosedLine,
} as const satisfies MeasuredKindDescription<"survey">;
