import type { ReactNode } from "react";
import type { DeepPartial } from "@/lib/core/report/schemas";
import { inputKeys } from "@/lib/core/market/inputs";
import type { StoredMarketSize } from "@/lib/core/market/schemas";
import type { MarketFlag, Range } from "@/lib/core/market/size";
import { Section } from "../parts";
import { MarketFigures } from "./MarketFigures";
import { SegmentTable } from "./SegmentTable";

export type Market = StoredMarketSize & Record<"tam" | "sam" | "som", Range>;

const isRange = (value: DeepPartial<Range> | undefined): value is Range =>
  typeof value?.low === "number" && typeof value.base === "number" && typeof value.high === "number";

/**
 * The section once the report is finished (its figures are computed by the server when the report is complete, so a
 * report still streaming has none yet), or null: older reports have no market size at all.
 */
export function finishedMarket(market: DeepPartial<StoredMarketSize> | undefined): Market | null {
  if (!market || !isRange(market.tam) || !isRange(market.sam) || !isRange(market.som)) return null;
  const complete = (market.segments ?? []).every(
    (segment) =>
      segment?.name &&
      inputKeys.every((key) => {
        const input = segment[key];
        return typeof input?.basis === "string" && isRange(input);
      }),
  );
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- every range and segment was checked just above; TypeScript cannot carry those checks over to `market`
  return complete && (market.segments?.length ?? 0) > 0 ? (market as Market) : null;
}

/** The section's frame: how the figures are made, the figures, what the code flags, the assumptions, the sources. */
export function MarketSizeLayout({
  figures,
  flags,
  sources,
  live = false,
  children,
}: {
  figures: Record<"tam" | "sam" | "som", Range>;
  flags: readonly MarketFlag[];
  sources: StoredMarketSize["sources"];
  /** The figures follow the founder's edits: announce them politely. */
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <Section title="Market size">
      <p className="text-sm text-ink-600">
        Computed by LaunchLens from the assumptions below, not by the model: TAM is customers × price a year, SAM the
        part you can reach at launch, SOM the part you could win in three years. Each range combines every low (or every
        high) assumption at once.
      </p>
      <div className="mt-4">
        <MarketFigures figures={figures} live={live} />
      </div>
      {flags.length > 0 && (
        <ul className="mt-4 space-y-2">
          {flags.map((flag) => (
            <li
              key={flag.code + flag.text}
              className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-600/25 ring-inset"
            >
              <span className="font-semibold">Check this: </span>
              {flag.text}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 space-y-4">{children}</div>
      {sources && sources.length > 0 && (
        <div className="mt-4 text-sm">
          <h3 className="font-semibold text-ink-950">Sources the market inputs cite</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {sources.map((source) => (
              <li key={source.url}>
                <a
                  href={/^https?:\/\//i.test(source.url) ? source.url : undefined}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-brand-700 underline"
                >
                  {source.title || new URL(source.url).hostname}
                </a>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Section>
  );
}

/** The market size as stored: read-only (shared pages, examples, exports' screen twin). */
export function MarketSize({ market }: { market: Market }) {
  return (
    <MarketSizeLayout figures={market} flags={market.flags ?? []} sources={market.sources}>
      {market.segments.map((segment, index) => (
        <SegmentTable key={index} segment={segment} figures={segment} />
      ))}
    </MarketSizeLayout>
  );
}
