import type { Metadata } from "next";
import { CallToAction } from "@/components/landing/CallToAction";
import { Faq } from "@/components/landing/Faq";
import { FeatureGrid } from "@/components/landing/FeatureGrid";
import { Hero } from "@/components/landing/Hero";
import { MarketingPlanSection } from "@/components/landing/MarketingPlanSection";
import { PainPointSection } from "@/components/landing/PainPointSection";
import { PricingSection } from "@/components/landing/PricingSection";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Home",
  alternates: { canonical: "/" },
  openGraph: { title: `${site.name}: ${site.tagline}`, description: site.description, url: "/" },
};

export default function LandingPage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <PainPointSection />
      <MarketingPlanSection />
      <CallToAction />
      <PricingSection />
      <Faq />
    </>
  );
}
