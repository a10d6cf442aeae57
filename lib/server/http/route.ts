import "server-only";
import { processGlobal } from "@/lib/server/process-global";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { databaseUnavailableCause } from "@/db/unavailable";
import { log, requestLog, runWithRequestContext, type RequestContext } from "@/lib/server/log";
import { runAfterRequestHooks } from "./after-request";
import { assertDeclaredLength, DEFAULT_BODY_LIMIT, setBodyLimit } from "./body";
import { atTheEdge } from "./domain-errors";
import { DATABASE_UNAVAILABLE, errorResponse, GENERIC_FAILURE, HttpError } from "./errors";
import { assertNotCrossSite } from "./origin";

export interface RouteOptions {
  /** The largest request body accepted, in bytes; raise it deliberately per route (default 16 KB). */
  maxBodyBytes?: number;
  /**
   * Which requests must come from our own pages:
   * - "unsafe-methods" (default): every POST, PUT, PATCH and DELETE, so no cookie-authenticated change rides on a
   *   cross-site request;
   * - "all-methods": GETs too, for GETs that sign in or spend something (a link or an image tag can send a GET);
   * - "any": server-to-server calls such as Stripe's webhook, authenticated by their own signature.
   */
  crossSite?: "unsafe-methods" | "all-methods" | "any";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// What each handler was wrapped with, for the tests that check every route (once per process: see processGlobal).
const wrappedWith = processGlobal<WeakMap<object, Required<RouteOptions>>>("launchlens.route").once(
  () => new WeakMap(),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next passes each route its own params
export type Handler<Context = any, Answer extends Response = Response> = (
  request: NextRequest,
  context: Context,
) => Promise<Answer>;

/**
 * Every API handler is wrapped in route(), which applies the rules a route must never forget: the body cap (checked
 * on Content-Length before the handler runs, and while reading), the same-origin check for state-changing calls,
 * `Cache-Control: no-store` unless the handler says otherwise, an `X-Request-Id` on every answer, and errors as
 * `{ message }`: an HttpError becomes its own answer, a store's domain error (lib/core/errors.ts) the answer of its
 * kind's status (domain-errors.ts), anything else is logged and answered with a generic 500 that
 * names the request id, never a stack trace.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Handler
export function route<Context = any, Answer extends Response = Response>(
  handler: Handler<Context, Answer>,
  options: RouteOptions = {},
): Handler<Context, Answer> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_BODY_LIMIT;
  const crossSite = options.crossSite ?? "unsafe-methods";
  const wrapped = async (request: NextRequest, context: Context): Promise<Response> => {
    const started = performance.now();
    const requestContext: RequestContext = { requestId: randomUUID() };
    let response: Response;
    try {
      setBodyLimit(request, maxBodyBytes);
      assertDeclaredLength(request, maxBodyBytes);
      if (crossSite === "all-methods" || (crossSite === "unsafe-methods" && !SAFE_METHODS.has(request.method))) {
        assertNotCrossSite(request);
      }
      response = await runWithRequestContext(requestContext, () => handler(request, context));
    } catch (error) {
      response = failureResponse(error, request, requestContext);
    }
    runAfterRequestHooks();
    // One line per request. The path only: query strings can carry codes and tokens (e-mailed links).
    requestLog().info(
      {
        requestId: requestContext.requestId,
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: requestContext.userId,
      },
      "request",
    );
    return finished(response, requestContext.requestId);
  };
  wrappedWith.set(wrapped, { maxBodyBytes, crossSite });
  // The handler's answer type describes what it answers when it succeeds; a failure is the `{ message }` every call has.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the answer type describes a success; a failure is the `{ message }` every call has
  return wrapped as Handler<Context, Answer>;
}

/** The options a handler was wrapped with, or undefined when it was not wrapped by route(). */
export function routeOptionsOf(handler: unknown): Required<RouteOptions> | undefined {
  return typeof handler === "function" ? wrappedWith.get(handler) : undefined;
}

function failureResponse(thrown: unknown, request: NextRequest, context: RequestContext): Response {
  const { requestId } = context;
  const error = atTheEdge(thrown);
  if (error instanceof HttpError) {
    const extra = error.status >= 500 ? { ...error.extra, requestId } : error.extra;
    return errorResponse(error.status, error.message, extra, error.headers);
  }
  const where = { requestId, method: request.method, path: new URL(request.url).pathname, userId: context.userId };
  const unavailable = databaseUnavailableCause(error);
  if (unavailable) {
    // An outage, not a bug: the client may simply try again, and nothing was half-written (writes are transactions).
    // The driver's code and message, not Drizzle's "Failed query: <the whole statement>".
    log().warn(
      { ...where, reason: `${unavailable.code}: ${unavailable.message}` },
      "request failed: database unavailable",
    );
    return errorResponse(503, DATABASE_UNAVAILABLE, { requestId }, { "Retry-After": "5" });
  }
  log().error({ ...where, err: error }, "request failed");
  return errorResponse(500, GENERIC_FAILURE, { requestId });
}

function finished(response: Response, requestId: string): Response {
  let headers = response.headers;
  try {
    headers.set("X-Request-Id", requestId);
  } catch {
    // Response.redirect() and some others have immutable headers: answer with a copy.
    const copy = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    headers = copy.headers;
    headers.set("X-Request-Id", requestId);
    response = copy;
  }
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return response;
}
