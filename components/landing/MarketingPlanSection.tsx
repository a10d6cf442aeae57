import { CheckIcon } from "@/components/ui/icons";
import { sampleMarketingPlan } from "./samples";
import { kinds } from "@/lib/core/kinds";

export function MarketingPlanSection() {
  const { objectives, key_channels, timeline } = sampleMarketingPlan;
  return (
    <section id="marketing-plan" aria-labelledby="marketing-plan-title" className="py-20 sm:py-24">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="eyebrow">{kinds.ms.label}</p>
          <h2 id="marketing-plan-title" className="section-title mt-2">
            A plan you can start on Monday
          </h2>
          <p className="section-lead">
            Not “post on social media”. LaunchLens names the audience, the channels where they already gather, the
            tactics to use there and a timeline of first steps.
          </p>
        </div>
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          <div className="card p-6">
            <h3 className="text-lg font-semibold text-ink-950">Objectives</h3>
            <ul className="mt-4 space-y-3">
              {objectives.map((item) => (
                <li key={item} className="flex gap-2.5 text-ink-700">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-score-strong" />
                  {item}
                </li>
              ))}
            </ul>
            <h3 className="mt-8 text-lg font-semibold text-ink-950">Key channels</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {key_channels.map((item) => (
                <li key={item} className="rounded-lg bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="card p-6 lg:col-span-2">
            <h3 className="text-lg font-semibold text-ink-950">Timeline</h3>
            <ol className="mt-5 space-y-5 border-l-2 border-brand-100 pl-6">
              {timeline.map((item, index) => (
                <li key={item.step} className="relative">
                  <span className="absolute top-0.5 -left-[2.15rem] flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                    {index + 1}
                  </span>
                  <p className="text-sm font-semibold text-brand-700">{item.step}</p>
                  <p className="mt-1 text-ink-700">{item.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
