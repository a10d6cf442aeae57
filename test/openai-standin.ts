import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the stand-in does with the next chat completion request. */
export type Reply =
  | { kind: "content"; content: string; chunkSize?: number; chunkDelayMs?: number }
  | { kind: "status"; status: number; message: string }
  | { kind: "hang" };

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
        if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
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
      send({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: { role: "assistant", content: reply.content.slice(offset, offset + size) }, finish_reason: null }] });
      if (reply.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
    }
    send({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 } });
    response.end("data: [DONE]\n\n");
  }
}
