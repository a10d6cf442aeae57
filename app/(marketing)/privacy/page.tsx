import type { Metadata } from "next";
import { LegalPage, type LegalSection } from "@/components/legal/LegalPage";
import { KEEP_UNSAVED_SETTING, UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import { TRY_KEEPS, TRY_KEPT_HOURS } from "@/lib/core/tries/policy";
import { publicPageMetadata, site } from "@/lib/core/site";

export const metadata: Metadata = publicPageMetadata({
  title: "Privacy Policy",
  description: "What LaunchLens collects, why, who processes it, how long it is kept and the rights you have.",
  path: "/privacy",
});

const mail = <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>;

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        LaunchLens is an online service, run from the United Kingdom, that turns a description of a business idea into
        AI-written reports. For the personal data described here we are the controller under the UK GDPR and the Data
        Protection Act 2018. You can reach us about anything in this policy at {mail}.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <p>We collect only what the service needs:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address and a one-way hash of your password (we never
            store the password itself). If you sign in with Google, we receive your name, e-mail address and Google
            account identifier.
          </li>
          <li>
            <strong>Subscription details:</strong> your plan, trial and renewal dates, and the customer reference our
            payment provider gives us. Card numbers go straight to the payment provider and never reach us.
          </li>
          <li>
            <strong>Technical data:</strong> the IP address and browser of each request, kept in short-lived security
            logs and counters that stop abuse such as password guessing.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "your-ideas",
    title: "Your ideas and reports",
    body: (
      <>
        <p>
          The text you type to describe an idea, and any customer evidence you paste, is{" "}
          <strong>processed temporarily</strong>: it is sent to our AI model provider to write your report. What we keep
          depends on one setting in Your Account, <strong>&ldquo;{KEEP_UNSAVED_SETTING}&rdquo;</strong>:
        </p>
        <ul>
          <li>
            <strong>On (the default):</strong> each report you generate is kept in your account with the idea and
            evidence it was made from, so a closed tab or a crash loses nothing. A report you do not save is deleted
            automatically {UNSAVED_REPORT_DAYS} days after it was made.
          </li>
          <li>
            <strong>Off:</strong> your text is <strong>stored only if you save the report</strong>, together with the
            report. Turning the setting off deletes your unsaved reports at once.
          </li>
        </ul>
        <p>
          <strong>A free try without an account:</strong> {TRY_KEEPS} Your network address counts against one free try a
          day in the same short-lived records as the sign-in limits, and is never stored with the try; the counts of
          tries we keep hold no personal data.
        </p>
        <p>
          Saved reports are kept until you delete them. If you create a share link for a report, anyone with the link
          can read that report (only the report: not your name, e-mail or evidence) until you stop sharing it, delete
          the report or delete your account. We do not read your reports except when you ask us to help with a problem,
          and we do not use your ideas to train AI models. You can delete any report at any time.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use your information",
    body: (
      <ul>
        <li>to create and secure your account, including e-mailing verification codes and password-reset links;</li>
        <li>to generate the reports you ask for and to keep the ones you save;</li>
        <li>to run your subscription and free trial and to tell you about payments;</li>
        <li>to keep the service safe, for example by limiting repeated failed sign-ins;</li>
        <li>to answer you when you contact us.</li>
      </ul>
    ),
  },
  {
    id: "legal-bases",
    title: "Our legal bases",
    body: (
      <p>
        We process your data because it is necessary to provide the service you signed up for (contract), because we
        have a legitimate interest in keeping the service secure and working, and where the law requires it, such as
        keeping payment records for tax purposes (legal obligation). We do not send marketing e-mails without your
        consent.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We never sell your data. We share it only with the providers that run parts of the service for us:</p>
        <ul>
          <li>our payment provider (Stripe), for subscriptions and invoices;</li>
          <li>our e-mail provider, to deliver verification codes and reset links;</li>
          <li>our AI model provider, which receives the idea text of a request only to write that report;</li>
          <li>our hosting and database providers, which store the service&rsquo;s data.</li>
        </ul>
        <p>
          Each is bound by a contract to use the data only for us. Some are based outside the UK; where they are, the
          transfer is protected by UK adequacy regulations or the UK International Data Transfer Agreement.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <p>
        We keep your account and saved reports until you delete them, and unsaved reports for {UNSAVED_REPORT_DAYS} days
        (none at all if you turn that setting off). A free try is kept for {TRY_KEPT_HOURS} hours unless you move it
        into an account. Deleting your account removes your profile, all your reports, their share links and your
        sessions at once, and ends your subscription. Security logs are kept for up to 30 days. Payment records are kept
        by our payment provider for as long as tax law requires.
      </p>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Passwords are stored with a slow one-way hash, sign-in tokens and codes are stored only as hashes, all traffic
        is encrypted in transit, and access to production systems is limited to the people who run the service. No
        system is perfectly secure; if a breach affects you, we will tell you and the regulator as the law requires.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>
          You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, and
          ask for it in a portable format. Most of this you can do yourself in the app; for the rest write to {mail} and
          we will answer within one month.
        </p>
        <p>
          If you are unhappy with how we handle your data, you can complain to the Information Commissioner&apos;s
          Office (ico.org.uk).
        </p>
      </>
    ),
  },
  {
    id: "children-and-changes",
    title: "Children, changes and contact",
    body: (
      <>
        <p>
          LaunchLens is not meant for children: <strong>you must be at least 13 years old</strong> to use it. If we
          learn that we hold data about someone younger, we delete it.
        </p>
        <p>
          If we change this policy in a way that matters, we will tell you by e-mail or in the app before the change
          applies. Questions about privacy are welcome at {mail}.
        </p>
      </>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={site.privacyUpdated}
      intro={
        <p>
          This policy explains, in plain words, what LaunchLens does with your information and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
