import { assertNever } from "@/lib/core/kinds";
import { factorLabel, rankFactors } from "@/lib/core/report/factors";
import type { ViewedReport } from "@/lib/core/report/schemas";

/**
 * The first questions the panel offers, chosen by code from the report itself (never by the model): a validation's
 * weakest factors and its least certain assumption, the pain point most mentioned in the evidence, the strategy's first
 * channel experiment.
 */
export function suggestedQuestions(report: ViewedReport): string[] {
  const { kind } = report;
  switch (kind) {
    case "pp":
      return painPointQuestions(report);
    case "ms":
      return strategyQuestions(report);
    case "iv":
      return validationQuestions(report);
    default:
      return assertNever(kind);
  }
}

const short = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function validationQuestions(report: ViewedReport<"iv">): string[] {
  const scored = rankFactors(report.scores).map(({ key, score }) => ({ key, score, factor: report.scores![key]! }));
  const [weakest, second] = scored;
  const questions: string[] = [];
  if (weakest) {
    questions.push(`Why is ${factorLabel(weakest.key)} only ${weakest.score}/10, and what would raise it fastest?`);
  }
  const uncertain = scored.find(
    (entry) => entry.key !== weakest?.key && (entry.factor.basis === "assumption" || entry.factor.confidence === "low"),
  );
  if (uncertain)
    questions.push(`What is the riskiest assumption behind ${factorLabel(uncertain.key)}, and how do I test it?`);
  else if (second) questions.push(`How would you improve ${factorLabel(second.key)}?`);
  const segment = report.market_size?.segments?.[0];
  if (segment?.name) questions.push(`Which assumption about "${short(segment.name, 60)}" moves the SOM most?`);
  return questions.slice(0, 3);
}

function painPointQuestions(report: ViewedReport<"pp">): string[] {
  const [top] = [...(report.pain_points ?? [])].sort((a, b) => (b.mentions ?? 0) - (a.mentions ?? 0));
  const questions = top?.pain_point ? [`What should I build first to solve "${short(top.pain_point)}"?`] : [];
  questions.push("Which pain point has the weakest evidence, and how do I check it?");
  questions.push("Write five interview questions to confirm the market gap.");
  return questions;
}

function strategyQuestions(report: ViewedReport<"ms">): string[] {
  const [first] = report.channel_experiments ?? [];
  const questions = first?.channel ? [`How do I run the ${short(first.channel, 50)} experiment in my first week?`] : [];
  questions.push("Which channel would you cut if I can only afford two?");
  questions.push("Draft a cold message to my target audience.");
  return questions;
}
