import type { Metadata } from "next";
import { AccountDeletedNotice } from "@/components/landing/AccountDeletedNotice";
import { CallToAction } from "@/components/landing/CallToAction";
import { Faq } from "@/components/landing/Faq";
import { FeatureGrid } from "@/components/landing/FeatureGrid";
import { Hero } from "@/components/landing/Hero";
import { LibrarySection } from "@/components/landing/LibrarySection";
import { MarketingPlanSection } from "@/components/landing/MarketingPlanSection";
import { PainPointSection } from "@/components/landing/PainPointSection";
import { PricingSection } from "@/components/landing/PricingSection";
import { publicPageMetadata, site } from "@/lib/core/site";

export const metadata: Metadata = publicPageMetadata({ title: "Home", description: site.description, path: "/" });

export default function LandingPage() {
  return (
    <>
      <AccountDeletedNotice />
      <Hero />
      <FeatureGrid />
      <PainPointSection />
      <MarketingPlanSection />
      <LibrarySection />
      <CallToAction />
      <PricingSection />
      <Faq />
    </>
  );
}
