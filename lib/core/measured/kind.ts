import { unhandled, type EveryEntry } from "@/lib/core/exhaustive";

/**
 * The kinds of measured experiment: a public page at `/p/{slug}` whose visitors LaunchLens counts itself, judged by
 * code and recorded through the experiments' recordResult(). Pitch pages are the first kind, surveys the second
 * (issue 46). What every kind shares is in this folder (counting's rules, the judgement, the
 * live figure, slugs); what one kind is, in its folder beside it (`pitch/`). Plain data, browser-safe.
 */
export const measuredKinds = ["pitch", "survey"] as const;
export type MeasuredKind = (typeof measuredKinds)[number];

/**
 * A table with an entry for every measured kind, as lib/core/kinds/kind.ts's EveryKind is for report kinds: a kind the
 * table lacks is a type error where it is written, so adding one to `measuredKinds` makes the compiler name each
 * place to fill (test/platform/throwaway-measured-kind.test.ts).
 */
export type EveryMeasuredKind<T extends Record<MeasuredKind, unknown>, Missing = never> = EveryEntry<
  MeasuredKind,
  T,
  Missing
>;

/** Where a choice by measured kind ends: a kind no branch took is a type error here. */
export const assertNeverMeasured = (kind: never): never => unhandled("measured kind", kind);

/** What every measured kind's module says of it (lib/core/measured/<kind>/kind.ts). */
export interface MeasuredKindDescription<K extends MeasuredKind = MeasuredKind> {
  kind: K;
  /** What one page of the kind is called, in a sentence: "pitch page". */
  noun: string;
  /** What a visitor leaves that the kind counts, one and many: "sign-up", "sign-ups". */
  response: { one: string; many: string };
  /** The experiment's metric its pages create ("Pitch page sign-up rate"). */
  metric: string;
  /** What the plan's end did to the founder's live pages of the kind, for the banner and the e-mail; null for none. */
  closedLine(livePages: number): string | null;
}
