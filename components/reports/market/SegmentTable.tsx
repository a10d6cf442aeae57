import type { ReactNode } from "react";
import type { StoredMarketSize } from "@/lib/core/market/schemas";
import { inputKeys, type InputKey } from "@/lib/core/market/inputs";
import { formatUsdCompact } from "@/lib/core/format";
import { marketInputBasisLabels, marketInputLabels } from "@/lib/core/labels";
import { formatInput } from "@/lib/core/market/format";
import { Quote, Tag } from "../parts";

type Segment = StoredMarketSize["segments"][number];
export type Bound = "low" | "base" | "high";
const bounds: Bound[] = ["low", "base", "high"];

export const basisTone = (basis: string) =>
  basis === "assumption" ? "caution" : basis === "founder" ? "neutral" : "brand";

const safeHref = (url: string | null | undefined) =>
  typeof url === "string" && /^https?:\/\//i.test(url) ? url : null;

/**
 * One segment's assumptions: each input's low, base and high, then where it comes from (its basis, reason, and the
 * quote or page behind it). `cell` replaces a number with an editor; `below` adds what the editor needs under an input.
 */
export function SegmentTable({
  segment,
  figures,
  cell,
  below,
}: {
  segment: Segment;
  figures: Pick<Segment, "tam" | "sam" | "som">;
  cell?: (key: InputKey, bound: Bound) => ReactNode;
  below?: (key: InputKey) => ReactNode;
}) {
  return (
    <div className="rounded-xl border border-line p-4">
      <h3 className="font-semibold text-ink-950">{segment.name}</h3>
      {figures.tam && figures.sam && figures.som && (
        <p className="mt-0.5 text-sm text-ink-600 tabular-nums">
          TAM {formatUsdCompact(figures.tam.base)} · SAM {formatUsdCompact(figures.sam.base)} · SOM{" "}
          {formatUsdCompact(figures.som.base)} a year
        </p>
      )}
      <table className="mt-3 w-full max-w-2xl text-left text-sm">
        <caption className="sr-only">Assumptions for {segment.name}</caption>
        <thead>
          <tr className="text-xs text-ink-600">
            <th scope="col" className="hidden pb-1 font-medium sm:table-cell">
              Input
            </th>
            {bounds.map((bound) => (
              <th key={bound} scope="col" className="w-1/3 pb-1 text-right font-medium capitalize sm:w-28">
                {bound}
              </th>
            ))}
          </tr>
        </thead>
        {inputKeys.map((key) => {
          const input = segment[key];
          const extra = below?.(key);
          return (
            <tbody key={key} className="border-t border-line">
              {/* On a phone the label takes its own line above the numbers; from sm it is the row's first cell. */}
              <tr className="sm:hidden">
                <th scope="rowgroup" colSpan={3} className="pt-2 text-left font-semibold text-ink-900">
                  {marketInputLabels[key]}
                </th>
              </tr>
              <tr>
                <th scope="row" className="hidden py-2 pr-2 text-left font-semibold text-ink-900 sm:table-cell">
                  {marketInputLabels[key]}
                </th>
                {bounds.map((bound) => (
                  <td key={bound} className="py-1.5 pl-2 text-right tabular-nums max-sm:first:pl-0">
                    {cell ? cell(key, bound) : formatInput(key, input[bound])}
                  </td>
                ))}
              </tr>
              <tr>
                <td colSpan={4} className="pb-3 text-ink-700">
                  {extra ?? (
                    <div className="space-y-1.5">
                      <p>
                        <Tag tone={basisTone(input.basis)}>{marketInputBasisLabels[input.basis]}</Tag>{" "}
                        <span className="text-sm">{input.reason}</span>
                      </p>
                      {input.quote && <Quote attribution={input.attribution}>{input.quote}</Quote>}
                      {safeHref(input.source_url) && (
                        <a
                          href={safeHref(input.source_url)!}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          className="text-sm font-medium text-brand-700 underline"
                        >
                          Source: {new URL(input.source_url!).hostname.replace(/^www\./, "")}
                        </a>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
