import Link from "next/link";
import { ArrowRightIcon } from "@/components/ui/icons";
import { plan } from "@/lib/core/billing/plan";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="py-8 sm:py-12">
      <div className="container-page">
        <div className="rounded-3xl bg-brand-900 px-6 py-14 text-center sm:px-12">
          <h2
            id="cta-title"
            className="font-serif text-3xl font-semibold tracking-tight text-balance text-white sm:text-5xl"
          >
            Validate Your Idea Free
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-100">
            Try every report for {plan.trialDays} days. If LaunchLens does not save you a week of research, cancel in
            two clicks and pay nothing.
          </p>
          <Link href="/auth/register" className="btn mt-8 bg-flare text-ink-950 hover:bg-white">
            Start Your Free Trial
            <ArrowRightIcon className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
