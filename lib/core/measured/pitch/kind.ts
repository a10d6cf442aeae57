import type { MeasuredKindDescription } from "../kind";
import { pitchPagesClosedLine } from "./closed";

/** Pitch pages (issue 39): the idea's offer on one page, its sign-up rate measured against the experiment's line. */
export const pitchKind = {
  kind: "pitch",
  noun: "pitch page",
  response: { one: "sign-up", many: "sign-ups" },
  metric: "Pitch page sign-up rate",
  closedLine: pitchPagesClosedLine,
} as const satisfies MeasuredKindDescription<"pitch">;
