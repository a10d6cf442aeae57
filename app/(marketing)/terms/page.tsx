import type { Metadata } from "next";
import { LegalPage, type LegalSection } from "@/components/legal/LegalPage";
import { plan } from "@/lib/core/billing/plan";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import { publicPageMetadata, site } from "@/lib/core/site";

export const metadata: Metadata = publicPageMetadata({
  title: "Terms of Service",
  description:
    "The agreement between you and LaunchLens: accounts, the Pro plan and free trial, your content and liability.",
  path: "/terms",
});

const mail = <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>;

const sections: LegalSection[] = [
  {
    id: "agreement",
    title: "Agreeing to these terms",
    body: (
      <p>
        These terms are the agreement between you and LaunchLens for using the website and app. By creating an account
        or using the service you accept them. If you do not agree, please do not use LaunchLens.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use LaunchLens",
    body: (
      <p>
        <strong>You must be at least 13 years old</strong> to use LaunchLens. If you are under 18, a parent or guardian
        must agree to these terms for you and to any subscription you take out. If you use LaunchLens for a company, you
        confirm you are allowed to accept these terms on its behalf.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <p>
        Give accurate details when you sign up and keep your password to yourself. You are responsible for what happens
        in your account. Tell us at once at {mail} if you think someone else has used it. You can delete your account at
        any time from Your Account in the app.
      </p>
    ),
  },
  {
    id: "the-service",
    title: "The service and AI output",
    body: (
      <>
        <p>
          LaunchLens uses AI models to write pain-point reports, marketing strategies and idea validations. AI output
          can be incomplete or wrong. Reports are a starting point for your own research, not financial, legal or
          investment advice, and scores and revenue estimates are not promises of results.
        </p>
        <p>We work to keep the service available but may change, improve or pause parts of it.</p>
      </>
    ),
  },
  {
    id: "subscriptions",
    title: "Subscriptions, free trial and cancellation",
    body: (
      <>
        <p>
          The {plan.displayName} plan costs ${plan.prices.month.usd} a month, or ${plan.prices.year.usd} a year billed
          in advance. New subscribers get a free {plan.trialDays}-day trial. Unless you cancel before the trial ends,
          the subscription starts and renews automatically at the end of each period until you cancel.
        </p>
        <p>
          <strong>You can cancel anytime</strong> from Manage Subscription in the app. Cancelling stops future payments;
          you keep access until the end of the period already paid for. Payments are handled by our payment provider,
          Stripe. Nothing here limits your statutory rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: (
      <p>
        Your ideas and reports are yours. You give us only the permission needed to process your text to produce the
        reports you request. Input text is <strong>processed temporarily and stored only if you save it</strong> as a
        report, or, while your account keeps unsaved reports (a setting you can turn off), for {UNSAVED_REPORT_DAYS}{" "}
        days; see our <a href="/privacy">Privacy Policy</a>. Do not submit information you are not allowed to share.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <ul>
        <li>do not use LaunchLens for anything unlawful, harmful or deceptive;</li>
        <li>do not try to break, overload or get around the security or usage limits of the service;</li>
        <li>do not scrape the service or resell access to it without our written permission;</li>
        <li>do not use reports to mislead investors or customers.</li>
      </ul>
    ),
  },
  {
    id: "intellectual-property",
    title: "Our intellectual property",
    body: (
      <p>
        The LaunchLens name, logo, website and software belong to us. These terms give you a personal, non-transferable
        right to use the service while your account is active; they do not give you any other rights in it.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        We provide LaunchLens with reasonable care and skill. We are not liable for business decisions you make based on
        reports, or for losses we could not reasonably foresee. Our total liability to you is limited to what you paid
        us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law,
        such as for death or personal injury caused by negligence, or for fraud.
      </p>
    ),
  },
  {
    id: "law-and-changes",
    title: "Governing law, changes and contact",
    body: (
      <>
        <p>
          <strong>These terms are governed by UK law</strong>, specifically the law of England and Wales, and the courts
          of England and Wales can hear any dispute. If you live elsewhere in the UK you may also bring a claim in your
          local courts.
        </p>
        <p>
          We may update these terms; if a change matters, we will tell you before it applies. Questions about these
          terms are welcome at {mail}.
        </p>
      </>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={site.legalUpdated}
      intro={<p>The rules for using LaunchLens, written to be read. Please take five minutes with them.</p>}
      sections={sections}
    />
  );
}
