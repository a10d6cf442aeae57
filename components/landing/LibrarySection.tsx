import { scoreTone } from "@/components/ui/ScoreBadge";
import { formatScore } from "@/lib/core/report/score";
import { exampleEvidence } from "@/lib/core/examples";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";

// A line of the public example's evidence (ShiftPlate), quoted as the Pain Points report quotes it.
const quote = exampleEvidence.split("\n")[1]!;

// Illustrative ideas beside the example's, as the compare page lists them (latest validation, best first).
const compared = [
  { idea: "ShiftPlate", score: 7.1, version: "v3" },
  { idea: "Ward snack box", score: 6.2, version: "v2" },
  { idea: "Night-shift gym pass", score: 4.8, version: "v1" },
];

// The example idea's history, newest first, with the change in its overall score.
const versions = [
  { version: 3, score: 7.1, change: "+0.6" },
  { version: 2, score: 6.5, change: "+1.2" },
  { version: 1, score: 5.3, change: null },
];

const mock = "mt-5 rounded-xl border border-line bg-surface p-4 text-sm";

/**
 * What happens around the reports: the evidence they quote, the library of versions, the compare view and share links.
 * Small static stills, no client JavaScript and no images (the landing's phone speed is a measured goal).
 */
export function LibrarySection() {
  return (
    <section id="library" aria-labelledby="library-title" className="bg-surface py-20 sm:py-24">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="eyebrow">Evidence and library</p>
          <h2 id="library-title" className="section-title mt-2">
            Research you can check, keep and share
          </h2>
          <p className="section-lead">
            A report is only as good as what it rests on. LaunchLens shows where each finding comes from and keeps every
            run, so you can see an idea improve or drop it with confidence.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-2">
          <li className="card p-6">
            <h3 className="text-lg font-semibold text-ink-950">Quotes checked against your evidence</h3>
            <p className="mt-2 leading-relaxed text-ink-600">
              A quote appears only when its words are in what you pasted. Findings without evidence are marked as
              inferred, so you know what to test first.
            </p>
            <div className={mock}>
              <p className="border-l-2 border-brand-200 pl-3 text-ink-800 italic">&ldquo;{quote}&rdquo;</p>
              <p className="mt-3 text-xs font-semibold text-score-strong">From your evidence · 2 mentions</p>
            </div>
          </li>
          <li className="card p-6">
            <h3 className="text-lg font-semibold text-ink-950">Every run is a version</h3>
            <p className="mt-2 leading-relaxed text-ink-600">
              Run an idea again after you change it and see how each score moved. Save the reports you want to keep; the
              others stay in Recent for {UNSAVED_REPORT_DAYS} days.
            </p>
            <ol className={`${mock} space-y-2`} aria-label="Example versions of one idea">
              {versions.map(({ version, score, change }) => (
                <li key={version} className="flex items-baseline gap-3">
                  <span className="font-semibold text-ink-900">ShiftPlate</span>
                  <span className="text-xs text-ink-600">Version {version}</span>
                  {change && <span className="text-xs font-semibold text-ink-700">{change}</span>}
                  <span className={`ml-auto font-serif text-base font-semibold ${scoreTone(score).text}`}>
                    {formatScore(score)}
                  </span>
                </li>
              ))}
            </ol>
          </li>
          <li className="card p-6">
            <h3 className="text-lg font-semibold text-ink-950">Compare ideas side by side</h3>
            <p className="mt-2 leading-relaxed text-ink-600">
              Line up to four ideas by their latest validation, factor by factor, and put your evenings into the best
              one.
            </p>
            <ol className={`${mock} space-y-2`} aria-label="Example comparison">
              {compared.map(({ idea, score, version }) => (
                <li key={idea} className="flex items-baseline gap-3">
                  <span className="font-semibold text-ink-900">{idea}</span>
                  <span className="text-xs text-ink-600">{version}</span>
                  <span className={`ml-auto font-serif text-base font-semibold ${scoreTone(score).text}`}>
                    {formatScore(score)}
                  </span>
                </li>
              ))}
            </ol>
          </li>
          <li className="card p-6">
            <h3 className="text-lg font-semibold text-ink-950">Share a read-only link, or export</h3>
            <p className="mt-2 leading-relaxed text-ink-600">
              Send a co-founder or an investor the findings without your notes: the link leaves out your idea as typed,
              your evidence and its quotes unless you include them. Or download Markdown or a PDF.
            </p>
            <p className={`${mock} truncate font-mono text-ink-700`}>launchlens.app/share/Hq3…</p>
          </li>
        </ul>
      </div>
    </section>
  );
}
