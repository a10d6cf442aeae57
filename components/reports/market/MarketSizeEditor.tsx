"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, useSyncExternalStore } from "react";
import { typingLocale } from "@/lib/client/locale";
import { decimalMarkOf, readNumber } from "@/lib/core/numbers";
import { api } from "@/lib/client/api";
import { useApiAction } from "@/lib/client/useApiAction";
import { inputKeys, isShare, maxOf, type InputKey } from "@/lib/core/market/inputs";
import { marketInputBasisLabels, marketInputLabels } from "@/lib/core/labels";
import { computeMarketSize, marketFlags, type SegmentInputs } from "@/lib/core/market/size";
import { Tag } from "../parts";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";
import { MarketSizeLayout, type Market } from "./MarketSize";
import { basisTone, SegmentTable, type Bound } from "./SegmentTable";
import type { StoredReport } from "@/lib/core/report/schemas";

const bounds: Bound[] = ["low", "base", "high"];
const cellKey = (segment: number, key: InputKey, bound: Bound) => `${segment}.${key}.${bound}`;
const inputKey = (segment: number, key: InputKey) => `${segment}.${key}`;

/**
 * What a founder typed, as the input's number, read by their locale: "$1,200" and "30%" read as they look (a share
 * as 0.3), "2,5%" in German too; "2,5" in English is refused rather than read as 25.
 */
export function parseInput(key: InputKey, text: string, locale?: string): number | string {
  const read = readNumber(text, locale);
  if (!read.ok) return read.message;
  if (read.percent && !isShare(key)) return "Write a number here, without %.";
  const value = read.value / (isShare(key) ? 100 : 1);
  if (value <= 0) return "Enter a number above 0.";
  if (value > maxOf(key)) return isShare(key) ? "A share is at most 100%." : "That number is too large.";
  return value;
}

/**
 * An input's number as the field shows it, in the locale its cells are read in (no default: a number written back in
 * English, "2.4%", is refused where a comma is the decimal mark): a share as a percentage, with its precision.
 */
export function editText(key: InputKey, value: number, locale: string): string {
  if (isShare(key)) {
    return `${(value * 100).toLocaleString(locale, { maximumFractionDigits: 4, useGrouping: false })}%`;
  }
  if (key === "price_per_year_usd") {
    // Dollars and cents: $853.20, never $853.2; a whole price without cents.
    const cents = Number.isInteger(value) ? 0 : 2;
    return `$${value.toLocaleString(locale, { minimumFractionDigits: cents, maximumFractionDigits: cents })}`;
  }
  return value.toLocaleString(locale, { maximumFractionDigits: 4 });
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

function initialText(market: Market, locale: string) {
  const text: Record<string, string> = {};
  market.segments.forEach((segment, index) =>
    inputKeys.forEach((key) =>
      bounds.forEach((bound) => (text[cellKey(index, key, bound)] = editText(key, segment[key][bound], locale))),
    ),
  );
  return text;
}

/**
 * The locale the cells are written and read in: English as the server renders them, then the founder's own where it
 * writes decimals with a comma (so "2,5" is 2.5 there, and the numbers shown read back as they are).
 */
function useCellLocale(): string {
  return useSyncExternalStore(
    noChange,
    () => {
      const mine = typingLocale();
      return mine && decimalMarkOf(mine) === "," ? mine : "en-US";
    },
    () => "en-US",
  );
}
const noChange = () => () => {};

/**
 * The market size in the app: every assumption editable in place, the figures recomputed in the browser as the
 * founder types (the same function the server runs), and "Save as new version" storing the edited inputs as the
 * validation's next version, which the server recomputes. Opens the new version once saved.
 */
export function MarketSizeEditor({
  market,
  reportId,
  monthlyRevenue,
}: {
  market: Market;
  reportId: string;
  monthlyRevenue: number | null;
}) {
  const router = useRouter();
  const locale = useCellLocale();
  // What the founder typed, cell by cell; a cell not typed in shows the stored number in the cells' locale.
  const [typed, setText] = useState<Record<string, string>>({});
  const shownText = useMemo(() => initialText(market, locale), [market, locale]);
  const text = useMemo(() => ({ ...shownText, ...typed }), [shownText, typed]);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const { call, busy: calling, error, setError } = useApiAction();
  // Once saved, the editor stays busy while the new version opens.
  const [leaving, setLeaving] = useState(false);
  const saving = calling || leaving;
  const hasPlan = useHasPlan();

  const parsed = useMemo(
    () =>
      market.segments.map((segment, index) => ({
        name: segment.name,
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
      })),
    [market, typed, locale],
  );
  const problems = parsed.flatMap((segment, index) =>
    inputKeys.flatMap((key) => {
      const values = segment[key];
      const wrong = bounds.filter((bound) => typeof values[bound] === "string");
      if (wrong.length > 0) return [{ where: inputKey(index, key), message: values[wrong[0]!] as string }];
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
  const valid = problems.length === 0;
  const inputs = parsed as unknown as SegmentInputs[];
  const changed = (index: number, key: InputKey) =>
    bounds.some((bound) => parsed[index]![key][bound] !== market.segments[index]![key][bound]);
  const changedCount = market.segments.reduce(
    (sum, _, index) => sum + inputKeys.filter((key) => changed(index, key)).length,
    0,
  );
  const figures = useMemo(() => (valid ? computeMarketSize(inputs) : null), [valid, inputs]);
  const shown = figures ?? market;
  const flags = figures ? marketFlags(inputs, figures, monthlyRevenue) : (market.flags ?? []);

  async function save() {
    const segments = inputs.map((segment, index) => ({
      name: segment.name,
      ...Object.fromEntries(
        inputKeys.map((key) => {
          const reason = reasons[inputKey(index, key)]?.trim();
          return [key, { ...segment[key], ...(reason && changed(index, key) ? { reason } : {}) }];
        }),
      ),
    }));
    const version = await call(
      "action",
      () => api<StoredReport>(`/api/data/reports/${reportId}/market-size`, { method: "POST", body: { segments } }),
      "The new version could not be saved. Please try again.",
    );
    if (!version) return;
    setLeaving(true);
    router.push(`/app/reports/${version.id}`);
  }

  // The founder's numbers that replaced a proposal of the model's: each can go back to it, or all at once.
  const modelOf = (index: number, key: InputKey) => {
    const input = market.segments[index]![key];
    return input.basis === "founder" ? input.model : undefined;
  };
  const backToModel = (index: number, key: InputKey) => {
    const model = modelOf(index, key)!;
    setText((current) => ({
      ...current,
      ...Object.fromEntries(bounds.map((bound) => [cellKey(index, key, bound), editText(key, model[bound], locale)])),
    }));
  };
  const isModels = (index: number, key: InputKey) => {
    const model = modelOf(index, key);
    return !!model && bounds.every((bound) => parsed[index]![key][bound] === model[bound]);
  };
  const yours = market.segments.flatMap((_, index) =>
    inputKeys.filter((key) => modelOf(index, key) && !isModels(index, key)).map((key) => ({ index, key })),
  );

  /**
   * A base moved past its low or high takes that end of the range with it (one number edited, not three), and says
   * so: the founder's own low and high are kept wherever the base still sits between them.
   */
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
    setText((current) => ({
      ...current,
      ...Object.fromEntries(ends.map((bound) => [cellKey(index, key, bound), editText(key, base, locale)])),
    }));
    setMoved((current) => ({
      ...current,
      [inputKey(index, key)]: `The ${ends.join(" and ")} moved to ${editText(key, base, locale)} with the base.`,
    }));
  };

  const problemAt = (where: string) => problems.find((problem) => problem.where === where);
  return (
    <MarketSizeLayout figures={shown} flags={flags} sources={market.sources} live>
      <p className="text-sm text-ink-700">
        Change any number and the figures move at once; save to keep your numbers as a new version. Your numbers stay in
        every later version (re-validated, re-run or rescored) until you go back to the model&apos;s.
      </p>
      {yours.length > 0 && (
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <button
            type="button"
            className="btn-ghost min-h-10 text-sm"
            disabled={saving}
            onClick={() => yours.forEach(({ index, key }) => backToModel(index, key))}
          >
            Use the model&apos;s numbers for all {yours.length === 1 ? "1 of yours" : `${yours.length} of yours`}
          </button>
        </div>
      )}
      {market.segments.map((segment, index) => (
        <SegmentTable
          key={index}
          segment={segment}
          figures={figures?.segments[index] ?? segment}
          cell={(key, bound) => {
            const id = cellKey(index, key, bound);
            const problem = problemAt(inputKey(index, key));
            return (
              <input
                type="text"
                inputMode="decimal"
                value={text[id]}
                onChange={(event) => setText((current) => ({ ...current, [id]: event.target.value }))}
                onBlur={bound === "base" ? () => rangeWithBase(index, key) : undefined}
                aria-label={`${marketInputLabels[key]}, ${bound}, ${segment.name}`}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `problem-${inputKey(index, key)}` : undefined}
                className="w-full max-w-28 rounded-md border border-stone-300 bg-white px-1.5 py-1 text-right text-sm text-ink-950 tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500"
              />
            );
          }}
          below={(key) => {
            const where = inputKey(index, key);
            const problem = problemAt(where);
            if (problem) {
              return (
                <p id={`problem-${where}`} className="text-sm font-medium text-red-700">
                  {problem.message}
                </p>
              );
            }
            const model = modelOf(index, key);
            if (!changed(index, key)) {
              if (!model) return undefined;
              const input = segment[key];
              return (
                <div className="space-y-1.5">
                  <p>
                    <Tag tone={basisTone(input.basis)}>{marketInputBasisLabels[input.basis]}</Tag>{" "}
                    <span className="text-sm">{input.reason}</span>
                  </p>
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    disabled={saving}
                    onClick={() => backToModel(index, key)}
                  >
                    Use the model&apos;s number ({editText(key, model.base, locale)})
                    <span className="sr-only">
                      {" "}
                      for {marketInputLabels[key].toLowerCase()}, {segment.name}
                    </span>
                  </button>
                </div>
              );
            }
            if (isModels(index, key)) {
              return <p className="text-sm text-ink-700">Back to the model&apos;s number once you save.</p>;
            }
            return (
              <div className="space-y-1.5">
                {moved[where] && (
                  <p role="status" className="text-sm text-ink-700">
                    {moved[where]}
                  </p>
                )}
                <label className="flex flex-wrap items-center gap-2 text-sm">
                  <Tag>Your number</Tag>
                  <span className="sr-only">
                    Why {marketInputLabels[key].toLowerCase()} for {segment.name} (optional)
                  </span>
                  <input
                    type="text"
                    maxLength={300}
                    value={reasons[where] ?? ""}
                    onChange={(event) => setReasons((current) => ({ ...current, [where]: event.target.value }))}
                    placeholder="Why this number? (optional)"
                    className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 py-1 text-sm text-ink-950 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
                  />
                </label>
              </div>
            );
          }}
        />
      ))}
      {!valid && <p className="text-sm text-ink-700">Fix the highlighted numbers to see the figures move.</p>}
      {changedCount > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3 print:hidden">
          <p className="text-sm font-medium text-ink-900">
            {changedCount === 1 ? "1 assumption changed." : `${changedCount} assumptions changed.`}
          </p>
          {hasPlan ? (
            <button type="button" className="btn-primary min-h-10" disabled={!valid || saving} onClick={save}>
              {saving ? "Saving…" : "Save as new version"}
            </button>
          ) : (
            <button
              type="button"
              className="btn-primary min-h-10 aria-disabled:opacity-60"
              aria-disabled
              aria-describedby="market-needs-plan"
            >
              Save as new version
            </button>
          )}
          <button
            type="button"
            className="btn-ghost min-h-10"
            disabled={saving}
            onClick={() => {
              setText({});
              setReasons({});
              setError(null);
            }}
          >
            Undo changes
          </button>
          {!hasPlan && (
            <NeedsPlan id="market-needs-plan" className="w-full">
              A new version needs a plan: the figures above still move as you type.
            </NeedsPlan>
          )}
          {error && (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </MarketSizeLayout>
  );
}
