import { samplePainPoints } from "./samples";
import { kinds } from "@/lib/core/kinds";

export function PainPointSection() {
  return (
    <section id="pain-points" aria-labelledby="pain-points-title" className="bg-surface py-20 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:items-start">
        <div className="lg:sticky lg:top-28">
          <p className="eyebrow">{kinds.pp.label}</p>
          <h2 id="pain-points-title" className="section-title mt-2">
            Find the problem people will pay to solve
          </h2>
          <p className="section-lead">
            Ideas fail when they solve a problem nobody has. The Pain Points report names the frustrations your
            customers live with, a strategy for each, and the gap the current products leave open.
          </p>
          <p className="mt-6 rounded-xl border border-brand-100 bg-white p-4 text-sm leading-relaxed text-ink-700">
            <span className="font-semibold text-ink-950">Idea: </span>
            {samplePainPoints.idea_summary}
          </p>
        </div>
        <div className="space-y-4">
          <ol className="space-y-4" aria-label="Sample pain points">
            {samplePainPoints.pain_points.map((item, index) => (
              <li key={item.pain_point} className="card p-5 sm:p-6">
                <div className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold leading-snug text-ink-950">{item.pain_point}</h3>
                    <p className="mt-2 text-ink-600">
                      <span className="font-semibold text-score-strong">Strategy: </span>
                      {item.strategy}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <div className="rounded-2xl border border-dashed border-brand-200 bg-brand-50 p-5 sm:p-6">
            <h3 className="font-semibold text-brand-800">Potential Market Gap</h3>
            <p className="mt-2 leading-relaxed text-ink-700">{samplePainPoints.market_gap}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
