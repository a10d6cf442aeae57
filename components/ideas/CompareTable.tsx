"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { ComparisonGrid } from "./ComparisonGrid";
import { sortRows, useComparison, type Sort } from "./comparison";

/** The compare page: two to four ideas side by side, sortable by any column (ComparisonGrid). */
export function CompareTable({ ids }: { ids: string }) {
  const { rows, error } = useComparison(ids);
  const [sort, setSort] = useState<Sort>({ key: "overall", descending: true });

  return (
    <div className="space-y-5">
      <Link href="/app/ideas" className="btn-ghost -ml-3 text-sm">
        ← All ideas
      </Link>
      <div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Compare ideas</h1>
        <p className="mt-2 text-ink-600">Each idea&apos;s latest validation. Choose a column heading to sort by it.</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!rows && !error && (
        <p className="flex items-center gap-2 py-8 text-ink-600" role="status">
          <Spinner className="size-4" /> Loading the comparison…
        </p>
      )}
      {rows && <ComparisonGrid rows={rows} sorted={sortRows(rows, sort)} sort={sort} onSort={setSort} />}
      <p className="text-sm text-ink-600">
        Scores are out of 10, and higher is better for the founder on every factor, as the name of each factor says. SOM
        is the market the idea could win in three years, in US dollars a year, computed from its validation&apos;s
        assumptions, with its range beneath.
      </p>
    </div>
  );
}
