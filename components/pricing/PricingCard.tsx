import type { ReactNode } from "react";
import { CheckIcon } from "@/components/ui/icons";
import { billingIntervals, plan, yearlySavingPercent, type BillingInterval } from "@/lib/core/billing/plan";
import { kinds } from "@/lib/core/kinds";
import { verdictLabels } from "@/lib/core/labels";

/** What the plan includes: the product's features, in the order a founder meets them. */
export const planIncludes = [
  `${kinds.iv.label}: scores, grade, market size and revenue estimate`,
  `${kinds.pp.label}: your customers' problems and the market gap`,
  `${kinds.ms.label}: channels, tactics and a timeline`,
  `Experiments with pass lines, and a decision on each idea: ${Object.values(verdictLabels).join(", ").toLowerCase()}`,
  "Pitch pages: a live page that counts real sign-ups for your idea",
  "Re-validate with your results, and ask questions about any report",
  "A library of your reports: versions, compare, export and share",
];

/**
 * The Pro plan with its monthly/yearly switch. The switch is two radio buttons and CSS (see globals.css), so it
 * works before and without JavaScript; `action` renders the call to action for each interval. `trialOffered={false}`
 * leaves out the free trial, for someone who has had theirs.
 */
export function PricingCard({
  idPrefix,
  action,
  trialOffered = true,
  inCard = false,
  note,
  badge,
}: {
  idPrefix: string;
  action: (interval: BillingInterval) => ReactNode;
  trialOffered?: boolean;
  /** Inside another card (choose-plan): no card of its own, and its heading follows the page's h1. */
  inCard?: boolean;
  /** The one sentence about the trial or billing under the price, in place of the default trial sentence. */
  note?: ReactNode;
  /** A label beside the plan's name, in place of the trial's (choose-plan: "Local billing · no charge"). */
  badge?: string;
}) {
  const Heading = inCard ? "h2" : "h3";
  return (
    <div className="billing-choice mx-auto w-full max-w-md">
      <fieldset className="billing-toggle mx-auto flex w-fit rounded-xl bg-stone-100 p-1">
        <legend className="sr-only">Billing period</legend>
        {billingIntervals.map((interval) => (
          <span key={interval} className="flex">
            <input
              type="radio"
              name={`${idPrefix}-interval`}
              id={`${idPrefix}-${interval}`}
              value={interval}
              defaultChecked={interval === "month"}
              className="peer sr-only"
            />
            <label
              htmlFor={`${idPrefix}-${interval}`}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-4 text-sm font-semibold text-ink-600"
            >
              {interval === "month" ? "Monthly" : "Yearly"}
              {interval === "year" && (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-score-strong">
                  Save {yearlySavingPercent}%
                </span>
              )}
            </label>
          </span>
        ))}
      </fieldset>

      <div className={inCard ? "mt-6 border-t border-line pt-6" : "card mt-6 p-7 shadow-lg shadow-brand-900/5 sm:p-8"}>
        <div className="flex items-center justify-between">
          <Heading className="text-xl font-bold text-ink-950">{plan.displayName}</Heading>
          {(badge ?? trialOffered) && (
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {badge ?? `${plan.trialDays}-day free trial`}
            </span>
          )}
        </div>
        {billingIntervals.map((interval) => (
          <div key={interval} data-interval={interval} className="mt-5">
            <p className="flex items-baseline gap-1.5">
              <span className="font-serif text-5xl font-semibold tracking-tight text-ink-950">
                ${plan.prices[interval].perMonthUsd}
              </span>
              <span className="text-lg text-ink-600">/ month</span>
            </p>
            <p className="mt-1 text-sm text-ink-600">
              {interval === "month" ? "Billed monthly" : `$${plan.prices.year.usd} billed yearly`}
            </p>
          </div>
        ))}
        {(note ?? trialOffered) && (
          <p className="mt-5 text-sm leading-relaxed text-ink-700">
            {note ??
              `Start with a free ${plan.trialDays}-day trial. You can cancel anytime before it ends and pay nothing.`}
          </p>
        )}
        <ul className="mt-6 space-y-3">
          {planIncludes.map((item) => (
            <li key={item} className="flex gap-2.5 text-ink-700">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          {billingIntervals.map((interval) => (
            <div key={interval} data-interval={interval}>
              {action(interval)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
