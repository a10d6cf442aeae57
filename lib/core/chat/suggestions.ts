import { factorLabel, factors } from "@/lib/core/report/factors";
import type { ReportShapes } from "@/lib/core/report/schemas";
import type { ReportKind } from "@/lib/core/kinds";

/**
 * The first questions the panel offers, chosen by code from the report itself (never by the model): a validation's
 * weakest factors and its least certain assumption, the pain point most mentioned in the evidence, the strategy's first
 * channel experiment.
 */
export function suggestedQuestions<K extends ReportKind>(kind: K, report: ReportShapes[K]): string[] {
  if (kind === "iv") return validationQuestions(report as ReportShapes["iv"]);
  if (kind === "pp") return painPointQuestions(report as ReportShapes["pp"]);
  return strategyQuestions(report as ReportShapes["ms"]);
}

const short = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function validationQuestions(report: ReportShapes["iv"]): string[] {
  const scored = factors
    .map(({ key }) => ({ key, factor: report.scores[key] }))
    .filter((entry) => entry.factor)
    .sort((a, b) => a.factor.score - b.factor.score);
  const [weakest, second] = scored;
  const questions: string[] = [];
  if (weakest) {
    questions.push(
      `Why is ${factorLabel(weakest.key)} only ${weakest.factor.score}/10, and what would raise it fastest?`,
    );
  }
  const uncertain = scored.find(
    (entry) => entry.key !== weakest?.key && (entry.factor.basis === "assumption" || entry.factor.confidence === "low"),
  );
  if (uncertain)
    questions.push(`What is the riskiest assumption behind ${factorLabel(uncertain.key)}, and how do I test it?`);
  else if (second) questions.push(`How would you improve ${factorLabel(second.key)}?`);
  const segment = report.market_size?.segments[0];
  if (segment) questions.push(`Which assumption about "${short(segment.name, 60)}" moves the SOM most?`);
  return questions.slice(0, 3);
}

function painPointQuestions(report: ReportShapes["pp"]): string[] {
  const [top] = [...report.pain_points].sort((a, b) => (b.mentions ?? 0) - (a.mentions ?? 0));
  const questions = top ? [`What should I build first to solve "${short(top.pain_point)}"?`] : [];
  questions.push("Which pain point has the weakest evidence, and how do I check it?");
  questions.push("Write five interview questions to confirm the market gap.");
  return questions;
}

function strategyQuestions(report: ReportShapes["ms"]): string[] {
  const [first] = report.channel_experiments ?? [];
  const questions = first ? [`How do I run the ${short(first.channel, 50)} experiment in my first week?`] : [];
  questions.push("Which channel would you cut if I can only afford two?");
  questions.push("Draft a cold message to my target audience.");
  return questions;
}
