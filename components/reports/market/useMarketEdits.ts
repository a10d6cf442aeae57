"use client";

import { useMemo, useState } from "react";
import type { BodyOf } from "@/lib/core/api/contract";
import { inputKeys, type InputKey } from "@/lib/core/market/inputs";
import type { SegmentInputs } from "@/lib/core/market/size";
import type { Market } from "./MarketSize";
import type { Bound } from "./SegmentTable";
import { bounds, cellKey, editText, initialText, inputKey } from "./cell-text";
import type { InputNoteKind } from "./InputNotes";
import { problemsIn, readMarket } from "./market-edits";

/**
 * The founder's edits of a market's inputs: every cell's text (as typed, else the stored number in the cells'
 * locale), the inputs read from it and what is wrong with them, which inputs changed, the reasons given for them, and
 * the way back to the model's numbers.
 */
export function useMarketEdits(market: Market, locale: string) {
  // What the founder typed, cell by cell; a cell not typed in shows the stored number in the cells' locale.
  const [typed, setText] = useState<Record<string, string>>({});
  const shownText = useMemo(() => initialText(market, locale), [market, locale]);
  const text = useMemo(() => ({ ...shownText, ...typed }), [shownText, typed]);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const parsed = useMemo(() => readMarket(market, typed, locale), [market, typed, locale]);
  const problems = problemsIn(parsed);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- to be read only when `valid` (the figures; save is disabled otherwise): then every cell parsed to a number
  const inputs = parsed as unknown as SegmentInputs[];
  const changed = (index: number, key: InputKey) =>
    bounds.some((bound) => parsed[index]![key][bound] !== market.segments[index]![key][bound]);
  const changedCount = market.segments.reduce(
    (sum, _, index) => sum + inputKeys.filter((key) => changed(index, key)).length,
    0,
  );
  /** Writes `value` in the cells of `ends` of an input (one number edited, not three). */
  const writeBounds = (index: number, key: InputKey, ends: Bound[], value: (bound: Bound) => number) =>
    setText((current) => ({
      ...current,
      ...Object.fromEntries(ends.map((bound) => [cellKey(index, key, bound), editText(key, value(bound), locale)])),
    }));

  // The founder's numbers that replaced a proposal of the model's: each can go back to it, or all at once.
  const modelOf = (index: number, key: InputKey) => {
    const input = market.segments[index]![key];
    return input.basis === "founder" ? input.model : undefined;
  };
  const backToModel = (index: number, key: InputKey) => {
    const model = modelOf(index, key)!;
    writeBounds(index, key, bounds, (bound) => model[bound]);
  };
  const isModels = (index: number, key: InputKey) => {
    const model = modelOf(index, key);
    return !!model && bounds.every((bound) => parsed[index]![key][bound] === model[bound]);
  };
  const yours = market.segments.flatMap((_, index) =>
    inputKeys.filter((key) => modelOf(index, key) && !isModels(index, key)).map((key) => ({ index, key })),
  );
  /** The inputs to save, each changed one with the reason the founder gave for it, if any. */
  const withReasons = (): BodyOf<"editMarketSize">["segments"] =>
    inputs.map((segment, index) => {
      const withReason = (key: InputKey) => {
        const reason = reasons[inputKey(index, key)]?.trim();
        return { ...segment[key], ...(reason && changed(index, key) ? { reason } : {}) };
      };
      return {
        name: segment.name,
        customers: withReason("customers"),
        price_per_year_usd: withReason("price_per_year_usd"),
        reachable_share: withReason("reachable_share"),
        obtainable_share_3y: withReason("obtainable_share_3y"),
      };
    });
  const problemAt = (where: string) => problems.find((problem) => problem.where === where);
  /** The note under an input, or null for SegmentTable's own (where the number comes from). */
  const noteOf = (index: number, key: InputKey): InputNoteKind | null => {
    const problem = problemAt(inputKey(index, key));
    if (problem) return { kind: "problem", message: problem.message };
    const model = modelOf(index, key);
    if (!changed(index, key)) return model ? { kind: "model", model } : null;
    return isModels(index, key) ? { kind: "back to the model" } : { kind: "yours" };
  };

  return {
    text,
    parsed,
    valid: problems.length === 0,
    problemAt,
    inputs,
    changedCount,
    withReasons,
    reasons,
    typeIn: (cell: string, value: string) => setText((current) => ({ ...current, [cell]: value })),
    writeBounds,
    giveReason: (where: string, reason: string) => setReasons((current) => ({ ...current, [where]: reason })),
    /** The inputs as the stored report has them: nothing typed, no reasons. */
    undo: () => {
      setText({});
      setReasons({});
    },
    backToModel,
    yours,
    noteOf,
  };
}
