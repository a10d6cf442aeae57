import type { DeepPartial, StrategyReport } from "@/lib/core/report/schemas";
import { TrackThis } from "@/components/experiments/TrackThis";
import { asList, asNumber, asText, Quote, quotesWith, ReportHeader, Section, usd, type Tracking } from "../parts";
import { kinds } from "@/lib/core/kinds";

type ChannelExperiment = DeepPartial<NonNullable<StrategyReport["channel_experiments"]>[number]>;

/**
 * /app/market: Overview, Target Audience, Objectives, Key Channels, Tactics and the Timeline. With `tracking` (a
 * finished report of an idea in the app), each channel experiment can be tracked as an experiment.
 */
export function StrategyView({ report, tracking }: { report: DeepPartial<StrategyReport>; tracking?: Tracking }) {
  const objectives = asList(report.objectives);
  const channels = asList(report.key_channels);
  const tactics = asList(report.tactics);
  const timeline = asList(report.timeline);
  // Reports written with customer evidence (schema version 2) add these; older ones lack them.
  const customerWords = quotesWith(report.customer_words, report.customer_words_attributions);
  const experiments = asList(report.channel_experiments);
  return (
    <div className="space-y-5">
      <ReportHeader eyebrow={kinds.ms.label} title={asText(report.title)} />
      {asText(report.overview) && (
        <Section title="Overview">
          <p>{asText(report.overview)}</p>
        </Section>
      )}
      {asText(report.target_audience) && (
        <Section title="Target Audience">
          <p>{asText(report.target_audience)}</p>
        </Section>
      )}
      {customerWords.length > 0 && (
        <Section title="In your customers' words">
          <ul className="space-y-3">
            {customerWords.map(({ quote, attribution }, index) => (
              <li key={index}>
                <Quote attribution={attribution}>{quote}</Quote>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        {objectives.length > 0 && (
          <Section title="Objectives">
            <ul className="list-disc space-y-2 pl-5">
              {objectives.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </Section>
        )}
        {channels.length > 0 && (
          <Section title="Key Channels">
            <ul className="flex flex-wrap gap-2">
              {channels.map((item, index) => (
                <li key={index} className="rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800">
                  {item}
                </li>
              ))}
            </ul>
          </Section>
        )}
      </div>
      {experiments.length > 0 && <ChannelExperiments experiments={experiments} tracking={tracking} />}
      {tactics.length > 0 && (
        <Section title="Tactics">
          <dl className="space-y-4">
            {tactics.map((item, index) => (
              <div key={index}>
                <dt className="font-semibold text-ink-950">{item.step}</dt>
                <dd className="mt-1">{item.description}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {timeline.length > 0 && (
        <Section title="Timeline">
          <ol className="space-y-4">
            {timeline.map((item, index) => (
              <li key={index} className="flex gap-4">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-brand-700">{item.step}</p>
                  <p className="mt-0.5">{item.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      )}
    </div>
  );
}

/** The first experiment per channel, with its budget; each can be tracked as an experiment with `tracking`. */
function ChannelExperiments({ experiments, tracking }: { experiments: ChannelExperiment[]; tracking?: Tracking }) {
  return (
    <Section title="First experiment per channel">
      <ul className="divide-y divide-line">
        {experiments.map((item, index) => {
          const budget = asNumber(item.budget_usd);
          return (
            <li
              key={index}
              className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
            >
              <div>
                <h3 className="font-semibold text-ink-950">{item.channel}</h3>
                {item.experiment && <p className="mt-0.5">{item.experiment}</p>}
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-3 sm:justify-end">
                {budget !== null && (
                  <p className="text-sm font-semibold text-ink-950 tabular-nums">
                    <span className="font-normal text-ink-600">Budget: </span>
                    {usd.format(budget)}
                  </p>
                )}
                {tracking && item.channel && item.experiment && budget !== null && (
                  <TrackThis
                    ideaId={tracking.ideaId}
                    reportId={tracking.reportId}
                    item={`channel_experiments/${index}`}
                    label={item.channel}
                    proposal={{
                      channel_experiment: {
                        channel: item.channel,
                        experiment: item.experiment,
                        budget_usd: budget,
                      },
                    }}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
