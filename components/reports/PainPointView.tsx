import { asList, asText, ReportHeader, Section } from "./parts";

/** SPEC.md section 2, /app/pain-points: idea summary, Potential Market Gap and the pain point / strategy cards. */
export function PainPointView({ report }: { report: Record<string, unknown> }) {
  const painPoints = asList<{ pain_point?: string; strategy?: string }>(report.pain_points);
  return (
    <div className="space-y-5">
      <ReportHeader eyebrow="Pain Point Report" title={asText(report.title)} />
      {asText(report.idea_summary) && (
        <Section title="Idea Summary">
          <p>{asText(report.idea_summary)}</p>
        </Section>
      )}
      <Section title="Potential Market Gap">
        <p>{asText(report.market_gap) || "No market gap identified."}</p>
      </Section>
      {painPoints.length > 0 && (
        <section aria-labelledby="pain-points-heading">
          <h2 id="pain-points-heading" className="text-lg font-semibold text-ink-950">
            Pain Points
          </h2>
          <ol className="mt-3 grid gap-4 md:grid-cols-2">
            {painPoints.map((item, index) => (
              <li key={index} className="card flex gap-4 p-5">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold leading-snug text-ink-950">{item.pain_point}</h3>
                  {item.strategy && (
                    <p className="mt-2 text-ink-700">
                      <span className="font-semibold text-score-strong">Strategy: </span>
                      {item.strategy}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
