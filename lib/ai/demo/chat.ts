import "server-only";
import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { factorLabel, factors, rankFactors } from "@/lib/core/report/factors";
import { bestSentences, evidenceSentences } from "./evidence";

/**
 * The demo model's side of "Ask the report": deterministic answers written offline from the report and the evidence in
 * the conversation's system message. It quotes real evidence sentences, labels its claims, and calls both tools when
 * asked to rescore or to draft, so a fresh clone shows the whole feature. Every answer says it is a demo.
 */

const DEMO = "Demo answer, written offline from your report and evidence without an AI model.";

export type DemoTurn = { text: string } | { tool: "propose_rescore" | "draft"; input: Record<string, unknown> };

/** Whether a call is a conversation about a report (it offers the chat's draft tool). */
export const isChatCall = (options: LanguageModelV4CallOptions) =>
  options.tools?.some((tool) => tool.type === "function" && tool.name === "draft") === true;

const between = (text: string, tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(text)?.[1];

function contextOf(options: LanguageModelV4CallOptions) {
  const system = options.prompt.find((message) => message.role === "system");
  const text = system?.role === "system" ? system.content : "";
  let report: Record<string, unknown> = {};
  try {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the report the app itself put in the system prompt (an object); a parse failure is caught below
    report = JSON.parse(between(text, "report") ?? "{}") as Record<string, unknown>;
  } catch {
    // A report the demo cannot read: it answers from the evidence alone.
  }
  return { report, evidence: between(text, "evidence"), idea: between(text, "idea") ?? "" };
}

type Scores = Record<string, { score: number; reason?: string }>;

function weakest(report: Record<string, unknown>) {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the demo reads scores from the report the app put in the prompt: a validation's scores by factor
  const scores = (report.scores ?? {}) as Scores;
  const lowest = rankFactors(scores)[0];
  return lowest && { ...scores[lowest.key]!, key: lowest.key };
}

const DRAFTS = [
  { pattern: /interview|script/i, kind: "interview_script", title: "Interview script" },
  { pattern: /survey/i, kind: "survey", title: "Survey" },
  { pattern: /landing/i, kind: "landing_page", title: "Landing-page copy" },
  { pattern: /cold|outreach|message|e-?mail/i, kind: "cold_message", title: "Cold message" },
] as const;

function draftBody(kind: (typeof DRAFTS)[number]["kind"], topic: string): string {
  switch (kind) {
    case "interview_script":
      return `1. Tell me about the last time you dealt with this problem.\n2. What did you do about it?\n3. What did that cost you in time or money?\n4. What have you tried that did not work?\n5. If it were solved tomorrow, what would change for you?\n\nTopic: ${topic}`;
    case "survey":
      return `1. How often does this problem happen to you? (weekly, monthly, rarely)\n2. How do you handle it today?\n3. How much would you pay a month to never deal with it again?\n4. May we contact you for a short call? (yes/no)\n\nTopic: ${topic}`;
    case "landing_page":
      return `Headline: ${topic}, without the hassle.\nSubhead: Built for people who are tired of workarounds.\nCall to action: Join the waitlist`;
    case "cold_message":
      return `Hi, I am researching ${topic}. Could I ask you three quick questions about how you handle it today? It takes ten minutes, and I will share what I learn.`;
  }
}

/** The demo's next turn: a tool call when asked to rescore or draft, otherwise a labelled answer with a real quote. */
export function demoChatTurn(options: LanguageModelV4CallOptions): DemoTurn {
  const last = options.prompt.at(-1);
  const { report, evidence, idea } = contextOf(options);
  if (last?.role === "tool") {
    const rescored = last.content.some((part) => part.type === "tool-result" && part.toolName === "propose_rescore");
    return {
      text: rescored
        ? `${DEMO}\n\nI proposed a new score above. Accept it to keep it as a new version of the validation: nothing changes until you do.`
        : `${DEMO}\n\nThe draft is above: copy it and change it to sound like you.`,
    };
  }
  const question =
    last?.role === "user" ? last.content.map((part) => (part.type === "text" ? part.text : "")).join(" ") : "";
  const topic = typeof report.title === "string" ? report.title : idea.slice(0, 80);
  const draft = DRAFTS.find(({ pattern }) => pattern.test(question));
  if (draft && /draft|write|script|survey|copy/i.test(question)) {
    return { tool: "draft", input: { kind: draft.kind, title: draft.title, body: draftBody(draft.kind, topic) } };
  }
  const lowest = weakest(report);
  const named = factors.find(
    ({ key, label }) => question.toLowerCase().includes(label.toLowerCase()) || question.includes(key),
  );
  if (/rescore|re-score|disagree|too (low|high)|should be higher|should be lower/i.test(question) && lowest) {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the demo reads scores from the report the app put in the prompt: a validation's scores by factor
    const target = named ? { key: named.key, ...((report.scores as Scores)[named.key] ?? { score: 5 }) } : lowest;
    return {
      tool: "propose_rescore",
      input: {
        factor: target.key,
        score: Math.min(10, Math.round((target.score + 1) * 10) / 10),
        reason: `Demo: you gave a reason to look again at ${factorLabel(target.key)}; one point higher until an experiment shows otherwise.`,
        basis: "inference",
      },
    };
  }
  const lines = [DEMO];
  if (lowest) {
    lines.push(
      `[report] The weakest factor is ${factorLabel(lowest.key)} at ${lowest.score}/10: ${lowest.reason ?? ""}`.trim(),
    );
  } else if (typeof report.title === "string") {
    lines.push(`[report] This report is about ${report.title}.`);
  }
  const sentences = evidenceSentences(evidence);
  const [said] = bestSentences(sentences, question, idea, 1);
  const quote = said ?? sentences[0];
  if (quote) lines.push(`[evidence] One of your customers said: “${quote.text}”`);
  else
    lines.push("[report] You gave no customer evidence, so nothing here is quoted: paste some to ground the answers.");
  lines.push(
    "[general advice] Turn the answer into one experiment with a pass line, and run it this week before building more.",
  );
  return { text: lines.join("\n\n") };
}
