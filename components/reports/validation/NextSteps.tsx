import { TrackThis } from "@/components/experiments/TrackThis";
import { PitchThis } from "@/components/measured/pitch/PitchThis";
import { AskWithSurvey } from "@/components/measured/survey/AskWithSurvey";
import { isPitchStep } from "@/lib/core/measured/pitch/eligible";
import { isSurveyStep } from "@/lib/core/measured/survey/questions";
import { factorLabel } from "@/lib/core/report/factors";
import type { DeepPartial, ValidationReport } from "@/lib/core/report/schemas";
import { describePassLine, type PassLine } from "@/lib/core/experiments/pass-line";
import { asNumber, plural, Section, usd, type Tracking } from "../parts";

type Step = DeepPartial<NonNullable<ValidationReport["next_steps"]>[number]>;

/** A pass line only once all of it has arrived (a streamed report fills it field by field). */
function passLineOf(step: Step): PassLine | null {
  const line = step.pass_line;
  if (!line?.metric || !line.comparator || typeof line.target !== "number" || typeof line.unit !== "string")
    return null;
  return { metric: line.metric, comparator: line.comparator, target: line.target, unit: line.unit };
}

/**
 * The validation's next steps: what to do, its cost and time, the threshold in words and the pass line as data, and,
 * for a finished report of an idea in the app, "Track this".
 */
export function NextSteps({ steps, tracking }: { steps: Step[]; tracking?: Tracking }) {
  return (
    <Section title="Next steps: experiments before building">
      <ol className="space-y-5">
        {steps.map((item, index) => {
          const cost = asNumber(item.cost_usd);
          const days = asNumber(item.duration_days);
          const line = passLineOf(item);
          const complete = item.action && item.threshold && cost !== null && days !== null;
          const proposal = complete && {
            next_step: {
              action: item.action!,
              threshold: item.threshold!,
              cost_usd: cost,
              duration_days: days,
              ...(item.factor ? { factor: item.factor } : {}),
              ...(line ? { pass_line: line } : {}),
            },
          };
          return (
            <li key={index} className="flex gap-4">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-950">{item.action}</p>
                {(cost !== null || days !== null) && (
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
                    {cost !== null && (
                      <span>
                        <span className="font-semibold text-ink-900">Cost:</span> {usd.format(cost)}
                      </span>
                    )}
                    {days !== null && (
                      <span>
                        <span className="font-semibold text-ink-900">Time:</span> {plural(days, "day")}
                      </span>
                    )}
                  </p>
                )}
                {item.threshold && (
                  <p className="mt-1 text-sm">
                    <span className="font-semibold text-ink-900">Pass if:</span> {item.threshold}
                  </p>
                )}
                {line && (
                  <p className="mt-1 text-sm">
                    <span className="font-semibold text-ink-900">Pass line:</span> {describePassLine(line)}
                    {item.factor && <span className="text-ink-600"> · tests {factorLabel(item.factor)}</span>}
                  </p>
                )}
                {tracking && proposal && (
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <TrackThis
                      ideaId={tracking.ideaId}
                      reportId={tracking.reportId}
                      item={`next_steps/${index}`}
                      label={item.action!}
                      proposal={proposal}
                    />
                    {line && isPitchStep({ action: item.action, threshold: item.threshold, pass_line: line }) && (
                      <PitchThis
                        ideaId={tracking.ideaId}
                        reportId={tracking.reportId}
                        item={`next_steps/${index}`}
                        label={item.action!}
                        passLine={line}
                        factor={item.factor ?? null}
                        durationDays={days ?? 14}
                        proposal={proposal}
                      />
                    )}
                    {isSurveyStep({ action: item.action, threshold: item.threshold }) && (
                      <AskWithSurvey
                        ideaId={tracking.ideaId}
                        reportId={tracking.reportId}
                        item={`next_steps/${index}`}
                        label={item.action ?? ""}
                        factor={item.factor ?? null}
                        durationDays={days ?? 14}
                        proposal={proposal}
                      />
                    )}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
