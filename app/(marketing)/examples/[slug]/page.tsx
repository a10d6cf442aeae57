import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ReportView } from "@/components/reports/ReportView";
import { exampleBySlug, exampleEvidence, exampleIdea, examples } from "@/lib/core/examples";
import { publicPageMetadata } from "@/lib/core/site";

// Prerendered at build, one page per example; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => examples.map((example) => ({ slug: example.slug }));

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const example = exampleBySlug((await params).slug);
  if (!example) return {};
  return publicPageMetadata({
    title: `${example.name} example`,
    description: example.description,
    path: `/examples/${example.slug}`,
  });
}

/** A complete example report, labelled as one: what a founder gets from the tool, for a fictional idea. */
export default async function ExamplePage({ params }: { params: Promise<{ slug: string }> }) {
  const example = exampleBySlug((await params).slug);
  if (!example) notFound();
  return (
    <div className="container-page max-w-4xl py-10 sm:py-14">
      <nav aria-label="Example reports" className="flex flex-wrap gap-2 text-sm">
        {examples.map((other) => (
          <Link
            key={other.slug}
            href={`/examples/${other.slug}`}
            aria-current={other.slug === example.slug ? "page" : undefined}
            className={`rounded-full px-3 py-1.5 font-semibold ${other.slug === example.slug ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-800 hover:bg-brand-100"}`}
          >
            {other.name}
          </Link>
        ))}
      </nav>
      <aside className="mt-6 rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 text-sm text-brand-900">
        <p>
          <strong className="font-semibold">Example report.</strong> ShiftPlate is a fictional idea and the customer
          evidence is illustrative; the report is shown exactly as LaunchLens presents one, every quote checked against
          the evidence.
        </p>
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold">The idea and the evidence it was given</summary>
          <p className="mt-2 font-medium">{exampleIdea}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {exampleEvidence.split("\n").map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      </aside>
      <div className="mt-8 space-y-5">
        <ReportView report={example.report} />
      </div>
      <div className="card mt-10 flex flex-wrap items-center justify-between gap-4 p-6">
        <div>
          <p className="text-lg font-semibold text-ink-950">Your idea, the same report</p>
          <p className="text-ink-600">Paste what your customers say and get all three reports in minutes.</p>
        </div>
        <Link href="/auth/register" className="btn-primary">
          Validate your idea
        </Link>
      </div>
    </div>
  );
}
