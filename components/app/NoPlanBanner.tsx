import Link from "next/link";
import { CHOOSE_PLAN } from "@/lib/core/app-links";
import { closedLines, type LivePages } from "@/lib/core/measured/closed";
import { WITHOUT_A_PLAN } from "@/lib/core/retention";

/**
 * Without a plan: what still works (everything the founder made, saving included), what the plan's end closed (live
 * measured pages: pitch pages), and the way to generate again.
 */
export function NoPlanBanner({ closedPages = {} }: { closedPages?: LivePages }) {
  return (
    <section
      aria-labelledby="no-plan-title"
      data-print="hide"
      className="mb-8 flex flex-wrap items-center gap-4 rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 print:hidden"
    >
      <div className="min-w-0 flex-1 basis-72">
        <h2 id="no-plan-title" className="font-semibold text-brand-900">
          You have no active plan
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-brand-900">
          {WITHOUT_A_PLAN} Generating reports, asking about them and sharing them need a plan.
        </p>
        {closedLines(closedPages).map((line) => (
          <p key={line} className="mt-1 text-sm leading-relaxed font-semibold text-brand-900">
            {line}
          </p>
        ))}
      </div>
      <Link href={CHOOSE_PLAN} className="btn-primary min-h-10 shrink-0 px-4 text-sm">
        Choose a plan
      </Link>
    </section>
  );
}
