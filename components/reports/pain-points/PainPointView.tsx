import type { DeepPartial, PainPointReport } from "@/lib/core/report/schemas";
import { asList, asNumber, asText, plural, Quote, quotesWith, ReportHeader, Section, StillToCome, Tag } from "../parts";
import { kinds } from "@/lib/core/kinds";

/**
 * /app/pain-points: idea summary, Potential Market Gap and the pain point / strategy cards. While the
 * report is still `streaming`, a missing gap is one not written yet, not one the model found none of.
 */
export function PainPointView({
  report,
  streaming = false,
}: {
  report: DeepPartial<PainPointReport>;
  streaming?: boolean;
}) {
  const painPoints = asList(report.pain_points);
  // Reports saved before customer evidence existed have no basis on their pain points, and get no notice.
  const inferredOnly = report.evidence_provided === false && painPoints.some((item) => item.basis !== undefined);
  return (
    <div className="space-y-5">
      <ReportHeader eyebrow={kinds.pp.label} title={asText(report.title)} />
      {inferredOnly && (
        <p className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm leading-relaxed text-brand-800">
          <strong className="font-semibold">
            No customer evidence was given, so these pain points are inferred by the model.
          </strong>{" "}
          Paste reviews, posts or interview notes in Customer evidence to get quoted, checked pain points.
        </p>
      )}
      {asText(report.idea_summary) && (
        <Section title="Idea Summary">
          <p>{asText(report.idea_summary)}</p>
        </Section>
      )}
      <Section title="Potential Market Gap">
        {asText(report.market_gap) ? (
          <p>{asText(report.market_gap)}</p>
        ) : streaming ? (
          <StillToCome what="the market gap" />
        ) : (
          <p>No market gap identified.</p>
        )}
      </Section>
      {painPoints.length > 0 && (
        <section aria-labelledby="pain-points-heading">
          <h2 id="pain-points-heading" className="text-lg font-semibold text-ink-950">
            Pain Points
          </h2>
          <ol className="mt-3 grid gap-4 md:grid-cols-2">
            {painPoints.map((item, index) => {
              const quotes = quotesWith(item.quotes, item.attributions);
              const mentions = asNumber(item.mentions) ?? 0;
              return (
                <li key={index} className="card flex gap-4 p-5">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
                      <h3 className="font-semibold leading-snug text-ink-950">{item.pain_point}</h3>
                      {item.basis === "inference" && <Tag>Inferred</Tag>}
                    </div>
                    {item.strategy && (
                      <p className="mt-2 text-ink-700">
                        <span className="font-semibold text-score-strong">Strategy: </span>
                        {item.strategy}
                      </p>
                    )}
                    {(quotes.length > 0 || mentions > 0) && (
                      <div className="mt-4 border-t border-line pt-3">
                        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xs">
                          {quotes.length > 0 && (
                            <p className="font-semibold tracking-wide text-ink-600 uppercase">From your evidence</p>
                          )}
                          {mentions > 0 && <p className="text-ink-600">Mentioned in {plural(mentions, "passage")}</p>}
                        </div>
                        {quotes.length > 0 && (
                          <div className="mt-2 space-y-2 text-sm">
                            {quotes.map(({ quote, attribution }, quoteIndex) => (
                              <Quote key={quoteIndex} attribution={attribution}>
                                {quote}
                              </Quote>
                            ))}
                          </div>
                        )}
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
