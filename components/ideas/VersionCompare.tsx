"use client";

import { useId, useState } from "react";
import type { ReportVersion } from "@/lib/core/api/reports";
import { inputKeys, isShare, type InputKey } from "@/lib/core/market/inputs";
import { marketInputLabels } from "@/lib/core/labels";
import { factors } from "@/lib/core/report/factors";
import { kinds } from "@/lib/core/kinds";
import { formatUsdCompact } from "@/lib/core/format";
import { causeSentence } from "@/lib/core/versions/describe";
import { PromptDiff } from "./PromptDiff";
import type { Kind } from "./types";

type Numbers = { low: number; base: number; high: number };

const score = (value: number | null | undefined) => (typeof value === "number" ? value.toFixed(1) : "—");
const figure = (range: Numbers | null | undefined) =>
  range ? `${formatUsdCompact(range.base)} (${formatUsdCompact(range.low)}–${formatUsdCompact(range.high)})` : "—";

function inputText(key: InputKey, input: (Numbers & { basis: string }) | undefined) {
  if (!input) return "—";
  const value = isShare(key)
    ? `${Number((input.base * 100).toFixed(2))}%`
    : key === "price_per_year_usd"
      ? formatUsdCompact(input.base)
      : input.base.toLocaleString("en-US");
  return input.basis === "founder" ? `${value} (yours)` : value;
}

function causeOf(versions: ReportVersion[], version: ReportVersion) {
  const previous = versions.find((other) => other.version === version.version - 1);
  return causeSentence(version.change, !!previous && previous.prompt !== version.prompt, version.evidence_changed);
}

/** A labelled choice of one of the report's versions. */
function VersionSelect({
  id,
  label,
  value,
  onChange,
  versions,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  versions: ReportVersion[];
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink-900" htmlFor={id}>
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 rounded-md border border-stone-300 bg-white px-2 text-sm text-ink-950 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      >
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            Version {version.version}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One line of the comparison: what it is, then its value in each version; `hidden` adds words for screen readers. */
function CompareRow({
  label,
  first,
  second,
  hidden = "",
}: {
  label: string;
  first: string;
  second: string;
  hidden?: string;
}) {
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="py-1.5 pr-2 text-left font-medium text-ink-800">
        {label}
        {hidden && <span className="sr-only">{hidden}</span>}
      </th>
      <td className="py-1.5 pr-2 text-ink-900 tabular-nums">{first}</td>
      <td className="py-1.5 text-ink-900 tabular-nums">{second}</td>
    </tr>
  );
}

/** A validation's overall and factor scores and its market figures, in the two versions. */
function ScoreRows({ a, b }: { a: ReportVersion; b: ReportVersion }) {
  return (
    <>
      <CompareRow
        label="Overall"
        first={`${score(a.overall_score)} ${a.score_tag ?? ""}`.trim()}
        second={`${score(b.overall_score)} ${b.score_tag ?? ""}`.trim()}
      />
      {factors.map((factor) => (
        <CompareRow
          key={factor.key}
          label={factor.label}
          first={score(a.scores?.[factor.key])}
          second={score(b.scores?.[factor.key])}
        />
      ))}
      {(a.market || b.market) && (
        <>
          <CompareRow label="TAM a year" first={figure(a.market?.tam)} second={figure(b.market?.tam)} />
          <CompareRow label="SAM a year" first={figure(a.market?.sam)} second={figure(b.market?.sam)} />
          <CompareRow label="SOM a year" first={figure(a.market?.som)} second={figure(b.market?.som)} />
        </>
      )}
    </>
  );
}

const inputOf = (version: ReportVersion, segment: string, key: InputKey) =>
  version.market?.segments.find((other) => other.name === segment)?.inputs[key];

/** One market segment's inputs in the two versions, as a group of rows under the segment's name. */
function SegmentInputRows({ segment, a, b }: { segment: string; a: ReportVersion; b: ReportVersion }) {
  return (
    <tbody>
      <tr className="border-t border-line">
        <th scope="rowgroup" colSpan={3} className="pt-3 pb-1 text-left font-semibold text-ink-950">
          Market inputs: {segment}
        </th>
      </tr>
      {inputKeys.map((key) => (
        <CompareRow
          key={`${segment}.${key}`}
          label={marketInputLabels[key]}
          first={inputText(key, inputOf(a, segment, key))}
          second={inputText(key, inputOf(b, segment, key))}
          hidden={` (${segment})`}
        />
      ))}
    </tbody>
  );
}

/** Any two versions of a report side by side: why each was made, scores, market figures and inputs, and the text. */
export function VersionCompare({ kind, versions }: { kind: Kind; versions: ReportVersion[] }) {
  const id = useId();
  const [left, setLeft] = useState(versions.at(-2)!.id);
  const [right, setRight] = useState(versions.at(-1)!.id);
  const a = versions.find((version) => version.id === left) ?? versions[0]!;
  const b = versions.find((version) => version.id === right) ?? versions.at(-1)!;
  const segments = [...new Set([...(a.market?.segments ?? []), ...(b.market?.segments ?? [])].map((s) => s.name))];

  return (
    <section aria-labelledby={`${id}-title`} className="mt-3 rounded-xl border border-line bg-surface p-3 text-sm">
      <h3 id={`${id}-title`} className="font-semibold text-ink-950">
        Compare two versions
        {/* Two comparisons open on an idea's page are two regions: each is named by its report's kind. */}
        <span className="sr-only"> of the {kinds[kind].label}</span>
      </h3>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <VersionSelect id={`${id}-a`} label="Compare version" value={left} onChange={setLeft} versions={versions} />
        <VersionSelect id={`${id}-b`} label="with version" value={right} onChange={setRight} versions={versions} />
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full table-fixed border-collapse text-sm [overflow-wrap:break-word]">
          <caption className="sr-only">
            Version {a.version} and version {b.version} side by side
          </caption>
          <thead>
            <tr>
              <th scope="col" className="w-[36%] pb-1 text-left text-ink-600">
                <span className="sr-only">What</span>
              </th>
              <th scope="col" className="pb-1 text-left text-ink-950">
                Version {a.version}
              </th>
              <th scope="col" className="pb-1 text-left text-ink-950">
                Version {b.version}
              </th>
            </tr>
          </thead>
          <tbody>
            <CompareRow label="Why it was made" first={causeOf(versions, a)} second={causeOf(versions, b)} />
            {kind === "iv" && <ScoreRows a={a} b={b} />}
          </tbody>
          {kind === "iv" && segments.map((segment) => <SegmentInputRows key={segment} segment={segment} a={a} b={b} />)}
        </table>
      </div>
      <h4 className="mt-3 font-semibold text-ink-950">
        Text, version {a.version} to version {b.version}
      </h4>
      {a.prompt === b.prompt ? (
        <p className="text-ink-600">The same text.</p>
      ) : (
        <PromptDiff before={a.prompt} after={b.prompt} className="mt-1" />
      )}
    </section>
  );
}
