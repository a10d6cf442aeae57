import Link from "next/link";
import { PricingCard } from "@/components/pricing/PricingCard";

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-surface py-20 sm:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title" className="section-title mt-2">
            One plan, every report
          </h2>
          <p className="section-lead">Less than a coffee a month for research that used to take weeks.</p>
        </div>
        <div className="mt-10">
          <PricingCard
            idPrefix="landing"
            action={() => (
              <Link href="/auth/register" className="btn-primary w-full">
                Start free trial
              </Link>
            )}
          />
        </div>
      </div>
    </section>
  );
}
