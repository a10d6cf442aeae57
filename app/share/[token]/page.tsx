import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SharedConversation } from "@/components/chat/SharedConversation";
import { SharedDecision } from "@/components/share/SharedDecision";
import { DecisionDigestCard } from "@/components/experiments/DecisionDigestCard";
import { ReportView } from "@/components/reports/ReportView";
import { Logo } from "@/components/ui/Logo";
import { getDb } from "@/db";
import { formatDate } from "@/lib/core/format";
import { findSharedReport } from "@/lib/server/reports/share";
import { kinds } from "@/lib/core/kinds";

export const dynamic = "force-dynamic";

// A shared report is for the people its owner sent the link to: never in a search engine, never in a Referer.
export const metadata: Metadata = {
  title: "Shared report",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

/**
 * A read-only report opened by its share link, signed in or not. It shows the report and nothing of its owner: not the
 * idea as typed, and the quotes from the evidence, the report's conversation and (a validation's) the idea's
 * experiments and decision only when the owner included them (lib/core/report/share-copy.ts, lib/core/chat/shared.ts,
 * lib/core/experiments/shared.ts).
 */
export default async function SharedReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const shared = await findSharedReport(await getDb(), token);
  if (!shared) notFound();
  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-line bg-white print:hidden">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <Link href="/" className="btn-primary min-h-9 px-4 text-sm">
            Validate your idea
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-5 px-4 py-8 sm:px-6">
        <p className="text-sm text-ink-600">
          {kinds[shared.kind].label} · made with LaunchLens on {formatDate(shared.report.created_at)} · shared read-only
        </p>
        {shared.report.demo === true && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <strong className="font-semibold">Demo report.</strong> It was written offline by LaunchLens&apos;s demo
            model from the words of the idea: it shows the shape of a real report, not an analysis.
          </p>
        )}
        {shared.quotesLeftOut > 0 && (
          <p className="rounded-lg border border-line bg-white px-4 py-3 text-sm text-ink-700">
            This copy leaves out the {shared.quotesLeftOut === 1 ? "quote" : `${shared.quotesLeftOut} quotes`} from the
            customer evidence the report was made from: they are other people&apos;s words, kept private by whoever
            shared it.
          </p>
        )}
        {shared.decision && <DecisionDigestCard digest={shared.decision.digest} titleId="shared-digest" />}
        <ReportView report={shared.report} />
        {shared.decision && <SharedDecision shared={shared.decision} />}
        {shared.conversation && (
          <SharedConversation
            messages={shared.conversation.messages}
            quotesLeftOut={shared.conversation.quotesLeftOut}
          />
        )}
      </main>
    </div>
  );
}
