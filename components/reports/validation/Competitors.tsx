import type { DeepPartial, ValidationReport } from "@/lib/core/report/schemas";
import { competitorSourceLabels, labelOf } from "@/lib/core/labels";
import { Section, Tag } from "../parts";
import { hostOf, safeHref } from "./links";

type Competitor = DeepPartial<NonNullable<ValidationReport["competitors"]>[number]>;

/** A validation's competitors and alternatives: what each does, its price and the opening, and where it was found. */
export function Competitors({ competitors }: { competitors: Competitor[] }) {
  return (
    <Section title="Competitors and alternatives">
      <ul className="grid gap-4 md:grid-cols-2">
        {competitors.map((item, index) => {
          const source = labelOf(competitorSourceLabels, item.source);
          const href = safeHref(item.source_url);
          return (
            <li key={index} className="rounded-xl border border-line p-4">
              <h3 className="font-semibold text-ink-950">{item.name}</h3>
              {source && (
                <p className="mt-1">
                  <Tag tone={item.source === "model" ? "caution" : "brand"}>{source}</Tag>
                </p>
              )}
              {item.what_it_does && <p className="mt-2 text-sm">{item.what_it_does}</p>}
              {typeof item.price === "string" && item.price && (
                <p className="mt-2 text-sm">
                  <span className="font-semibold text-ink-900">Price: </span>
                  {item.price}
                </p>
              )}
              {item.opening && (
                <p className="mt-2 text-sm">
                  <span className="font-semibold text-ink-900">Opening: </span>
                  {item.opening}
                </p>
              )}
              {href && (
                <p className="mt-2 text-sm">
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="font-medium text-brand-700 underline"
                  >
                    Source: {hostOf(href)}
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
