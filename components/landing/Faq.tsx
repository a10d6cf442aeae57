import { ChevronIcon } from "@/components/ui/icons";
import { plan } from "@/lib/core/billing/plan";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import { TRY_KEEPS } from "@/lib/core/tries/policy";

/** The questions and answers, exported so a test can hold them to what the Privacy Policy says. */
export const questions = [
  {
    q: "What do I get from LaunchLens?",
    a: "Three reports from one description of your idea: the customer pain points and the market gap, a marketing strategy with channels, tactics and a timeline, and an idea validation that scores eight factors with reasons, gives an overall grade and estimates monthly revenue and costs.",
  },
  {
    q: `How does the ${plan.trialDays}-day free trial work?`,
    a: `Choose monthly or yearly billing and start the trial. You can use every report for ${plan.trialDays} days. If you cancel before the trial ends, you are not charged.`,
  },
  {
    q: "Can I cancel anytime?",
    a: "Yes. Open Your Account, choose Manage Subscription and cancel in a couple of clicks. You keep access until the end of the period you have paid for.",
  },
  {
    q: "Where does the customer evidence come from?",
    a: "From you: paste reviews, forum posts, survey answers or interview notes into Customer evidence. LaunchLens does not fetch or scrape anything. It quotes only words it finds in what you pasted, and says which findings are inferred without evidence.",
  },
  {
    q: "Is my idea kept private?",
    a: `Your idea and any evidence you paste are sent to our AI model provider only to write your reports. Each report you generate is kept in your account for ${UNSAVED_REPORT_DAYS} days, so a closed tab loses nothing, and deleted after that unless you save it; turn that off in Your Account and only the reports you save are kept. Saved reports stay until you delete them. We never sell your text or use it to train AI models, and you can delete any report, or your whole account, at any time.`,
  },
  {
    q: "Can I try it before I sign up?",
    a: `Yes: describe your idea at the top of this page and LaunchLens runs one idea validation for you, free and without an account, once a day. ${TRY_KEEPS}`,
  },
  {
    q: "How reliable are the scores?",
    a: "They are a structured second opinion, not a guarantee. Every score comes with its reason so you can judge it yourself, and the model is told to name weaknesses rather than flatter. Use it to decide what to test first with real customers.",
  },
  {
    q: "What is the difference between monthly and yearly?",
    a: `Only the price: $${plan.prices.month.usd} a month, or $${plan.prices.year.usd} billed once a year, which works out at $${plan.prices.year.perMonthUsd} a month.`,
  },
];

export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-20 sm:py-24">
      <div className="container-page max-w-3xl">
        <div className="text-center">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title" className="section-title mt-2">
            Questions founders ask
          </h2>
        </div>
        <div className="mt-10 divide-y divide-line rounded-2xl border border-line bg-white">
          {questions.map(({ q, a }) => (
            <details key={q} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-950 sm:px-6 [&::-webkit-details-marker]:hidden">
                <span>{q}</span>
                <ChevronIcon className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-ink-600 sm:px-6">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
