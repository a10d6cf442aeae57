import { measured, measuredKinds, type MeasuredKind } from "./index";

/** The founder's live measured pages by kind: without a plan, those its end closed to visitors. */
export type LivePages = Readonly<Partial<Record<MeasuredKind, number>>>;

/** What the plan's end closed, a sentence per kind with live pages (the banner's and the plan-ended e-mail's). */
export function closedLines(live: LivePages): string[] {
  return measuredKinds.flatMap((kind) => {
    const line = measured[kind].closedLine(live[kind] ?? 0);
    return line ? [line] : [];
  });
}
