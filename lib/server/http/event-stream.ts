import "server-only";
import { NextResponse } from "next/server";

/**
 * A text/event-stream answer written as events arrive: `send` drops events once the browser has gone (the work goes
 * on, see afterResponse), `close` ends the stream if it is still open.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let listening = true;
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller;
    },
    cancel() {
      listening = false;
    },
  });
  return {
    send(name: string, data: unknown) {
      if (!listening) return;
      try {
        stream.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
      } catch {
        listening = false;
      }
    },
    close() {
      if (listening) stream.close();
    },
    /** The answer (a NextResponse, so a route can set cookies on it). */
    response: () =>
      new NextResponse(body, {
        headers: {
          "Content-Type": "text/event-stream; charset=utf-8",
          "Cache-Control": "no-cache, no-transform",
          "X-Accel-Buffering": "no",
        },
      }),
  };
}
