"use client";

import { useState } from "react";
import type { InputKey } from "@/lib/core/market/inputs";
import type { Bound } from "./SegmentTable";
import { editText, inputKey } from "./cell-text";
import type { ReadSegment } from "./market-edits";

/**
 * A base moved past its low or high takes that end of the range with it (one number edited, not three), and says
 * so: the founder's own low and high are kept wherever the base still sits between them. `moved` holds what was said,
 * by inputKey; `rangeWithBase` runs when a base is left.
 */
export function useRangeWithBase(
  parsed: ReadSegment[],
  writeBounds: (index: number, key: InputKey, ends: Bound[], value: (bound: Bound) => number) => void,
  locale: string,
) {
  const [moved, setMoved] = useState<Record<string, string>>({});
  const rangeWithBase = (index: number, key: InputKey) => {
    const values = parsed[index]![key];
    const base = values.base;
    if (typeof base !== "number") return;
    const ends = (["low", "high"] as const).filter((bound) => {
      const value = values[bound];
      return typeof value === "number" && (bound === "low" ? value > base : value < base);
    });
    if (ends.length === 0) return;
    writeBounds(index, key, ends, () => base);
    setMoved((current) => ({
      ...current,
      [inputKey(index, key)]: `The ${ends.join(" and ")} moved to ${editText(key, base, locale)} with the base.`,
    }));
  };
  return { moved, rangeWithBase };
}
