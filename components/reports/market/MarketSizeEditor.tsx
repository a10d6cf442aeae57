"use client";

import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import { marketInputLabels } from "@/lib/core/labels";
import { computeMarketSize, marketFlags } from "@/lib/core/market/size";
import { useHasPlan } from "@/components/app/plan";
import { MarketSizeLayout, type Market } from "./MarketSize";
import { SegmentTable } from "./SegmentTable";
import { cellKey, editText, inputKey } from "./cell-text";
import { useCellLocale } from "./useCellLocale";
import { useMarketEdits } from "./useMarketEdits";
import { useRangeWithBase } from "./useRangeWithBase";
import { InputNote } from "./InputNotes";
import { InputCell } from "./InputCell";
import { SaveChanges } from "./SaveChanges";

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
  const edits = useMarketEdits(market, locale);
  const { inputs, valid, reasons } = edits;
  const { moved, rangeWithBase } = useRangeWithBase(edits.parsed, edits.writeBounds, locale);
  // Once saved, the editor stays busy while the new version opens (leave()).
  const { call, leave, busy: saving, error, setError } = useApiAction();
  const hasPlan = useHasPlan();
  const figures = useMemo(() => (valid ? computeMarketSize(inputs) : null), [valid, inputs]);
  const shown = figures ?? market;
  const flags = figures ? marketFlags(inputs, figures, monthlyRevenue) : (market.flags ?? []);

  async function save() {
    const segments = edits.withReasons();
    const version = await call(
      "action",
      () => callApi("editMarketSize", { params: { id: reportId }, body: { segments } }),
      "The new version could not be saved. Please try again.",
    );
    if (!version) return;
    leave();
    router.push(`/app/reports/${version.id}`);
  }

  return (
    <MarketSizeLayout figures={shown} flags={flags} sources={market.sources} live>
      <p className="text-sm text-ink-700">
        Change any number and the figures move at once; save to keep your numbers as a new version. Your numbers stay in
        every later version (re-validated, re-run or rescored) until you go back to the model&apos;s.
      </p>
      {edits.yours.length > 0 && (
        <AllBackToModel
          count={edits.yours.length}
          disabled={saving}
          onClick={() => edits.yours.forEach(({ index, key }) => edits.backToModel(index, key))}
        />
      )}
      {market.segments.map((segment, index) => (
        <SegmentTable
          key={index}
          segment={segment}
          figures={figures?.segments[index] ?? segment}
          cell={(key, bound) => {
            const id = cellKey(index, key, bound);
            const where = inputKey(index, key);
            return (
              <InputCell
                value={edits.text[id]}
                onText={(text) => edits.typeIn(id, text)}
                onLeave={bound === "base" ? () => rangeWithBase(index, key) : undefined}
                label={`${marketInputLabels[key]}, ${bound}, ${segment.name}`}
                problemId={edits.problemAt(where) ? `problem-${where}` : undefined}
              />
            );
          }}
          below={(key) => {
            const note = edits.noteOf(index, key);
            const where = inputKey(index, key);
            return note ? (
              <InputNote
                note={note}
                where={where}
                input={segment[key]}
                label={marketInputLabels[key]}
                segment={segment.name}
                modelNumber={(model) => editText(key, model.base, locale)}
                disabled={saving}
                onBackToModel={() => edits.backToModel(index, key)}
                moved={moved[where]}
                reason={reasons[where] ?? ""}
                onReason={(reason) => edits.giveReason(where, reason)}
              />
            ) : undefined;
          }}
        />
      ))}
      {!valid && <p className="text-sm text-ink-700">Fix the highlighted numbers to see the figures move.</p>}
      {edits.changedCount > 0 && (
        <SaveChanges
          changedCount={edits.changedCount}
          hasPlan={hasPlan}
          valid={valid}
          saving={saving}
          onSave={save}
          onUndo={() => {
            edits.undo();
            setError(null);
          }}
          error={error}
        />
      )}
    </MarketSizeLayout>
  );
}

/** Puts back the model's proposals for every input where the founder's number replaced one. */
function AllBackToModel({ count, disabled, onClick }: { count: number; disabled: boolean; onClick: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <button type="button" className="btn-ghost min-h-10 text-sm" disabled={disabled} onClick={onClick}>
        Use the model&apos;s numbers for all {count === 1 ? "1 of yours" : `${count} of yours`}
      </button>
    </div>
  );
}
