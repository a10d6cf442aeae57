import Link from "next/link";
import type { ReactNode } from "react";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal document: heading, date, a table of contents and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="container-page max-w-3xl py-14 sm:py-20">
      <header>
        <p className="eyebrow">Legal</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-ink-950 sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-ink-600">Last updated {updated}</p>
        <div className="mt-6 text-lg leading-relaxed text-ink-700">{intro}</div>
      </header>
      <nav aria-label="Sections" className="mt-10 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h2 className="text-sm font-semibold text-ink-950">On this page</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} className="text-brand-700 hover:underline">
                {index + 1}. {section.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-12 space-y-12">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} data-legal-section>
            <h2 id={`${section.id}-title`} className="font-serif text-2xl font-semibold tracking-tight text-ink-950">
              {index + 1}. {section.title}
            </h2>
            <div className="legal-prose mt-4 space-y-4 leading-relaxed text-ink-700">{section.body}</div>
          </section>
        ))}
      </div>
    </article>
  );
}
