import Link from "next/link";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { ScoreBadge, ScoreBar, scoreTone } from "@/components/ui/ScoreBadge";
import { plan } from "@/lib/billing/plan";
import { sampleIdea, sampleValidation } from "./samples";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="eyebrow">AI idea validation for founders</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-6xl">
            Know if your idea will sell before you build it
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-ink-600">
            Describe your business idea in a few sentences. LaunchLens returns the customer pain points, the gap in the
            market, a marketing plan and an honest validation score, in minutes rather than weeks of research.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/auth/register" className="btn-primary">
              Start Planning
              <ArrowRightIcon className="size-5" />
            </Link>
            <a href="#pricing" className="btn-secondary">
              See Pricing
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-600">
            {[`${plan.trialDays}-day free trial`, "Cancel anytime", "Three reports from one idea"].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-score-strong" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <SampleValidationCard />
      </div>
    </section>
  );
}

function SampleValidationCard() {
  const { overall, topScores, otherFactorCount, monthlyRevenueUsd } = sampleValidation;
  return (
    <figure className="card relative mx-auto w-full max-w-lg p-6 shadow-xl shadow-brand-900/5 sm:p-7">
      <figcaption className="flex items-center justify-between gap-3">
        <span className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Sample idea validation</span>
        <ScoreBadge score={overall} />
      </figcaption>
      <p className="mt-3 text-base font-semibold text-ink-950">{sampleIdea}</p>
      <div className="mt-5 flex items-end gap-3">
        <span className={`text-5xl font-extrabold tracking-tight ${scoreTone(overall).text}`}>{overall.toFixed(1)}</span>
        <span className="pb-1.5 text-lg font-medium text-ink-600">/ 10</span>
      </div>
      <div className="mt-3">
        <ScoreBar score={overall} label="Overall score" />
      </div>
      <ul className="mt-6 space-y-4">
        {topScores.map((item) => (
          <li key={item.factor}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink-900">{item.factor}</span>
              <span className={`font-semibold tabular-nums ${scoreTone(item.score).text}`}>{item.score.toFixed(1)}</span>
            </div>
            <div className="mt-1.5">
              <ScoreBar score={item.score} label={item.factor} />
            </div>
            <p className="mt-1.5 text-sm leading-snug text-ink-600">{item.reason}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-line pt-4 text-sm">
        <Link href="/examples/idea-validation" className="font-semibold text-brand-700 hover:underline">
          See a full example report<span className="sr-only">, with all {topScores.length + otherFactorCount} factors</span>
        </Link>
        <span className="font-semibold text-ink-900">~${monthlyRevenueUsd.toLocaleString("en-US")}/mo potential</span>
      </div>
    </figure>
  );
}
