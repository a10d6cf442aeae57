import { ScoreBar, scoreTone } from "@/components/ui/ScoreBadge";
import { factorLabel, factors } from "@/lib/core/report/factors";
import type { DeepPartial, ValidationReport } from "@/lib/core/report/schemas";
import { formatScore } from "@/lib/core/report/score";
import { asList, asText, ReportHeader, Section, Tag, type Tracking } from "./parts";
import { NextSteps } from "./NextSteps";
import { FactorBasis, FactorRuns, type Factor } from "./FactorDetails";
import { MoneyTable } from "./MoneyTable";
import { ValidationSummary } from "./ValidationSummary";
import { finishedMarket, MarketSize } from "./market/MarketSize";
import { MarketSizeEditor } from "./market/MarketSizeEditor";
import { kinds } from "@/lib/core/kinds";
import { competitorSourceLabels, labelOf } from "@/lib/core/labels";

type Validation = DeepPartial<ValidationReport>;

/** Only http(s) links are ever rendered (the server keeps only the provider's sources; this is the last guard). */
const safeHref = (url: string | null | undefined) =>
  typeof url === "string" && /^https?:\/\//i.test(url) ? url : null;
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

/** /app/validator: the report of the Idea Validation tool; with `tracking`, its next steps can be tracked. */
export function ValidationView({ report, tracking }: { report: Validation; tracking?: Tracking }) {
  // In the factors' own order, whatever order the object's keys came in (jsonb sorts them by length).
  const scores = factors.flatMap(({ key }): [string, Factor][] =>
    report.scores?.[key] ? [[key, report.scores[key]]] : [],
  );
  const money = report.monetization_report ?? {};
  const income = asList(money.income_streams);
  const expenses = asList(money.key_expenses);
  const insights = asList(report.strategic_insights);
  // Reports written since customer evidence (schema version 2) add these; older ones lack them.
  const competitors = asList(report.competitors);
  const nextSteps = asList(report.next_steps);
  const sources = asList(report.sources).filter((source) => safeHref(source.url));
  // Reports since schema version 4 have a market size, whose figures arrive once the report is complete.
  const market = finishedMarket(report.market_size);
  const revenue = income.reduce((sum, line) => sum + (line.monthly_usd ?? 0), 0);

  return (
    <div className="space-y-5">
      <ReportHeader eyebrow={kinds.iv.label} title={asText(report.title)}>
        <ValidationSummary report={report} className="mt-5" />
      </ReportHeader>
      {asText(report.summary) && (
        <Section title="Summary">
          <p>{asText(report.summary)}</p>
        </Section>
      )}
      {scores.length > 0 && (
        <Section title="Scores">
          <ul className="grid gap-5 md:grid-cols-2">
            {scores.map(([key, value]) => (
              <li key={key}>
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="font-semibold text-ink-950">{factorLabel(key)}</h3>
                  {typeof value.score === "number" && (
                    <span className={`font-semibold tabular-nums ${scoreTone(value.score).text}`}>
                      {formatScore(value.score)} / 10
                    </span>
                  )}
                </div>
                {typeof value.score === "number" && (
                  <div className="mt-1.5">
                    <ScoreBar score={value.score} label={factorLabel(key)} />
                  </div>
                )}
                {(key === "competition" || key === "execution_risk") && (
                  <p className="mt-1 text-xs text-ink-600">
                    Higher is better for you: 10 means{" "}
                    {key === "competition" ? "little strong competition" : "low risk"}.
                  </p>
                )}
                <FactorRuns factor={value} />
                {value.reason && <p className="mt-1.5 text-sm">{value.reason}</p>}
                <FactorBasis factor={value} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {market &&
        (tracking ? (
          <MarketSizeEditor
            market={market}
            reportId={tracking.reportId}
            monthlyRevenue={income.length ? revenue : null}
          />
        ) : (
          <MarketSize market={market} />
        ))}
      {competitors.length > 0 && (
        <Section title="Competitors and alternatives">
          <ul className="grid gap-4 md:grid-cols-2">
            {competitors.map((item, index) => {
              const source = labelOf(competitorSourceLabels, item.source);
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
                  {safeHref(item.source_url) && (
                    <p className="mt-2 text-sm">
                      <a
                        href={safeHref(item.source_url)!}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="font-medium text-brand-700 underline"
                      >
                        Source: {hostOf(item.source_url!)}
                      </a>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {sources.length > 0 && (
        <Section title="Sources from the web">
          <p className="text-sm text-ink-600">
            Pages the provider&rsquo;s web search returned for this report. Check them before you rely on a figure.
          </p>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
            {sources.map((source, index) => (
              <li key={index}>
                <a
                  href={safeHref(source.url)!}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-brand-700 underline"
                >
                  {source.title || hostOf(source.url!)}
                </a>{" "}
                <span className="text-ink-600">({hostOf(source.url!)})</span>
              </li>
            ))}
          </ol>
        </Section>
      )}
      {(income.length > 0 || expenses.length > 0) && (
        <Section title="Monetisation Report">
          <div className="grid gap-6 md:grid-cols-2">
            {income.length > 0 && <MoneyTable caption="Income Streams" lines={income} />}
            {expenses.length > 0 && <MoneyTable caption="Key Expenses" lines={expenses} />}
          </div>
          {asText(money.notes) && (
            <div className="mt-5">
              <h3 className="font-semibold text-ink-950">Notes</h3>
              <p className="mt-1">{asText(money.notes)}</p>
            </div>
          )}
        </Section>
      )}
      {insights.length > 0 && (
        <Section title="Strategic Insights">
          <ul className="list-disc space-y-2 pl-5">
            {insights.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </Section>
      )}
      {nextSteps.length > 0 && <NextSteps steps={nextSteps} tracking={tracking} />}
    </div>
  );
}
