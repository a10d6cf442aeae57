import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SharedReportPage from "@/app/share/[token]/page";
import { POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { POST as share } from "@/app/api/data/reports/[id]/share/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { QUOTE_LEFT_OUT } from "@/lib/core/chat/shared";
import { forgetEnv } from "@/lib/server/env";
import { pdfPool } from "@/lib/server/export/pdf-pool";
import { findSharedReport } from "@/lib/server/reports/share";
import { subscriber } from "@/test/ai/helpers";
import { type TestClient } from "@/test/api";
import { OpenAIStandIn } from "@/test/openai-standin";
import { exportedPdf, pdfText } from "@/test/pdf-export";

/**
 * A report's conversation outside its panel (issue 28): on the share page only when the founder ticks "Include the
 * conversation" (its quotes from the evidence only with "Include the quotes" too, the idea as typed never), and at
 * the end of the Markdown and PDF exports with conversation=1.
 */

const IDEA = "OatCount: a milk and bean ordering app for independent cafes that predicts next week's orders.";
const REAL = "We run out of oat milk every Saturday and lose sales because of it.";
const INVENTED = "Every cafe owner begged us to build this app tomorrow.";
const EVIDENCE = [REAL, "Ana Ruiz, cafe owner: I order milk by text at 6am and always get the quantities wrong."].join(
  "\n",
);
const QUESTION = "What do my customers say about running out?";
const ANSWER = `[evidence] One owner said “${REAL}” **Fix the Saturday ordering first.**\n\n[general advice] Beware of claims like "${INVENTED}" and of your own idea, ${IDEA}`;

const openai = new OpenAIStandIn();
beforeAll(async () => {
  const url = await openai.start();
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: url,
    AI_MODEL: "standin-model",
    AI_TIMEOUT_MS: "5000",
    AI_SCORE_SAMPLES: "1",
  });
  forgetEnv();
});
afterAll(async () => {
  await openai.stop();
  for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MODEL"]) delete process.env[key];
  forgetEnv();
  await pdfPool().close();
});

/** A validation (the stand-in answers its schema with the demo's shape) with one question answered. */
async function reportWithConversation(client: TestClient): Promise<string> {
  delete process.env.OPENAI_API_KEY;
  forgetEnv();
  const made = await client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: IDEA, evidence: EVIDENCE },
  });
  process.env.OPENAI_API_KEY = "sk-standin";
  forgetEnv();
  expect(made.status).toBe(200);
  const id = (made.body as { id: string }).id;
  openai.reply({ kind: "content", content: ANSWER });
  const answered = await client.call(ask, `/api/data/reports/${id}/chat`, {
    method: "POST",
    body: { message: { role: "user", parts: [{ type: "text", text: QUESTION }] } },
    params: { id },
  });
  expect(answered.status).toBe(200);
  return id;
}

const shareCall = (client: TestClient, id: string, body?: unknown) =>
  client.call(share, `/api/data/reports/${id}/share`, { method: "POST", params: { id }, ...(body ? { body } : {}) });
const tokenOf = (url: unknown) => new URL(url as string).pathname.replace("/share/", "");

async function sharePageText(token: string): Promise<string> {
  const html = renderToStaticMarkup(await SharedReportPage({ params: Promise.resolve({ token }) }));
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("sharing a report's conversation", () => {
  it("is left out unless ticked; ticked, the answers show without the evidence's quotes or the idea as typed", async () => {
    const client = await subscriber();
    const id = await reportWithConversation(client);

    const plain = await shareCall(client, id);
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ include_quotes: false, include_conversation: false });
    const plainPage = await sharePageText(tokenOf(plain.body.url));
    expect(plainPage).not.toContain(QUESTION);
    expect(plainPage).not.toContain("Questions about this report");
    expect((await findSharedReport(await getDb(), tokenOf(plain.body.url)))!.conversation).toBeNull();

    const withConversation = await shareCall(client, id, { include_conversation: true });
    expect(withConversation.body).toMatchObject({ include_quotes: false, include_conversation: true });
    const page = await sharePageText(tokenOf(withConversation.body.url));
    expect(page).toContain("Questions about this report");
    expect(page).toContain("The founder asked:");
    expect(page).toContain(QUESTION);
    expect(page).toContain("Fix the Saturday ordering first.");
    expect(page).toContain("Quotes from the evidence are left out, as in the report.");
    // The customer's words are replaced; the invented quote was never theirs and stays struck through as not found.
    expect(page).not.toContain(REAL);
    expect(page).toContain(QUOTE_LEFT_OUT);
    expect(page).toContain(`${INVENTED} (not found in the founder's evidence)`);
    expect(page).not.toContain(IDEA);
    expect(page).toContain("the founder's idea");
  });

  it("with the quotes included too, the answer's real quote is shown as a quote", async () => {
    const client = await subscriber();
    const id = await reportWithConversation(client);
    const both = await shareCall(client, id, { include_quotes: true, include_conversation: true });
    expect(both.body).toMatchObject({ include_quotes: true, include_conversation: true });
    const shown = await findSharedReport(await getDb(), tokenOf(both.body.url));
    const answer = shown!.conversation!.messages[1]!;
    const [first] = answer.parts;
    expect(first?.type === "text" ? first.text : "").toContain(`“${REAL}”`);
    expect(answer.metadata.verification?.quotes).toEqual([
      { text: REAL, found: true },
      { text: INVENTED, found: false },
    ]);
    expect(await sharePageText(tokenOf(both.body.url))).not.toContain("are left out");
  });

  it("refuses an include_conversation that is not a boolean, and unknown fields, with a 400 and a message", async () => {
    const client = await subscriber();
    const id = await reportWithConversation(client);
    const wrong = await shareCall(client, id, { include_conversation: "yes" });
    expect(wrong).toMatchObject({ status: 400, body: { message: "include_conversation must be true or false." } });
    const unknown = await shareCall(client, id, { include_chat: true });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: "The share call takes include_quotes, include_conversation and include_experiments only." },
    });
  });
});

const exportOf = (client: TestClient, id: string, query: string) =>
  client.call(exportReport, `/api/data/reports/${id}/export?${query}`, { params: { id } });

describe("exporting a report with its conversation", () => {
  it("conversation=1 ends the Markdown with each question and its answer; an invented quote is never a quote", async () => {
    const client = await subscriber();
    const id = await reportWithConversation(client);
    const without = await exportOf(client, id, "format=md");
    expect(without.status).toBe(200);
    expect(without.text).not.toContain("## Questions about this report");

    const markdown = (await exportOf(client, id, "format=md&conversation=1")).text;
    const section = markdown.slice(markdown.indexOf("## Questions about this report"));
    expect(section).toMatch(/^## Questions about this report\n\n### What do my customers say about running out\?\n\n/);
    expect(section).toContain("(From your evidence) One owner said “We run out of oat milk every Saturday");
    expect(section).toContain("Fix the Saturday ordering first.");
    expect(section).not.toContain("\\*\\*");
    expect(section).toContain(`[not found in your evidence: ${INVENTED}]`.replace(/[[\]]/g, "\\$&"));
    expect(section).not.toContain(`"${INVENTED}"`);
  });

  it("conversation=1 draws the conversation in the PDF too", async () => {
    const client = await subscriber();
    const id = await reportWithConversation(client);
    const text = pdfText(await exportedPdf(client, id, "format=pdf&conversation=1"));
    expect(text).toContain("Questions about this report");
    expect(text).toContain(QUESTION);
    expect(text).toContain("Fix the Saturday ordering first.");
    expect(text).toContain(`[not found in your evidence: ${INVENTED}]`);
  });

  it("refuses a conversation other than 1 with a 400 and a message", async () => {
    const client = await subscriber();
    const id = await reportWithConversation(client);
    expect(await exportOf(client, id, "format=md&conversation=yes")).toMatchObject({
      status: 400,
      body: { message: "conversation must be 1 (include the report's conversation), or left out." },
    });
  });
});
