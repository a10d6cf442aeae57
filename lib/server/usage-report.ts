import "server-only";
import { and, gte, isNotNull, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "@/db/client";
import { aiUsage } from "@/db/schema";
import { tryCountsSince } from "@/lib/server/tries/counts";
import { tryRefusals } from "@/lib/core/tries/policy";
import { costOf, priceOf, type Price, type Tokens } from "@/lib/core/usage-cost";

/** One line of `npm run usage`: a day's calls of one kind on one model. */
export interface UsageLine extends Tokens {
  day: string;
  kind: string;
  model: string;
  calls: number;
  /** Calls the provider reported nothing of (a stopped stream): their tokens are estimated from characters. */
  estimatedCalls: number;
  reasoningTokens: number;
  /** Undefined when the model has no price (AI_PRICES). */
  cost: number | undefined;
}

export interface UsageReport {
  days: number;
  lines: UsageLine[];
  founders: { count: number; median?: FounderCost; top?: FounderCost };
  unpriced: string[];
  /** Free tries' events over the period (lib/server/tries/counts.ts). */
  tries: Record<string, number>;
}

export interface FounderCost {
  userId: string;
  cost: number;
  tokens: number;
}

const sum = (column: AnyColumn) => sql<string>`sum(${column})`;

/** Tokens and estimated cost of the last `days` days, by day (UTC), kind and model, and per founder. Two queries. */
export async function usageReport(db: Db, prices: Record<string, Price>, days = 30): Promise<UsageReport> {
  const since = new Date(Date.now() - days * 86_400_000);
  const day = sql<string>`to_char(${aiUsage.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const totals = {
    calls: sql<string>`count(*)`,
    estimatedCalls: sql<string>`count(*) filter (where ${aiUsage.estimated})`,
    inputTokens: sum(aiUsage.inputTokens),
    cachedInputTokens: sum(aiUsage.cachedInputTokens),
    outputTokens: sum(aiUsage.outputTokens),
    reasoningTokens: sum(aiUsage.reasoningTokens),
  };
  const [byDay, byFounder, tries] = await Promise.all([
    db
      .select({ day, kind: aiUsage.kind, model: aiUsage.model, ...totals })
      .from(aiUsage)
      .where(gte(aiUsage.createdAt, since))
      .groupBy(day, aiUsage.kind, aiUsage.model)
      .orderBy(day, aiUsage.kind, aiUsage.model),
    db
      .select({ userId: aiUsage.userId, model: aiUsage.model, ...totals })
      .from(aiUsage)
      .where(and(gte(aiUsage.createdAt, since), isNotNull(aiUsage.userId)))
      .groupBy(aiUsage.userId, aiUsage.model),
    tryCountsSince(db, days),
  ]);
  const unpriced = new Set<string>();
  const numbers = <T extends Record<keyof typeof totals, string>>(row: T) => ({
    calls: Number(row.calls),
    estimatedCalls: Number(row.estimatedCalls),
    inputTokens: Number(row.inputTokens),
    cachedInputTokens: Number(row.cachedInputTokens),
    outputTokens: Number(row.outputTokens),
    reasoningTokens: Number(row.reasoningTokens),
  });
  const costFor = (model: string, tokens: Tokens) => {
    const price = priceOf(model, prices);
    if (!price) unpriced.add(model);
    return price ? costOf(tokens, price) : undefined;
  };
  const lines = byDay.map((row) => {
    const tokens = numbers(row);
    return { day: row.day, kind: row.kind, model: row.model, ...tokens, cost: costFor(row.model, tokens) };
  });
  const perFounder = new Map<string, FounderCost>();
  for (const row of byFounder) {
    const tokens = numbers(row);
    const userId = row.userId!;
    const founder = perFounder.get(userId) ?? { userId, cost: 0, tokens: 0 };
    founder.cost += costFor(row.model, tokens) ?? 0;
    founder.tokens += tokens.inputTokens + tokens.outputTokens;
    perFounder.set(userId, founder);
  }
  const ranked = [...perFounder.values()].sort((a, b) => a.cost - b.cost || a.tokens - b.tokens);
  return {
    days,
    lines,
    founders: { count: ranked.length, median: ranked[Math.floor((ranked.length - 1) / 2)], top: ranked.at(-1) },
    unpriced: [...unpriced].sort(),
    tries,
  };
}

/** The free tries' line: started, finished, failed, claimed, and refused by reason (kind `try` above is their cost). */
function triesLine(tries: Record<string, number>): string {
  const refused = tryRefusals.filter((reason) => tries[`refused:${reason}`]);
  const refusedTotal = refused.reduce((sum, reason) => sum + tries[`refused:${reason}`]!, 0);
  const of = (event: string) => count(tries[event] ?? 0);
  return (
    `Free tries: ${of("started")} started, ${of("finished")} finished, ${of("failed")} failed, ${of("claimed")} moved into an account; ` +
    `${count(refusedTotal)} refused${refused.length ? ` (${refused.map((reason) => `${reason} ${count(tries[`refused:${reason}`]!)}`).join(", ")})` : ""}.`
  );
}

const dollars = (value: number | undefined) =>
  value === undefined ? "n/a" : value < 0.01 && value > 0 ? `$${value.toFixed(4)}` : `$${value.toFixed(2)}`;
const count = (value: number) => value.toLocaleString("en-US");

/** The report as `npm run usage` prints it: a table, the totals, and the median and most expensive founder. */
export function formatUsageReport(report: UsageReport, prices: Record<string, Price>): string {
  const header = ["day", "kind", "model", "calls", "input", "cached", "output", "reasoning", "cost"];
  const rows = report.lines.map((line) => [
    line.day,
    line.kind,
    line.model,
    count(line.calls),
    count(line.inputTokens),
    count(line.cachedInputTokens),
    count(line.outputTokens),
    count(line.reasoningTokens),
    dollars(line.cost),
  ]);
  const total = report.lines.reduce((sum, line) => sum + (line.cost ?? 0), 0);
  const estimated = report.lines.reduce((sum, line) => sum + line.estimatedCalls, 0);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((cells) => cells[column]!.length)));
  const table = [header, ...rows].map((cells) =>
    cells
      .map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  "),
  );
  const models = [...new Set(report.lines.map((line) => line.model))];
  const priced = models
    .map((model) => [model, priceOf(model, prices)] as const)
    .filter((entry): entry is readonly [string, Price] => entry[1] !== undefined)
    .map(([model, price]) => `${model} $${price.input} in, $${price.cached} cached, $${price.output} out`);
  const { founders } = report;
  return [
    `AI usage, the last ${report.days} days (UTC), estimated at list prices per million tokens${priced.length ? `: ${priced.join("; ")}` : ""}.`,
    "",
    ...(rows.length ? table : ["No model calls recorded."]),
    "",
    `Total: ${dollars(total)} over ${count(report.lines.reduce((sum, line) => sum + line.calls, 0))} calls.`,
    ...(estimated > 0
      ? [
          `${count(estimated)} of them stopped before the provider reported tokens: estimated from what was sent and written.`,
        ]
      : []),
    founders.count
      ? `Founders: ${founders.count}; the median founder cost ${dollars(founders.median?.cost)} (${count(founders.median?.tokens ?? 0)} tokens), the most expensive ${dollars(founders.top?.cost)} (${count(founders.top?.tokens ?? 0)} tokens, user ${founders.top?.userId}).`
      : "Founders: none.",
    triesLine(report.tries),
    ...(report.unpriced.length
      ? [`No price for ${report.unpriced.join(", ")}: set AI_PRICES (model=input/cached/output per million tokens).`]
      : []),
  ].join("\n");
}
