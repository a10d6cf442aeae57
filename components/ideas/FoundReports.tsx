import Link from "next/link";
import { formatDateTime } from "@/lib/core/format";
import type { Found } from "./ideaLists";
import { kinds } from "@/lib/core/kinds";
import type { Kind } from "./types";

const kindLabel = (kind: Kind) => kinds[kind].label;

/** The saved reports a search found, each with where in its text the words are, marked. */
export function FoundReports({ reports, phrase }: { reports: Found["reports"]; phrase: string }) {
  return (
    <section aria-labelledby="found-reports">
      <h2 id="found-reports" className="text-lg font-semibold text-ink-950">
        Saved reports
      </h2>
      <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white">
        {reports.map((report) => (
          <li key={report.id} className="px-4 py-3">
            <Link
              href={`/app/reports/${report.id}`}
              className="font-semibold text-ink-950 [overflow-wrap:anywhere] hover:text-brand-700"
            >
              {report.title}
            </Link>
            <p className="text-sm text-ink-600">
              {kindLabel(report.kind)} · {formatDateTime(report.created_at)}
            </p>
            {report.snippet && (
              <p className="mt-1.5 border-l-2 border-line pl-3 text-sm text-ink-700 [overflow-wrap:anywhere]">
                <span className="sr-only">Found in the report: </span>
                <Highlighted text={report.snippet} phrase={phrase} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `text` with each place it holds `phrase` (compared without case) marked. */
function Highlighted({ text, phrase }: { text: string; phrase: string }) {
  const words = phrase.replace(/\s+/g, " ");
  if (!words) return text;
  const parts = text.split(new RegExp(`(${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})`, "giu"));
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-ink-950">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
