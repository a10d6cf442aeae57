import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateText, Output } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as generate } from "@/app/api/data/reports/route";
import { demoPainPoints, demoStrategy, demoValidation } from "@/lib/ai/demo/reports";
import { kindSchemas } from "@/lib/core/kinds/schemas";
import { factors } from "@/lib/core/report/factors";
import { strictSchemaProblems } from "@/lib/core/wire/strict-schema";
import { forgetEnv } from "@/lib/server/env";
import type { TestClient } from "@/test/api";
import { OpenAIStandIn, type Reply } from "@/test/openai-standin";
import { subscriber } from "./helpers";

/**
 * Every request the app makes, on both OpenAI APIs, sent to a stand-in that refuses what OpenAI refuses: a strict
 * schema (response format or tool) outside the documented subset gets OpenAI's 400 with the offending path. The three
 * reports (streamed and not), the validation's scoring runs, its web search, and a conversation with its tools.
 */
const IDEA = "A subscription that sends night-shift nurses a week of ready meals to their hospital's lockers.";
const openai = new OpenAIStandIn();
let base = "";

/** A validation; with web search (the Responses API here) each competitor names the page it was found on, or null. */
function validation(searched: boolean) {
  const report = demoValidation(IDEA);
  if (!searched) return report;
  return { ...report, competitors: report.competitors.map((competitor) => ({ ...competitor, source_url: null })) };
}

/** Answers each request as a model would: the report its schema names, the scores, or a chat answer. */
function answerFor(request: Record<string, unknown>, responses: boolean): Reply {
  const format = JSON.stringify(responses ? request.text : request.response_format) ?? "";
  const content = format.includes('"factor_scores"')
    ? JSON.stringify({ scores: Object.fromEntries(factors.map(({ key }) => [key, { score: 6 }])) })
    : format.includes('"pain_point_report"')
      ? JSON.stringify(demoPainPoints(IDEA))
      : format.includes('"marketing_strategy"')
        ? JSON.stringify(demoStrategy(IDEA))
        : format.includes('"idea_validation"')
          ? JSON.stringify(validation(responses))
          : "Start with the lockers: that is where the idea is weakest [report].";
  return responses
    ? { kind: "response", content, searched: ["https://example.com/meal-prep"] }
    : { kind: "content", content };
}

beforeAll(async () => {
  base = await openai.start();
});
afterAll(async () => {
  await openai.stop();
  for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API", "AI_WEB_SEARCH", "AI_MODEL"])
    delete process.env[key];
  forgetEnv();
});
beforeEach(() => openai.reset());

function useApi(api: "chat" | "responses") {
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: base,
    OPENAI_API: api,
    AI_WEB_SEARCH: api === "responses" ? "1" : "0",
    AI_MODEL: "gpt-4.1-mini",
    AI_TIMEOUT_MS: "5000",
    AI_SCORE_SAMPLES: "3",
  });
  forgetEnv();
  openai.respond = (request) => answerFor(request, api === "responses");
}

const generateCall = (client: TestClient, body: unknown, stream = false) =>
  client.call(generate, "/api/data/reports", {
    method: "POST",
    body,
    headers: stream ? { accept: "text/event-stream" } : {},
  });

describe.each(["chat", "responses"] as const)("every request on the %s API is inside OpenAI's rules", (api) => {
  it("the three reports, streamed and not, the scoring runs, web search, and a conversation with its tools", async () => {
    useApi(api);
    const client = await subscriber();
    let validationId = "";
    for (const kind of ["pp", "ms", "iv"] as const) {
      const made = await generateCall(client, { kind, prompt: IDEA });
      expect(made.status, `${kind}: ${JSON.stringify(made.body)}`).toBe(200);
      if (kind === "iv") validationId = String(made.body.id);
      const streamed = await generateCall(client, { kind, prompt: IDEA }, true);
      expect(streamed.text, kind).toMatch(/event: done/);
    }
    const answer = await client.call(ask, `/api/data/reports/${validationId}/chat`, {
      method: "POST",
      body: { message: { role: "user", parts: [{ type: "text", text: "What should I test first?" }] } },
      params: { id: validationId },
    });
    expect(answer.status).toBe(200);
    await answer.text;

    expect(openai.refusals).toEqual([]);
    const formats = openai.requests.map((request) =>
      api === "responses"
        ? (request.text as { format?: Record<string, unknown> } | undefined)?.format
        : (request.response_format as { json_schema?: Record<string, unknown> } | undefined)?.json_schema,
    );
    const named = formats.filter((format) => format !== undefined).map((format) => String(format.name));
    // Six reports, two scoring runs for each of the two validations.
    expect(named.sort()).toEqual(
      [
        ...Array(2).fill("idea_validation"),
        ...Array(2).fill("marketing_strategy"),
        ...Array(2).fill("pain_point_report"),
        ...Array(4).fill("factor_scores"),
      ].sort(),
    );
    for (const format of formats.filter((each) => each !== undefined)) {
      expect(format.strict).toBe(true);
      expect(strictSchemaProblems(format.schema, String(format.name))).toEqual([]);
    }
    const chatRequest = openai.requests.at(-1)!;
    const tools = (chatRequest.tools as Record<string, unknown>[]).map((tool) =>
      api === "responses" ? tool : (tool.function as Record<string, unknown>),
    );
    expect(tools.map((tool) => tool.name).sort()).toEqual(["draft", "propose_rescore"]);
    for (const tool of tools) {
      expect(tool.strict).toBe(true);
      expect(strictSchemaProblems(tool.parameters, String(tool.name))).toEqual([]);
    }
    if (api === "responses") {
      const searching = openai.requests.filter((request) =>
        (request.tools as { type: string }[] | undefined)?.some((tool) => tool.type === "web_search"),
      );
      // Only the validations' main runs search; their scoring runs do not.
      expect(searching).toHaveLength(2);
    }
  });
});

describe("the stand-in refuses what OpenAI refuses", () => {
  it("a schema sent as zod writes it (string lengths) gets the 400 OpenAI sends, naming the path", async () => {
    const provider = createOpenAI({ apiKey: "sk-standin", baseURL: base });
    const failure = await generateText({
      model: provider.chat("gpt-4.1-mini"),
      output: Output.object({ schema: kindSchemas.pp.output, name: "pain_point_report" }),
      prompt: "Pain points, please.",
      maxRetries: 0,
    }).catch((error: unknown) => error);
    expect(APICallError.isInstance(failure)).toBe(true);
    const error = failure as APICallError;
    expect(error.statusCode).toBe(400);
    expect(JSON.parse(error.responseBody!)).toEqual({
      error: {
        message:
          "Invalid schema for response_format 'pain_point_report': In context=(properties, title), 'minLength' is not permitted.",
        type: "invalid_request_error",
        param: "response_format",
        code: "invalid_json_schema",
      },
    });
  });

  it("JSON mode without the word JSON in the messages", async () => {
    const provider = createOpenAI({ apiKey: "sk-standin", baseURL: base });
    const failure = await generateText({
      model: provider.chat("gpt-4.1-mini"),
      output: Output.json(),
      prompt: "Pain points, please.",
      maxRetries: 0,
    }).catch((error: unknown) => error);
    expect((failure as APICallError).statusCode).toBe(400);
    expect((failure as APICallError).responseBody).toContain("must contain the word 'json'");
  });
});

describe("a server without strict schemas (AI_STRUCTURED_OUTPUT=json)", () => {
  it("asks in JSON mode with the schema in the instructions, and repairs a malformed answer once", async () => {
    useApi("chat");
    Object.assign(process.env, { AI_STRUCTURED_OUTPUT: "json" });
    forgetEnv();
    openai.respond = undefined;
    const report = demoPainPoints(IDEA);
    openai.reply(
      { kind: "content", content: JSON.stringify({ ...report, title: "T".repeat(300) }) },
      { kind: "content", content: JSON.stringify(report) },
    );
    const made = await generateCall(await subscriber(), { kind: "pp", prompt: IDEA });
    delete process.env.AI_STRUCTURED_OUTPUT;
    forgetEnv();
    expect(made.status).toBe(200);
    expect(made.body.title).toBe(report.title);

    const [first, repair] = openai.requests as {
      response_format: unknown;
      messages: { role: string; content: string }[];
    }[];
    expect(first!.response_format).toEqual({ type: "json_object" });
    expect(first!.messages[0]!.content).toContain("It must match this JSON Schema");
    expect(first!.messages[0]!.content).toContain('"pain_points"');
    // The repair shows the model its answer and what the check found, by path.
    expect(repair!.messages.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(repair!.messages[2]!.content).toContain("T".repeat(300));
    expect(repair!.messages[3]!.content).toMatch(/^That answer does not pass the check:\n- title: /);
  });
});
