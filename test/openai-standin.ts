import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { strictSchemaProblems } from "../lib/core/wire/strict-schema";

/** Tokens a reply reports spending (OpenAI's usage, with its cached-input and reasoning details). */
export interface StandInUsage {
  input: number;
  cached?: number;
  output: number;
  reasoning?: number;
}

/** How an answer ends: whole, cut short at the token budget, or stopped by the content filter. */
export type StandInEnding = "stop" | "length" | "content_filter";

/** What the stand-in does with the next chat completion request. */
export type Reply =
  | {
      kind: "content";
      content: string;
      chunkSize?: number;
      chunkDelayMs?: number;
      /** A pause before the first chunk, as a slow model's time to first token. */
      firstTokenDelayMs?: number;
      /** After the content, the stream stays open without its end or usage until the caller goes away. */
      holdOpen?: boolean;
      ending?: StandInEnding;
      /** The model declines: OpenAI's `refusal` in place of content. */
      refusal?: string;
      usage?: StandInUsage;
      /** Function calls after the content (streamed chat completions only), each with its arguments' JSON text. */
      toolCalls?: { name: string; arguments: string }[];
    }
  | { kind: "status"; status: number; message: string; retryAfter?: string }
  | { kind: "hang" }
  /** A streamed chat completion that calls one tool, its arguments as the model wrote them (JSON text). */
  | { kind: "tool-call"; name: string; arguments: string }
  /**
   * A Responses API answer (POST /v1/responses): `content` as the message's text, with `citations` as url_citation
   * annotations and `searched` as the url sources of a web_search_call, which is how OpenAI reports what it read.
   */
  | {
      kind: "response";
      content: string;
      citations?: { url: string; title: string }[];
      searched?: string[];
      chunkDelayMs?: number;
      ending?: StandInEnding;
      refusal?: string;
      usage?: StandInUsage;
    };

const DEFAULT_USAGE: StandInUsage = { input: 100, output: 200 };

/**
 * What OpenAI refuses before it answers, with the 400 it sends: a strict schema (response format or function tool)
 * outside the documented subset (lib/core/wire/strict-schema.ts), or JSON mode without the word "JSON" in the
 * messages. Null when OpenAI would take the request.
 */
export function requestRefusal(url: string, request: Record<string, unknown>): Record<string, unknown> | null {
  const invalid = (subject: string, param: string, problem: { path: string; message: string }) => ({
    message: `Invalid schema for ${subject}: In context=(${problem.path}), ${problem.message}`,
    type: "invalid_request_error",
    param,
    code: "invalid_json_schema",
  });
  const object = (value: unknown) =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  const responses = url === "/v1/responses";
  const format = responses ? object(object(request.text)?.format) : object(request.response_format);
  const spec = responses ? format : object(format?.json_schema);
  if (format?.type === "json_schema" && spec?.strict === true) {
    const name = String(spec.name);
    const [problem] = strictSchemaProblems(spec.schema, name);
    if (problem)
      return invalid(`response_format '${name}'`, responses ? "text.format.schema" : "response_format", problem);
  }
  if (
    format?.type === "json_object" &&
    !/json/i.test(JSON.stringify(responses ? [request.instructions, request.input] : request.messages))
  )
    return {
      message: "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      type: "invalid_request_error",
      param: "messages",
      code: null,
    };
  for (const [index, entry] of (Array.isArray(request.tools) ? request.tools : []).entries()) {
    const tool = object(entry);
    const fn = responses ? tool : object(tool?.function);
    if (tool?.type !== "function" || fn?.strict !== true) continue;
    const [problem] = strictSchemaProblems(fn.parameters, String(fn.name));
    if (problem) return invalid(`function '${String(fn.name)}'`, `tools[${index}].parameters`, problem);
  }
  return null;
}

/**
 * A stand-in for an OpenAI-compatible server (as Ollama or vLLM expose) on loopback: POST /v1/chat/completions,
 * answering JSON or, when asked to stream, server-sent chunks. Replies are queued by the test; every request body is
 * kept for inspection.
 */
export class OpenAIStandIn {
  readonly requests: Record<string, unknown>[] = [];
  /** The 400s sent for requests OpenAI would refuse (requestRefusal), each with its path. */
  readonly refusals: { url: string; error: Record<string, unknown> }[] = [];
  private readonly replies: Reply[] = [];
  private readonly hanging: ServerResponse[] = [];
  private server: Server | undefined;

  /** What every request gets once the queued replies are used up. */
  fallback: Reply = { kind: "status", status: 500, message: "no reply queued" };

  /** Answers a request by its content before the queue is consulted (e.g. by the JSON schema it asks for). */
  respond: ((request: Record<string, unknown>) => Reply | undefined) | undefined;

  reply(...replies: Reply[]) {
    this.replies.push(...replies);
  }

  /** Forgets the requests, queued replies and the fallback, so one test's leftovers never answer the next. */
  reset() {
    this.requests.length = 0;
    this.refusals.length = 0;
    this.replies.length = 0;
    this.fallback = { kind: "status", status: 500, message: "no reply queued" };
    this.respond = undefined;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        if (request.method === "GET" && request.url?.startsWith("/v1/models/")) {
          this.answerModel(request.url, request.headers.authorization, response);
          return;
        }
        if (request.method !== "POST" || (request.url !== "/v1/chat/completions" && request.url !== "/v1/responses")) {
          response.writeHead(404).end();
          return;
        }
        const parsed = JSON.parse(body) as Record<string, unknown>;
        this.requests.push(parsed);
        const refusal = requestRefusal(request.url, parsed);
        if (refusal) {
          this.refusals.push({ url: request.url, error: refusal });
          response.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: refusal }));
          return;
        }
        void this.answer(parsed, this.respond?.(parsed) ?? this.replies.shift() ?? this.fallback, response);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop() {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /**
   * GET /v1/models/{id}, as `npm run doctor` asks it: the models this server has, and the key it takes (unset: any).
   * OpenAI's answers: the model object, a 404 `model_not_found`, or a 401 `invalid_api_key`.
   */
  models: string[] = ["gpt-4.1-mini"];
  acceptedKey: string | undefined;

  private answerModel(url: string, authorization: string | undefined, response: ServerResponse) {
    const id = decodeURIComponent(url.slice("/v1/models/".length));
    const refuse = (status: number, code: string, message: string) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message, type: "invalid_request_error", param: null, code } }));
    };
    if (this.acceptedKey !== undefined && authorization !== `Bearer ${this.acceptedKey}`) {
      refuse(401, "invalid_api_key", "Incorrect API key provided.");
    } else if (!this.models.includes(id)) {
      refuse(404, "model_not_found", `The model '${id}' does not exist or you do not have access to it.`);
    } else {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id, object: "model", created: 1_700_000_000, owned_by: "standin" }));
    }
  }

  private async answer(request: Record<string, unknown>, reply: Reply, response: ServerResponse) {
    if (reply.kind === "response") {
      await this.answerResponses(request, reply, response);
      return;
    }
    if (reply.kind === "tool-call") {
      answerToolCall(request, reply, response);
      return;
    }
    if (reply.kind === "hang") {
      this.hanging.push(response);
      return;
    }
    if (reply.kind === "status") {
      const type = reply.status === 429 ? "rate_limit_exceeded" : "server_error";
      response.writeHead(reply.status, {
        "content-type": "application/json",
        ...(reply.retryAfter ? { "retry-after": reply.retryAfter } : {}),
      });
      response.end(JSON.stringify({ error: { message: reply.message, type, code: null } }));
      return;
    }
    const base = { id: "chatcmpl-standin", created: Math.floor(Date.now() / 1000), model: String(request.model) };
    const usage = chatUsage(reply.usage ?? DEFAULT_USAGE);
    const field = reply.refusal !== undefined ? "refusal" : "content";
    const text = reply.refusal ?? reply.content;
    if (!request.stream) {
      await pauseBetweenChunks(reply.firstTokenDelayMs);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: field === "content" ? text : null, [field]: text },
              finish_reason: reply.ending ?? "stop",
            },
          ],
          usage,
        }),
      );
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
    await pauseBetweenChunks(reply.firstTokenDelayMs);
    const size = reply.chunkSize ?? 40;
    for (let offset = 0; offset < text.length; offset += size) {
      send({
        ...base,
        object: "chat.completion.chunk",
        choices: [
          { index: 0, delta: { role: "assistant", [field]: text.slice(offset, offset + size) }, finish_reason: null },
        ],
      });
      await pauseBetweenChunks(reply.chunkDelayMs);
    }
    if (reply.holdOpen) {
      this.hanging.push(response);
      return;
    }
    for (const [index, call] of (reply.toolCalls ?? []).entries()) {
      send({
        ...base,
        object: "chat.completion.chunk",
        choices: [
          {
            index: 0,
            delta: {
              tool_calls: [
                {
                  index,
                  id: `call_${index}`,
                  type: "function",
                  function: { name: call.name, arguments: call.arguments },
                },
              ],
            },
            finish_reason: null,
          },
        ],
      });
    }
    send({
      ...base,
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta: {}, finish_reason: reply.ending ?? (reply.toolCalls ? "tool_calls" : "stop") }],
      usage,
    });
    response.end("data: [DONE]\n\n");
  }

  /** The Responses API's shape: a web_search_call item (when searched), then the message with its annotations. */
  private async answerResponses(
    request: Record<string, unknown>,
    reply: Extract<Reply, { kind: "response" }>,
    response: ServerResponse,
  ) {
    const annotations = (reply.citations ?? []).map((citation) => ({
      type: "url_citation",
      start_index: 0,
      end_index: 1,
      ...citation,
    }));
    const search = reply.searched
      ? [
          {
            type: "web_search_call",
            id: "ws_standin",
            status: "completed",
            action: {
              type: "search",
              query: "competitors",
              sources: reply.searched.map((url) => ({ type: "url", url })),
            },
          },
        ]
      : [];
    const message = {
      type: "message",
      role: "assistant",
      id: "msg_standin",
      content: [
        reply.refusal !== undefined
          ? { type: "refusal", refusal: reply.refusal }
          : { type: "output_text", text: reply.content, annotations },
      ],
    };
    const usage = responsesUsage(reply.usage ?? DEFAULT_USAGE);
    // A cut-short or filtered answer is an "incomplete" response, with its reason.
    const ending =
      reply.ending === "length" ? "max_output_tokens" : reply.ending === "content_filter" ? "content_filter" : null;
    const outcome = ending
      ? { status: "incomplete", incomplete_details: { reason: ending } }
      : { status: "completed", incomplete_details: null };
    const created = { id: "resp_standin", created_at: Math.floor(Date.now() / 1000), model: String(request.model) };
    if (!request.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ ...created, ...outcome, output: [...search, message], usage }));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    const send = (payload: Record<string, unknown>) =>
      response.write(`event: ${String(payload.type)}\ndata: ${JSON.stringify(payload)}\n\n`);
    send({ type: "response.created", response: created });
    search.forEach((item, index) => {
      send({
        type: "response.output_item.added",
        output_index: index,
        item: { type: item.type, id: item.id, status: "in_progress" },
      });
      send({ type: "response.output_item.done", output_index: index, item });
    });
    const index = search.length;
    send({ type: "response.output_item.added", output_index: index, item: { type: "message", id: message.id } });
    const text = reply.refusal ?? reply.content;
    for (let offset = 0; offset < text.length; offset += 40) {
      send({
        type: reply.refusal !== undefined ? "response.refusal.delta" : "response.output_text.delta",
        item_id: message.id,
        output_index: index,
        content_index: 0,
        delta: text.slice(offset, offset + 40),
      });
      await pauseBetweenChunks(reply.chunkDelayMs);
    }
    annotations.forEach((annotation, annotationIndex) =>
      send({
        type: "response.output_text.annotation.added",
        item_id: message.id,
        output_index: index,
        content_index: 0,
        annotation_index: annotationIndex,
        annotation,
      }),
    );
    send({ type: "response.output_item.done", output_index: index, item: message });
    send({ type: ending ? "response.incomplete" : "response.completed", response: { ...outcome, usage } });
    response.end();
  }
}

const chatUsage = (usage: StandInUsage) => ({
  prompt_tokens: usage.input,
  completion_tokens: usage.output,
  total_tokens: usage.input + usage.output,
  prompt_tokens_details: { cached_tokens: usage.cached ?? 0 },
  completion_tokens_details: { reasoning_tokens: usage.reasoning ?? 0 },
});

const responsesUsage = (usage: StandInUsage) => ({
  input_tokens: usage.input,
  output_tokens: usage.output,
  total_tokens: usage.input + usage.output,
  input_tokens_details: { cached_tokens: usage.cached ?? 0 },
  output_tokens_details: { reasoning_tokens: usage.reasoning ?? 0 },
});

/** The pause a reply asks for between its streamed chunks (none when it asks for none). */
async function pauseBetweenChunks(delayMs: number | undefined) {
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** A streamed chat completion whose one choice calls a tool, as OpenAI streams it: the call, then finish "tool_calls". */
function answerToolCall(
  request: Record<string, unknown>,
  reply: Extract<Reply, { kind: "tool-call" }>,
  response: ServerResponse,
) {
  const base = { id: "chatcmpl-standin", created: Math.floor(Date.now() / 1000), model: String(request.model) };
  const call = {
    index: 0,
    id: "call_standin",
    type: "function",
    function: { name: reply.name, arguments: reply.arguments },
  };
  response.writeHead(200, { "content-type": "text/event-stream" });
  const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
  send({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: { role: "assistant", tool_calls: [call] }, finish_reason: null }],
  });
  send({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  });
  response.end("data: [DONE]\n\n");
}
