import { percent } from "@/lib/core/measured/live-figure";
import { describeVariantStanding, type VariantFigure, type VariantsFigure } from "@/lib/core/measured/variant-figure";

/** The rate's 95 % interval on a 0–100 % track, the rate marked: wide while few have visited. */
function IntervalBar({ figure }: { figure: VariantFigure }) {
  if (figure.rate === null || !figure.interval) return null;
  return (
    <span aria-hidden="true" className="relative block h-2 w-16 rounded-full bg-ink-100">
      <span
        className="absolute inset-y-0 rounded-full bg-brand-200"
        style={{
          left: `${figure.interval.low}%`,
          width: `${Math.max(1, figure.interval.high - figure.interval.low)}%`,
        }}
      />
      <span className="absolute inset-y-0 w-0.5 bg-brand-700" style={{ left: `${Math.min(99, figure.rate)}%` }} />
    </span>
  );
}

function VariantRow({ figure, better, earlier }: { figure: VariantFigure; better: boolean; earlier?: boolean }) {
  return (
    <tr className={earlier ? "text-ink-600" : undefined}>
      <th scope="row" className="min-w-28 py-1 pr-4 text-left font-normal">
        {figure.text}
        {better && <span className="block text-xs font-semibold text-score-strong"> Sells better</span>}
        {earlier && <span className="block text-xs"> (earlier words)</span>}
      </th>
      <td className="pr-4">{figure.visitors.toLocaleString("en-US")}</td>
      <td className="pr-4">{figure.signups.toLocaleString("en-US")}</td>
      <td className="pr-4">{figure.rate === null ? "–" : percent(figure.rate)}</td>
      <td className="pr-4 whitespace-nowrap">
        {figure.interval ? `${percent(figure.interval.low)}–${percent(figure.interval.high)}` : "–"}
      </td>
      <td>
        <IntervalBar figure={figure} />
      </td>
    </tr>
  );
}

/**
 * A page's variants side by side (issue 47): each one's visitors, sign-ups, rate and 95 % interval, words no longer
 * shown below them, and what code can tell so far ("no clear difference yet" until it can).
 */
export function VariantTable({ variants }: { variants: VariantsFigure }) {
  const noun = variants.kind === "price" ? "Price" : "Headline";
  const standing = describeVariantStanding(variants);
  return (
    <div className="mt-2 min-w-0" data-testid="pitch-variants">
      <p className="text-sm text-ink-900">{standing}</p>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
      <div
        className="mt-1 max-w-full overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        role="group"
        aria-label={`${noun}s compared`}
        tabIndex={0}
      >
        <table className="text-sm">
          <caption className="sr-only">{standing}</caption>
          <thead>
            <tr className="text-left text-ink-600">
              {[noun, "Visitors", "Sign-ups", "Rate", "95% interval"].map((heading) => (
                <th key={heading} scope="col" className="pt-1 pr-4 font-semibold">
                  {heading}
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {variants.shown.map((figure) => (
              <VariantRow key={figure.text} figure={figure} better={figure.text === variants.better} />
            ))}
            {variants.earlier.map((figure) => (
              <VariantRow key={`earlier-${figure.text}`} figure={figure} better={false} earlier />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
