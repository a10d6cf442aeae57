import { UNSAVED_REPORT_NOTE } from "@/lib/core/retention";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { ReportPageActions } from "@/components/app/ReportPageActions";
import { EditProvider } from "@/components/app/plan";
import { ReportToc } from "@/components/app/ReportToc";
import { kinds } from "@/lib/core/kinds";
import { VersionChange } from "@/components/ideas/VersionChange";
import { VersionCompare } from "@/components/ideas/VersionCompare";
import { ReportView } from "@/components/reports/ReportView";
import { DemoNotice } from "@/components/reports/parts";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/server/auth/session-user";
import { formatDateTime } from "@/lib/core/format";
import { reportPage } from "@/lib/server/reports/report-page";
import { AskReport } from "@/components/chat/AskReport";
import { IdeaDecisionSummary } from "@/components/experiments/IdeaDecisionSummary";
import { suggestedQuestions } from "@/lib/core/chat/suggestions";

const AREA = "report-area";

/** One of the signed-in user's reports, or null (someone else's, or none): asked once per request by metadata and page. */
const load = cache(async (id: string) => {
  const user = await getSessionUser();
  if (!user) redirect(`/auth/login`);
  return reportPage(await getDb(), user.id, id);
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const page = await load((await params).id);
  const title = page?.report.title;
  return { title: page ? title || "Report" : "Report not found" };
}

/**
 * A report at its own address: Load Reports, the history, an idea's versions and links all land here. It shows the
 * report with its actions, where it sits among its idea's versions, and what changed since the version before.
 */
export default async function ReportPage({ params }: { params: Promise<{ id: string }> }) {
  const page = await load((await params).id);
  if (!page) notFound();
  const { report, idea, versions, role } = page;
  const kind = kinds[report.kind];
  const index = versions.findIndex((version) => version.id === report.id);
  const previous = index > 0 ? versions[index - 1] : undefined;
  const latest = versions.at(-1);
  // A viewer of a shared idea reads it; the actions that change it are not offered (issue 49).
  const viewing = role === "viewer";
  return (
    <EditProvider
      canEdit={!viewing}
      instead={viewing ? "You are a viewer of this idea: ask its owner to make you an editor to change it." : undefined}
    >
      <div className="min-[1400px]:grid min-[1400px]:grid-cols-[minmax(0,1fr)_12rem] min-[1400px]:gap-10">
        <div id={AREA} className="min-w-0 space-y-5">
          <nav aria-label="Breadcrumb" className="print:hidden">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
              <li>
                <Link href="/app/ideas" className="hover:text-brand-700">
                  Ideas
                </Link>
              </li>
              {idea && (
                <li className="flex min-w-0 items-center gap-2">
                  <span aria-hidden="true">/</span>
                  <Link
                    href={`/app/ideas/${idea.id}`}
                    className="font-semibold text-ink-800 [overflow-wrap:anywhere] hover:text-brand-700"
                  >
                    {idea.title}
                  </Link>
                </li>
              )}
              <li className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                <span aria-current="page">
                  {kind.label}, version {report.version}
                </span>
              </li>
            </ol>
          </nav>

          <section aria-labelledby="report-version" className="card space-y-3 p-4 sm:p-5 print:hidden">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
              <h2 id="report-version" className="text-sm font-semibold text-ink-950">
                Version {report.version} of {versions.length}
                <span className="font-normal text-ink-600">
                  {" "}
                  · {formatDateTime(report.created_at)}
                  {report.saved ? " · saved" : ` · ${UNSAVED_REPORT_NOTE}`}
                </span>
              </h2>
              {versions.length > 1 && (
                <nav aria-label={`Versions of this ${kind.label} report`}>
                  <ol className="flex flex-wrap gap-1.5">
                    {versions.map((version) => (
                      <li key={version.id}>
                        <Link
                          href={`/app/reports/${version.id}`}
                          aria-current={version.id === report.id ? "page" : undefined}
                          className={`inline-flex min-h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm font-semibold tabular-nums ${version.id === report.id ? "bg-brand-700 text-white" : "bg-stone-100 text-ink-700 hover:bg-brand-50 hover:text-brand-800"}`}
                        >
                          <span className="sr-only">Version </span>
                          {version.version}
                        </Link>
                      </li>
                    ))}
                  </ol>
                </nav>
              )}
            </div>
            {latest && latest.id !== report.id && (
              <p className="text-sm text-ink-700">
                This is an earlier version.{" "}
                <Link
                  href={`/app/reports/${latest.id}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  Open the latest, version {latest.version}
                </Link>
              </p>
            )}
            {previous ? (
              <div className="border-t border-line pt-3">
                <h3 className="text-sm font-semibold text-ink-950">What changed since version {previous.version}</h3>
                <div className="text-sm">
                  <VersionChange kind={report.kind} previous={previous} current={versions[index]!} />
                </div>
              </div>
            ) : (
              report.prompt && (
                <div className="border-t border-line pt-3">
                  <h3 className="text-sm font-semibold text-ink-950">The idea as run</h3>
                  <p className="mt-1 text-sm whitespace-pre-line text-ink-700 [overflow-wrap:anywhere]">
                    {report.prompt}
                  </p>
                </div>
              )
            )}
          </section>

          {idea && <IdeaDecisionSummary ideaId={idea.id} />}
          <ReportPageActions report={report} />
          {report.demo === true && <DemoNotice />}
          <ReportView report={report} tracking={idea ? { ideaId: idea.id, reportId: report.id } : undefined} />
          {/* After the report, which the page is for: the comparison of every version runs long. */}
          {versions.length > 1 && (
            <div className="print:hidden">
              <VersionCompare kind={report.kind} versions={versions} />
            </div>
          )}
          <AskReport reportId={report.id} kind={report.kind} suggestions={suggestedQuestions(report)} />
        </div>
        <ReportToc areaId={AREA} />
      </div>
    </EditProvider>
  );
}
