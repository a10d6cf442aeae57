import type { DeepPartial, ValidationReport } from "@/lib/core/report/schemas";
import { Section } from "../parts";
import { hostOf, safeHref } from "./links";

type Source = DeepPartial<NonNullable<ValidationReport["sources"]>[number]>;
type Linked = { title: string | undefined; href: string };

/** The sources a validation may show: those with an http(s) link. */
export const linkedSources = (sources: Source[]): Linked[] =>
  sources.flatMap((source) => {
    const href = safeHref(source.url);
    return href ? [{ title: source.title, href }] : [];
  });

/** "Sources from the web": the pages the provider's web search returned, each named by its title and site. */
export function WebSources({ sources }: { sources: Linked[] }) {
  return (
    <Section title="Sources from the web">
      <p className="text-sm text-ink-600">
        Pages the provider&rsquo;s web search returned for this report. Check them before you rely on a figure.
      </p>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
        {sources.map((source, index) => (
          <li key={index}>
            <a
              href={source.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-brand-700 underline"
            >
              {source.title || hostOf(source.href)}
            </a>{" "}
            <span className="text-ink-600">({hostOf(source.href)})</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
