import { factors } from "@/lib/core/report/factors";
import type { DeepPartial, ValidationReport } from "@/lib/core/report/schemas";
import { asList, asText, ReportHeader, Section, type Tracking } from "../parts";
import { NextSteps } from "./NextSteps";
import type { Factor } from "./FactorDetails";
import { FactorScores } from "./FactorScores";
import { Competitors } from "./Competitors";
import { linkedSources, WebSources } from "./WebSources";
import { MoneyTable } from "./MoneyTable";
import { ValidationSummary } from "./ValidationSummary";
import { finishedMarket, MarketSize } from "../market/MarketSize";
import { MarketSizeEditor } from "../market/MarketSizeEditor";
import { kinds } from "@/lib/core/kinds";

type Validation = DeepPartial<ValidationReport>;

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
  const sources = linkedSources(asList(report.sources));
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
      {scores.length > 0 && <FactorScores scores={scores} />}
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
      {competitors.length > 0 && <Competitors competitors={competitors} />}
      {sources.length > 0 && <WebSources sources={sources} />}
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
