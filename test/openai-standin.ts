import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the stand-in does with the next chat completion request. */
export type Reply =
  | { kind: "content"; content: string; chunkSize?: number; chunkDelayMs?: number }
  | { kind: "status"; status: number; message: string }
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
    };

/**
 * A stand-in for an OpenAI-compatible server (as Ollama or vLLM expose) on loopback: POST /v1/chat/completions,
 * answering JSON or, when asked to stream, server-sent chunks. Replies are queued by the test; every request body is
 * kept for inspection.
 */
export class OpenAIStandIn {
  readonly requests: Record<string, unknown>[] = [];
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

  /** Forgets queued replies and the fallback, so one test's leftovers never answer the next. */
  reset() {
    this.replies.length = 0;
    this.fallback = { kind: "status", status: 500, message: "no reply queued" };
    this.respond = undefined;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        if (request.method !== "POST" || (request.url !== "/v1/chat/completions" && request.url !== "/v1/responses")) {
          response.writeHead(404).end();
          return;
        }
        const parsed = JSON.parse(body) as Record<string, unknown>;
        this.requests.push(parsed);
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
      response.writeHead(reply.status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: reply.message, type: "server_error", code: null } }));
      return;
    }
    const base = { id: "chatcmpl-standin", created: Math.floor(Date.now() / 1000), model: String(request.model) };
    if (!request.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
        }),
      );
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
    const size = reply.chunkSize ?? 40;
    for (let offset = 0; offset < reply.content.length; offset += size) {
      send({
        ...base,
        object: "chat.completion.chunk",
        choices: [
          {
            index: 0,
            delta: { role: "assistant", content: reply.content.slice(offset, offset + size) },
            finish_reason: null,
          },
        ],
      });
      await pauseBetweenChunks(reply.chunkDelayMs);
    }
    send({
      ...base,
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
      usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
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
      content: [{ type: "output_text", text: reply.content, annotations }],
    };
    const usage = { input_tokens: 100, output_tokens: 200 };
    const created = { id: "resp_standin", created_at: Math.floor(Date.now() / 1000), model: String(request.model) };
    if (!request.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ ...created, output: [...search, message], usage }));
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
    for (let offset = 0; offset < reply.content.length; offset += 40) {
      send({
        type: "response.output_text.delta",
        item_id: message.id,
        output_index: index,
        delta: reply.content.slice(offset, offset + 40),
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
    send({ type: "response.completed", response: { usage } });
    response.end();
  }
}

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
