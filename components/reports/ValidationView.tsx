import { ScoreBadge, ScoreBar, scoreTone } from "@/components/ui/ScoreBadge";
import { factorLabel } from "@/lib/ai/factors";
import { asList, asText, ReportHeader, Section, usd } from "./parts";

type Line = { name?: string; monthly_usd?: number };

function MoneyTable({ caption, lines }: { caption: string; lines: Line[] }) {
  const total = lines.reduce((sum, line) => sum + (typeof line.monthly_usd === "number" ? line.monthly_usd : 0), 0);
  return (
    <table className="w-full self-start text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-ink-950">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Per month</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {lines.map((line, index) => (
          <tr key={index}>
            <td className="py-2 pr-3">{line.name}</td>
            <td className="py-2 text-right tabular-nums">{typeof line.monthly_usd === "number" ? `${usd.format(line.monthly_usd)}/mo` : ""}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-line font-semibold text-ink-950">
          <th scope="row" className="py-2 pr-3 text-left">
            Total
          </th>
          <td className="py-2 text-right tabular-nums">{usd.format(total)}/mo</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** SPEC.md section 2, /app/validator: the Idea Analysis Report. */
export function ValidationView({ report }: { report: Record<string, unknown> }) {
  const overall = typeof report.overall_score === "number" ? report.overall_score : null;
  const scores = Object.entries((report.scores as Record<string, { score?: number; reason?: string }>) ?? {}).filter(
    ([, value]) => value && typeof value === "object",
  );
  const money = (report.monetization_report ?? {}) as { income_streams?: unknown; key_expenses?: unknown; notes?: unknown };
  const income = asList<Line>(money.income_streams);
  const expenses = asList<Line>(money.key_expenses);
  const insights = asList<string>(report.strategic_insights);

  return (
    <div className="space-y-5">
      <ReportHeader eyebrow="Idea Analysis Report" title={asText(report.title)}>
        {overall !== null && (
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <ScoreBadge score={overall} />
            <div className="min-w-48 flex-1">
              <ScoreBar score={overall} label="Overall score" />
            </div>
            <p className="text-lg font-bold tabular-nums">
              <span className={scoreTone(overall).text}>{overall}</span> <span className="text-ink-600">/ 10</span>
            </p>
          </div>
        )}
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
                    <span className={`font-semibold tabular-nums ${scoreTone(value.score).text}`}>{value.score} / 10</span>
                  )}
                </div>
                {typeof value.score === "number" && (
                  <div className="mt-1.5">
                    <ScoreBar score={value.score} label={factorLabel(key)} />
                  </div>
                )}
                {value.reason && <p className="mt-1.5 text-sm">{value.reason}</p>}
              </li>
            ))}
          </ul>
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
    </div>
  );
}
