import type { Metadata } from "next";
import Link from "next/link";
import { examples, exampleIdea } from "@/lib/core/examples";
import { publicPageMetadata } from "@/lib/core/site";

export const metadata: Metadata = publicPageMetadata({
  title: "Example reports",
  description:
    "Three complete LaunchLens reports for one idea: pain points, a marketing strategy and an idea validation.",
  path: "/examples",
});

export default function ExamplesPage() {
  return (
    <div className="container-page max-w-4xl py-12 sm:py-16">
      <p className="eyebrow">Example reports</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-ink-950 sm:text-5xl">
        See exactly what you get
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-600">
        One fictional idea, run through all three tools with a handful of customer quotes: <em>{exampleIdea}</em>
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {examples.map((example) => (
          <li key={example.slug} className="card flex flex-col p-6">
            <h2 className="text-lg font-semibold text-ink-950">{example.name}</h2>
            <p className="mt-2 flex-1 text-sm text-ink-600">{example.description}</p>
            <Link href={`/examples/${example.slug}`} className="btn-secondary mt-5 min-h-10 text-sm">
              Read the example<span className="sr-only"> {example.name} report</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
