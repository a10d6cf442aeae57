"use client";

import Link from "next/link";
import { useState } from "react";
import { callApi } from "@/lib/client/call-api";
import { formatDateTime } from "@/lib/core/format";
import type { Kind } from "./types";
import type { ReportVersion } from "@/lib/core/api/reports";
import { VersionChange } from "./VersionChange";
import { VersionCompare } from "./VersionCompare";

/** Every version of one kind of report on the idea, newest first: each opens at its own address, with what changed. */
export function ReportVersions({ kind, label, reportId }: { kind: Kind; label: string; reportId: string }) {
  const [versions, setVersions] = useState<ReportVersion[] | null>(null);
  const [failed, setFailed] = useState(false);

  function load() {
    if (versions) return;
    callApi("reportVersions", { params: { id: reportId } }).then(
      ({ ok, data }) => (ok ? setVersions(data.data) : setFailed(true)),
      () => setFailed(true),
    );
  }

  return (
    <details className="mt-4 border-t border-line pt-3" onToggle={(event) => event.currentTarget.open && load()}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Versions and what changed</summary>
      {failed && <p className="mt-2 text-sm text-red-700">The versions could not be loaded.</p>}
      {!versions && !failed && <p className="mt-2 text-sm text-ink-600">Loading…</p>}
      {versions && (
        <ol className="mt-2 space-y-4">
          {[...versions].reverse().map((version) => {
            const previous = versions.find((other) => other.version === version.version - 1);
            return (
              <li key={version.id} className="text-sm">
                <Link
                  href={`/app/reports/${version.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  Version {version.version}
                  <span className="sr-only"> of {label}</span>
                </Link>
                <span className="text-ink-600"> · {formatDateTime(version.created_at)}</span>
                {typeof version.overall_score === "number" && (
                  <p className="text-ink-700">
                    {version.overall_score.toFixed(1)} / 10 ({version.score_tag})
                  </p>
                )}
                <VersionChange kind={kind} previous={previous} current={version} />
              </li>
            );
          })}
        </ol>
      )}
      {versions && versions.length > 1 && <VersionCompare kind={kind} versions={versions} />}
    </details>
  );
}
