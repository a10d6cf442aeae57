import { inputKeys, type InputKey } from "@/lib/core/market/inputs";
import type { Market } from "./MarketSize";
import type { Bound } from "./SegmentTable";
import { bounds, cellKey, inputKey, parseInput } from "./cell-text";

/** A segment's inputs as the editor reads them: each bound a number, or what is wrong with what was typed. */
export type ReadSegment = { name: string } & Record<InputKey, Record<Bound, number | string>>;
export type Problem = { where: string; message: string };

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** The market's inputs with what the founder typed (`typed`, by cellKey) read in `locale` over the stored numbers. */
export function readMarket(market: Market, typed: Record<string, string>, locale: string): ReadSegment[] {
  return market.segments.map((segment, index) => ({
    name: segment.name,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a record built from inputKeys has every input key; Object.fromEntries types it loosely
    ...(Object.fromEntries(
      inputKeys.map((key) => [
        key,
        Object.fromEntries(
          bounds.map((bound) => {
            const stored = segment[key][bound];
            // A cell not typed in is the stored number, to the last digit (the field shows it rounded: $853.26).
            const written = typed[cellKey(index, key, bound)];
            if (written === undefined) return [bound, stored];
            const value = parseInput(key, written, locale);
            // A number shown and read back as it was is the stored one, to the last digit.
            return [bound, typeof value === "number" && close(value, stored) ? stored : value];
          }),
        ),
      ]),
    ) as Record<InputKey, Record<Bound, number | string>>),
  }));
}

/** Each input (by inputKey) with a number that does not read, or whose low, base and high are out of order. */
export function problemsIn(segments: ReadSegment[]): Problem[] {
  return segments.flatMap((segment, index) =>
    inputKeys.flatMap((key) => {
      const values = segment[key];
      const wrong = bounds.filter((bound) => typeof values[bound] === "string");
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the bound was picked above because its value is a string (a problem's message)
      if (wrong.length > 0) return [{ where: inputKey(index, key), message: values[wrong[0]!] as string }];
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- no bound holds a string here (returned above), so each is a number
      const { low, base, high } = values as Record<Bound, number>;
      return low <= base && base <= high
        ? []
        : [
            {
              where: inputKey(index, key),
              message: "Keep low ≤ base ≤ high. Leave the base and the range moves with it.",
            },
          ];
    }),
  );
}
