import type { ReactNode } from "react";

export const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const asText = (value: unknown) => (typeof value === "string" ? value : "");
export const asList = <T,>(value: unknown) => (Array.isArray(value) ? (value.filter(Boolean) as T[]) : []);

/** A titled part of a report. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-950">{title}</h2>
      <div className="mt-3 leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

/** Says plainly that the offline demo model, not an AI, wrote the report. */
export function DemoNotice() {
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <strong className="font-semibold">Demo report.</strong> This server has no AI model configured, so LaunchLens wrote it
      offline from the words of your idea. It shows the shape of a real report, not an analysis.
    </p>
  );
}

/** Shown under a report that is still being written. */
export function StillWriting() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
      <span className="size-2 animate-pulse rounded-full bg-brand-500" aria-hidden="true" /> Writing the rest of the report…
    </p>
  );
}

export function ReportHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-ink-950 sm:text-3xl">{title || "Untitled report"}</h1>
      {children}
    </header>
  );
}
