import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import SharedReportPage from "@/app/share/[token]/page";
import { GET as readChat, POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { POST as share } from "@/app/api/data/reports/[id]/share/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { AnswerText } from "@/components/chat/AnswerText";
import { demoValidation } from "@/lib/ai/demo/reports";
import { EVIDENCE_LEFT_OUT } from "@/lib/core/report/evidence-spans";
import { forgetEnv } from "@/lib/server/env";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { OpenAIStandIn, type Reply } from "@/test/openai-standin";

/**
 * Quotes and evidence as a real model writes them (issue 35, section 4): an invented quote is never drawn as one, on
 * the thread, the share page or the export, however it is marked; and a share without quotes shows no span of the
 * founder's evidence, wherever the model put it.
 */

const IDEA = "MilkMind: an ordering app for independent cafes that predicts next week's milk and bean orders.";
const SATURDAY = "We run out of oat milk every Saturday and lose sales because of it.";
const TEXTING = "I order milk by text at 6am and always get the quantities wrong.";
const EVIDENCE = [`Maria, cafe owner: ${SATURDAY}`, TEXTING].join("\n");

type Part = { type: string; text?: string };
type Message = {
  role: string;
  parts: Part[];
  metadata?: { verification?: { quotes: { text: string; found: boolean }[] } };
};

const openai = new OpenAIStandIn();
beforeAll(async () => {
  const url = await openai.start();
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: url,
    AI_MODEL: "standin-model",
    AI_TIMEOUT_MS: "10000",
    AI_SCORE_SAMPLES: "1",
  });
  forgetEnv();
});
afterAll(async () => {
  await openai.stop();
  for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MODEL"]) delete process.env[key];
  forgetEnv();
});
beforeEach(() => openai.reset());

/** A validation the stand-in writes, its summary and a reason repeating the evidence as models do. */
async function validation(client: TestClient): Promise<string> {
  const report = demoValidation(IDEA, EVIDENCE);
  report.summary = `As Maria said, '${SATURDAY}' That is the demand in one line.`;
  report.scores.market_demand.reason = `Owners say they «${TEXTING.toLowerCase().replace(/ /g, "  ")}»`;
  openai.reply({ kind: "content", content: JSON.stringify(report), chunkSize: 2_000 });
  const made = await client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: IDEA, evidence: EVIDENCE },
  });
  expect(made.status).toBe(200);
  return (made.body as { id: string }).id;
}

async function askAbout(client: TestClient, id: string, text: string, ...replies: Reply[]) {
  openai.reply(...replies);
  const answer = await client.call(ask, `/api/data/reports/${id}/chat`, {
    method: "POST",
    body: { message: { role: "user", parts: [{ type: "text", text }] } },
    params: { id },
  });
  expect(answer.status).toBe(200);
}

async function lastAnswer(client: TestClient, id: string): Promise<Message> {
  const read = await client.call(readChat, `/api/data/reports/${id}/chat`, { params: { id } });
  return (read.body.messages as Message[]).filter((message) => message.role === "assistant").at(-1)!;
}

async function sharePage(client: TestClient, id: string, body: Record<string, boolean>): Promise<string> {
  const made = await client.call(share, `/api/data/reports/${id}/share`, { method: "POST", params: { id }, body });
  expect(made.status).toBe(201);
  const token = new URL(made.body.url as string).pathname.replace("/share/", "");
  return renderToStaticMarkup(await SharedReportPage({ params: Promise.resolve({ token }) }));
}

const conversationOf = (html: string) => html.slice(html.indexOf('id="shared-conversation"'));

/** The evidence's runs of 8 words found in a text, compared by words alone (an independent reading of the rule). */
function evidenceSpansIn(text: string): string[] {
  const words = (value: string) =>
    value
      .replace(/&#x27;|&#39;/g, "'")
      .toLowerCase()
      .replace(/['‘’]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const page = ` ${words(text.replace(/<[^>]+>/g, " ")).join(" ")} `;
  const evidence = words(EVIDENCE);
  const runs: string[] = [];
  for (let at = 0; at + 8 <= evidence.length; at++) {
    const run = evidence.slice(at, at + 8).join(" ");
    if (page.includes(` ${run} `)) runs.push(run);
  }
  return runs;
}

describe("an invented quote is never drawn as a quote", () => {
  const INVENTED_LINES = `> ${SATURDAY}\n> and the whole street knows it by now.`;
  const INVENTED_MARKS = "Every cafe owner begged us to build this app";
  const INVENTED_BOLD = "Nobody here ever runs out of milk at all";
  const ANSWER = [
    "[evidence] Owners told you:",
    INVENTED_LINES,
    `One said "${INVENTED_MARKS}" and another **“${INVENTED_BOLD}”**, but the real words were «${TEXTING}»`,
  ].join("\n\n");

  it("is stored as not found, and the thread, the share page and the Markdown export all draw it as not found", async () => {
    const client = await subscriber();
    const id = await validation(client);
    await askAbout(client, id, "What do owners say?", { kind: "content", content: ANSWER });
    const answer = await lastAnswer(client, id);
    const quotes = answer.metadata!.verification!.quotes;
    const joined = `${SATURDAY} and the whole street knows it by now.`;
    expect(quotes).toEqual([
      { text: joined, found: false },
      { text: INVENTED_MARKS, found: false },
      { text: INVENTED_BOLD, found: false },
      expect.objectContaining({ text: TEXTING, found: true }),
    ]);

    // The thread, drawn as the panel draws it: one quote, the real one.
    const text = answer.parts.find((part) => part.type === "text")!.text!;
    const thread = renderToStaticMarkup(createElement(AnswerText, { text, quotes }));
    expect(thread.match(/<q\b/g)).toHaveLength(1);
    expect(thread).toContain(`<q class="text-ink-950 italic">${TEXTING}</q>`);
    expect(thread.match(/<s\b/g)).toHaveLength(3);

    // The share page with quotes and conversation: the same.
    const page = conversationOf(await sharePage(client, id, { include_quotes: true, include_conversation: true }));
    expect(page.match(/<q\b/g)).toHaveLength(1);
    expect(page.match(/<s\b/g)).toHaveLength(3);
    expect(page).toContain("(not found in the founder&#x27;s evidence)");

    const markdown = await client.call(exportReport, `/api/data/reports/${id}/export?format=md&conversation=1`, {
      params: { id },
    });
    const section = markdown.text.slice(markdown.text.indexOf("## Questions about this report"));
    const notFound = (words: string) => `\\[not found in your evidence: ${words}\\]`;
    expect(section).toContain(notFound(joined));
    expect(section).toContain(notFound(INVENTED_MARKS));
    expect(section).toContain(notFound(INVENTED_BOLD));
    expect(section).toContain(`“${TEXTING}”`);
    expect(section).not.toMatch(/^> /m);
  });
});

describe("a share without quotes shows no span of the evidence", () => {
  it("in the report's summary and reasons, the answers in any marks, the draft card and the rescore's reason", async () => {
    const client = await subscriber();
    const id = await validation(client);
    await askAbout(
      client,
      id,
      "Write me a cold message and rescore demand.",
      {
        kind: "tool-call",
        name: "draft",
        arguments: JSON.stringify({
          kind: "cold_message",
          title: "To cafe owners",
          body: `Hi! Other owners tell us: "${SATURDAY}" Sound familiar?`,
        }),
      },
      {
        kind: "tool-call",
        name: "propose_rescore",
        arguments: JSON.stringify({
          factor: "market_demand",
          score: 8,
          reason: `One owner wrote ${TEXTING}`,
          basis: "evidence",
        }),
      },
      {
        kind: "content",
        content: [
          `As Maria said, '${SATURDAY}'`,
          `Another: «${TEXTING.toUpperCase()}»`,
          `> ${SATURDAY.slice(0, 34)}\n> ${SATURDAY.slice(34)}`,
          `And “run out of oat milk” is the found short quote.`,
        ].join("\n\n"),
      },
    );
    const before = await sharePage(client, id, { include_quotes: true, include_conversation: true });
    expect(evidenceSpansIn(before).length).toBeGreaterThan(0);

    const html = await sharePage(client, id, { include_conversation: true });
    expect(evidenceSpansIn(html)).toEqual([]);
    expect(html).toContain(`As Maria said, ${EVIDENCE_LEFT_OUT}`);
    expect(html).toContain("To cafe owners");
    expect(conversationOf(html)).not.toContain("run out of oat milk");
    expect(html.split(EVIDENCE_LEFT_OUT).length).toBeGreaterThan(6);
  });
});
