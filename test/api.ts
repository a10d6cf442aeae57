import { NextRequest, type NextResponse } from "next/server";
import { getDb } from "@/db";
import type { JsonResponse } from "@/lib/server/http";
import { settleBackgroundWork } from "@/lib/server/background";
import { listOutbox } from "@/lib/server/email/outbox";

export const ORIGIN = "http://localhost:3000";

let addressCounter = 0;
const nextAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

type RouteHandler<Answer extends Response = Response> = (
  request: NextRequest,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route declares its own params
  context: { params: Promise<any> },
) => Promise<Answer>;

type Loose = Record<string, unknown>;
/** The body a route answers when it succeeds, as its handler declares it (json() in lib/server/http); else loose. */
type BodyOf<Answer> =
  Answer extends NextResponse<infer T> ? Known<T> : Answer extends JsonResponse<infer T> ? Known<T> : Loose;
type Known<T> = unknown extends T ? Loose : T;
/** What any answer may carry besides: an error's message and request id, and a few calls' own fields. */
type ErrorFields = { message?: string; requestId?: string; [field: string]: unknown };

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** The body as sent, bytes and all (a Uint8Array keeps invalid UTF-8 as it is). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  bearer?: string;
  /** Send the Origin header of our own site (what a browser adds to a same-origin fetch). Default true. */
  sameOrigin?: boolean;
  /** The dynamic segments of the route, as Next.js would pass them. */
  params?: Record<string, string>;
  /** Aborts the request as a browser does when the page stops a fetch or the connection drops. */
  signal?: AbortSignal;
}

export interface ApiResponse<Body = Loose> {
  status: number;
  /** The JSON body, or {} when the answer is not JSON (see `text`): typed as the route answers when it succeeds. */
  body: Body & ErrorFields;
  text: string;
  headers: Headers;
}

/**
 * A browser's view of the API: calls the real route handlers with a NextRequest and keeps the cookies they set, as a
 * browser would. Nothing of the project is replaced.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /** Each client is its own network address unless told otherwise, so per-client throttles do not cross tests. */
  constructor(readonly address = nextAddress()) {}

  async call<Answer extends Response>(
    handler: RouteHandler<Answer>,
    path: string,
    options: CallOptions = {},
  ): Promise<ApiResponse<BodyOf<Answer>>> {
    const response = await this.open(handler, path, options);
    const text = await response.text();
    const json = response.headers.get("content-type")?.includes("application/json") && text;
    return { status: response.status, body: json ? JSON.parse(text) : {}, text, headers: response.headers };
  }

  /** The route's Response as it comes, its body unread (to read a stream part of the way, then abort). */
  async open(handler: RouteHandler, path: string, options: CallOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    headers.set("x-forwarded-for", this.address);
    headers.set("user-agent", "vitest");
    if (options.sameOrigin !== false && !headers.has("origin")) headers.set("origin", ORIGIN);
    if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set("content-type", "application/json");
    }
    const request = new NextRequest(new URL(path, ORIGIN), {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
    const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value.join("=") === "";
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    return response;
  }
}

/** The newest e-mail sent to an address through the local outbox (after the work that runs after responses). */
export async function lastEmailTo(address: string) {
  await settleBackgroundWork();
  const mails = await listOutbox(await getDb(), 200);
  const mail = mails.find((m) => m.to.toLowerCase() === address.toLowerCase());
  if (!mail) throw new Error(`no e-mail to ${address}`);
  return mail;
}

export async function lastCodeFor(address: string): Promise<string> {
  const mail = await lastEmailTo(address);
  const code = /code is: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the e-mail to ${address}`);
  return code;
}

let counter = 0;
export const uniqueEmail = (tag = "user") => `${tag}.${Date.now()}.${counter++}@example.com`;

/** Every e-mail sent to an address through the local outbox, newest first. */
export async function emailsTo(address: string) {
  await settleBackgroundWork();
  const mails = await listOutbox(await getDb(), 500);
  return mails.filter((m) => m.to.toLowerCase() === address.toLowerCase());
}
