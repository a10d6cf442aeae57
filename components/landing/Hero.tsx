import Link from "next/link";
import { ValidationSummary } from "@/components/reports/validation/ValidationSummary";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { LogoMark } from "@/components/ui/Logo";
import { plan } from "@/lib/core/billing/plan";
import { validationExample } from "@/lib/core/examples";
import { sampleIdea } from "./samples";
import { HeroTry } from "./HeroTry";
import { kinds } from "@/lib/core/kinds";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="hero-backdrop relative overflow-hidden border-b border-line">
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:py-24">
        <div>
          <p className="eyebrow">AI idea validation for founders</p>
          <h1
            id="hero-title"
            className="mt-4 font-serif text-[2.625rem] leading-[1.05] font-semibold tracking-tight text-balance text-ink-950 sm:text-6xl lg:text-[3.75rem] xl:text-[4rem]"
          >
            Know if your idea <span className="whitespace-nowrap text-brand-600">will sell</span> before you build it
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-ink-600">
            Describe your business idea in a few sentences. LaunchLens returns the customer pain points, the gap in the
            market, a marketing plan and an honest validation score, in minutes rather than weeks of research.
          </p>
          <div className="mt-8 rounded-2xl border border-line bg-white/85 p-4 shadow-sm shadow-brand-900/5 sm:p-5">
            <HeroTry />
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link href="/auth/register" className="btn-secondary">
              Start Planning
              <ArrowRightIcon className="size-5" />
            </Link>
            <a href="#pricing" className="btn-ghost">
              See Pricing
            </a>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-600">
            {[`${plan.trialDays}-day free trial`, "Cancel anytime", "Three reports from one idea"].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <ProductStill />
      </div>
    </section>
  );
}

/**
 * A still of the real product: the validation header the app draws for a finished report, fed the public example
 * (the same component and the same figures as /examples/idea-validation), its bars drawn in as they are when a
 * report arrives.
 */
function ProductStill() {
  const example = validationExample;
  return (
    <figure className="hero-still relative mx-auto w-full max-w-xl">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-2 border-b border-line bg-white px-4 py-2.5 text-sm">
          <LogoMark className="size-5" />
          <span className="font-semibold text-ink-900">{kinds.iv.label}</span>
          <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/20 ring-inset">
            Example
          </span>
        </div>
        <div className="p-4 sm:p-5">
          <p className="font-serif text-lg leading-snug font-semibold text-ink-950 sm:text-xl">{sampleIdea}</p>
          <ValidationSummary report={example.report} className="mt-4 !p-4 shadow-sm sm:!p-5" />
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-ink-600">
        An example report, as LaunchLens shows it.{" "}
        <Link
          href="/examples/idea-validation"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          See a full example report
          <span className="sr-only"> with all eight factors, competitors, revenue and next steps</span>
        </Link>
      </figcaption>
    </figure>
  );
}
