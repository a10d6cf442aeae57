import Link from "next/link";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { pivotKindLabels } from "@/lib/core/pivots/proposals";

/** Compare takes at most four ideas: the idea and its first three variants. */
const COMPARED = 4;

const compareHref = (ids: string[]) => `/app/ideas/compare?ids=${ids.slice(0, COMPARED).join(",")}`;

/**
 * Where the idea sits among its pivots: a variant says what it is a pivot of and the change it makes; an idea with
 * variants lists them; either links to compare them side by side.
 */
export function IdeaLineage({ idea }: { idea: IdeaSummary }) {
  const variants = idea.variants ?? [];
  const pivot = idea.pivot;
  if (!pivot && variants.length === 0) return null;
  return (
    <section aria-label="Pivots" className="card space-y-3 p-4 text-sm text-ink-700">
      {pivot && (
        <div className="space-y-1.5">
          <p>
            <span className="font-semibold text-ink-900">A pivot of </span>
            {idea.parent_id ? (
              <Link href={`/app/ideas/${idea.parent_id}`} className="font-semibold text-brand-700 underline">
                {pivot.parent_title}
              </Link>
            ) : (
              <span className="font-semibold text-ink-900">{pivot.parent_title} (deleted)</span>
            )}
            : {pivot.title}
          </p>
          <p>
            <span className="font-medium text-ink-900">{pivotKindLabels[pivot.kind]}:</span> {pivot.to}
          </p>
          <details>
            <summary className="cursor-pointer font-medium text-ink-900">Why this change</summary>
            <p className="mt-1.5 [overflow-wrap:anywhere]">{pivot.because}</p>
            <p className="mt-1.5">
              <span className="font-medium text-ink-900">Must be true: </span>
              {pivot.must_be_true}
            </p>
          </details>
          {idea.parent_id && (
            <Link href={compareHref([idea.parent_id, idea.id])} className="btn-secondary inline-flex min-h-10 text-sm">
              Compare with {pivot.parent_title}
            </Link>
          )}
        </div>
      )}
      {variants.length > 0 && (
        <div className="space-y-2">
          <p className="font-semibold text-ink-900">
            {variants.length === 1 ? "One variant" : `${variants.length} variants`} of this idea
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {variants.map((variant) => (
              <li key={variant.id}>
                <Link href={`/app/ideas/${variant.id}`} className="text-brand-700 underline [overflow-wrap:anywhere]">
                  {variant.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={compareHref([idea.id, ...variants.map((variant) => variant.id)])}
            className="btn-secondary inline-flex min-h-10 text-sm"
          >
            Compare side by side
          </Link>
        </div>
      )}
    </section>
  );
}
