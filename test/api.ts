import nodePath from "node:path";
import { NextRequest, type NextResponse } from "next/server";
import { getDb } from "@/db";
import type { JsonResponse } from "@/lib/server/http";
import { callUrl } from "@/lib/core/api/address";
import type { AnswerOf } from "@/lib/core/api/answers";
import type { CallInput } from "@/lib/core/api/call-input";
import { calls, type CallName } from "@/lib/core/api/calls";
import { routeFiles } from "@/test/platform/route-files";
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

const isRouteHandler = (handler: unknown): handler is RouteHandler => typeof handler === "function";

/** An answer's status, text and headers, and its JSON body (or {} when it is not JSON). */
async function read<Body>(response: Response): Promise<ApiResponse<Body>> {
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("application/json") && text;
  return { status: response.status, body: json ? JSON.parse(text) : {}, text, headers: response.headers };
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
    return read(await this.open(handler, path, options));
  }

  /**
   * Makes a call by its name in lib/core/api/calls.ts, as the browser's callApi does: the route file that answers its
   * path, its method, its address with `params` and `query` filled in (callUrl), its `body`; the answer's body typed
   * as lib/core/api/answers.ts has it.
   */
  async callNamed<N extends CallName>(
    name: N,
    { params, query, body, ...options }: CallInput<N> & Omit<CallOptions, "method" | "body" | "params" | "rawBody">,
  ): Promise<ApiResponse<AnswerOf<N>>> {
    const { method, path } = calls[name];
    const route = routeFiles.find((file) => file.path === path);
    if (!route) throw new Error(`no route file answers ${path}`);
    const routeModule: Record<string, unknown> = await import(/* @vite-ignore */ nodePath.resolve(route.file));
    const handler = routeModule[method];
    if (!isRouteHandler(handler)) throw new Error(`${route.file} does not answer ${method}`);
    const url = callUrl(name, { params, query });
    return read(await this.open(handler, url, { ...options, method, body, params }));
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
