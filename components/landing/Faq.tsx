import { ChevronIcon } from "@/components/ui/icons";
import { plan } from "@/lib/billing/plan";

const questions = [
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
    q: "Is my idea kept private?",
    a: "Your idea text is processed only to write your reports and is stored only if you save a report. We never sell it, and you can delete saved reports, or your whole account, at any time.",
  },
  {
    q: "How reliable are the scores?",
    a: "They are a structured second opinion, not a guarantee. Every score comes with its reason so you can judge it yourself, and the validator is told to name weaknesses rather than flatter. Use it to decide what to test first with real customers.",
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
