import type { Range } from "@/lib/core/market/size";
import { formatUsdCompact } from "@/lib/core/format";

const rows = [
  { key: "tam", term: "TAM", meaning: "Everyone who could buy", bar: "bg-brand-200" },
  { key: "sam", term: "SAM", meaning: "Reachable at launch", bar: "bg-brand-500" },
  { key: "som", term: "SOM", meaning: "Winnable in 3 years", bar: "bg-brand-700" },
] as const;

type Figures = Record<(typeof rows)[number]["key"], Range>;

const rangeText = (range: Range) => `${formatUsdCompact(range.low)} to ${formatUsdCompact(range.high)}`;

/** Where a value sits on a logarithmic axis from `min` to `max`, in per cent of the track. */
function logPosition(value: number, min: number, max: number) {
  if (value <= min) return 0;
  if (max <= min) return 100;
  return Math.min(100, (100 * (Math.log10(value) - Math.log10(min))) / (Math.log10(max) - Math.log10(min)));
}

/**
 * TAM, SAM and SOM: the three figures large, each with its range, and nested bars with whiskers on a logarithmic axis
 * (so a SOM of a few per cent of TAM stays visible). The bars are one image whose label says what they show.
 */
export function MarketFigures({ figures, live = false }: { figures: Figures; live?: boolean }) {
  const lowest = Math.max(1, Math.min(...rows.map(({ key }) => figures[key].low)) / 2);
  const highest = Math.max(lowest * 10, figures.tam.high);
  const description = rows
    .map(({ key, term }) => `${term} ${formatUsdCompact(figures[key].base)} a year, from ${rangeText(figures[key])}`)
    .join("; ");
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-3" aria-live={live ? "polite" : undefined}>
        {rows.map(({ key, term, meaning }) => (
          <div key={key} className="rounded-xl border border-line p-4">
            <dt className="text-sm">
              <span className="font-semibold text-ink-950">{term}</span>{" "}
              <span className="text-ink-600">· {meaning}</span>
            </dt>
            <dd className="mt-1 font-serif text-3xl font-semibold text-ink-950 tabular-nums">
              {formatUsdCompact(figures[key].base)}
              <span className="ml-1 font-sans text-sm font-normal text-ink-600">/ year</span>
            </dd>
            <dd className="mt-0.5 text-sm text-ink-600 tabular-nums">{rangeText(figures[key])}</dd>
          </div>
        ))}
      </dl>
      <div role="img" aria-label={`Market size bars: ${description}.`} className="mt-5 space-y-2.5">
        {rows.map(({ key, term, bar }) => {
          const range = figures[key];
          const low = logPosition(range.low, lowest, highest);
          const base = logPosition(range.base, lowest, highest);
          const high = logPosition(range.high, lowest, highest);
          return (
            <div key={key} className="grid grid-cols-[2.75rem_minmax(0,1fr)] items-center gap-2">
              <span className="text-xs font-semibold text-ink-700">{term}</span>
              <div className="relative h-5 rounded bg-stone-100">
                <div className={`absolute inset-y-0 left-0 rounded ${bar}`} style={{ width: `${base}%` }} />
                <div
                  className="absolute top-1/2 h-px -translate-y-1/2 bg-ink-900"
                  style={{ left: `${low}%`, width: `${Math.max(0, high - low)}%` }}
                />
                <div className="absolute top-1 bottom-1 w-px bg-ink-900" style={{ left: `${low}%` }} />
                <div className="absolute top-1 bottom-1 w-px bg-ink-900" style={{ left: `${high}%` }} />
              </div>
            </div>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-ink-600">
        Bars on a logarithmic scale, so the smaller markets stay visible; each line spans the low-to-high range.
      </p>
    </div>
  );
}
