import type { ReactNode } from "react";
import { answerOfAttribution } from "@/lib/core/measured/survey/attribution";

export const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const asText = (value: string | null | undefined) => value ?? "";
/** A list as far as it has arrived: none yet is empty, and an item the stream has only begun is left out until it has a field. */
export const asList = <T,>(value: readonly (T | null | undefined)[] | undefined) =>
  (value ?? []).filter((item): item is T => Boolean(item));

/** The anchor of a report section, from its title ("Next steps: experiments…" → "next-steps-experiments…"). */
export const sectionId = (title: string) =>
  `section-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/** A titled part of a report; its heading is an anchor the table of contents links to. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card scroll-mt-24 p-5 sm:p-6" id={sectionId(title)}>
      <h2 className="font-serif text-xl font-semibold text-ink-950">{title}</h2>
      <div className="mt-3 leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

/**
 * Says plainly that no AI model analysed the idea for this report: the offline demo model wrote it, or it was saved
 * from a copy the server could not verify (lib/server/reports/integrity.ts).
 */
export function DemoNotice() {
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <strong className="font-semibold">Demo report.</strong> LaunchLens&apos;s offline demo wrote it from the words of
      your idea without an AI model (or it was saved from a copy LaunchLens could not verify). It shows the shape of a
      real report, not an analysis.
    </p>
  );
}

/** Shown under a report that is still being written. */
export function StillWriting() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
      <span className="size-2 animate-pulse rounded-full bg-brand-500" aria-hidden="true" /> Writing the rest of the
      report…
    </p>
  );
}

/** The place of a part of a report the stream has not reached yet: a quiet placeholder, never a verdict. */
export function StillToCome({ what }: { what: string }) {
  return (
    <div className="space-y-2" aria-busy="true">
      <p className="text-sm text-ink-600">Writing {what}…</p>
      <div className="space-y-2 motion-safe:animate-pulse" aria-hidden="true">
        <div className="h-3 w-full rounded-full bg-stone-200" />
        <div className="h-3 w-11/12 rounded-full bg-stone-200" />
        <div className="h-3 w-2/3 rounded-full bg-stone-200" />
      </div>
    </div>
  );
}

export function ReportHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-1 font-serif text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl">
        {title || "Untitled report"}
      </h1>
      {children}
    </header>
  );
}

export const asNumber = (value: number | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** "1 passage", "3 passages". */
export const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

const tagTones = {
  neutral: "bg-stone-100 text-ink-700 ring-stone-400/30",
  brand: "bg-brand-50 text-brand-800 ring-brand-600/20",
  caution: "bg-amber-50 text-amber-900 ring-amber-600/25",
};

/** A small label on a report item; its words carry the meaning, the colour only repeats it. */
export function Tag({ tone = "neutral", children }: { tone?: keyof typeof tagTones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tagTones[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * A verbatim excerpt of the founder's customer evidence (the server has checked it is there), with who said it when the
 * evidence names them (taken from the evidence too).
 */
export function Quote({ children, attribution }: { children: ReactNode; attribution?: string | null }) {
  const quote = (
    <blockquote className="border-l-4 border-brand-200 py-0.5 pl-4 text-ink-900 italic">{children}</blockquote>
  );
  if (!attribution) return quote;
  // A survey answer's words link to the answer among the survey's (issue 46); a share shows its label only.
  const answer = answerOfAttribution(attribution);
  return (
    <figure>
      {quote}
      <figcaption className="mt-1 pl-5 text-ink-600">
        —{" "}
        {answer ? (
          <a href={`/app/answers/${answer.responseId}`} className="font-semibold text-brand-700 hover:underline">
            {answer.label}, survey answer
          </a>
        ) : (
          attribution
        )}
      </figcaption>
    </figure>
  );
}

/** The attribution of the quote at `index` in a parallel list (`attributions`), or null. */
export const attributionAt = (list: readonly (string | null | undefined)[] | undefined, index: number) =>
  list?.[index] || null;

/** Quotes with their speakers (a parallel list), leaving out any the stream has not finished. */
export const quotesWith = (
  quotes: readonly (string | undefined)[] | undefined,
  attributions: readonly (string | null | undefined)[] | undefined,
) => (quotes ?? []).flatMap((quote, at) => (quote ? [{ quote, attribution: attributionAt(attributions, at) }] : []));

/** A finished report of an idea in the app: its next steps and channel experiments can be tracked as experiments. */
export interface Tracking {
  ideaId: string;
  reportId: string;
}
