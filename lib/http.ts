import type { NextRequest } from "next/server";
import { z } from "zod";

/** An error a caller can act on: becomes `{ message, ...extra }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) {
  return Response.json({ message, ...extra }, { status, headers });
}

const GENERIC_FAILURE = "Something went wrong on our side. Please try again in a moment.";

type Handler<Context> = (request: NextRequest, context: Context) => Promise<Response>;

/**
 * Wraps a route handler: an HttpError becomes its JSON answer; anything else is logged and answered with a generic
 * 500 message, never a stack trace.
 */
export function route<Context = unknown>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.extra, error.headers);
      console.error(`[api] ${request.method} ${request.nextUrl.pathname} failed:`, error);
      return errorResponse(500, GENERIC_FAILURE);
    }
  };
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "The request is not valid.";
}

/** Parses a JSON body with the schema; a missing, malformed or invalid body is a 400 naming the first problem. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  // Only fetch() can send this type cross-site, and not without CORS permission: a plain HTML form cannot.
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, "The request body must be JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}

/** Parses the query string with the schema; invalid values are a 400 naming the first problem. */
export function readQuery<T extends z.ZodType>(request: NextRequest, schema: T): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}

/**
 * The caller's address for throttling: X-Real-IP as the hosting proxy sets it, else the last X-Forwarded-For hop (the
 * one our nearest proxy appended; earlier hops are whatever the client claimed), else one shared bucket.
 */
export function clientAddress(request: Request): string {
  const realIp = request.headers.get("x-real-ip")?.trim();
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return realIp || forwarded || "unknown";
}

/**
 * An address on this site, on the host the browser used: request.url may name another spelling of the same server
 * (localhost for 127.0.0.1), whose cookies the browser would not send.
 */
export function sameHostUrl(request: Request, path: string): URL {
  const incoming = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? incoming.host;
  const protocol = request.headers.get("x-forwarded-proto") ?? incoming.protocol.replace(":", "");
  return new URL(path, `${protocol}://${host}`);
}
