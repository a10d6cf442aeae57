import "server-only";
/**
 * An error a caller can act on: becomes `{ message, ...extra }` with its status. Thrown at the edge only (route()'s
 * parts and the handlers); stores and services throw the domain errors of lib/core/errors.ts, which route() maps.
 */
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

export function errorResponse(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
) {
  return Response.json({ message, ...extra }, { status, headers });
}

export const GENERIC_FAILURE = "Something went wrong on our side. Please try again in a moment.";

export const DATABASE_UNAVAILABLE = "LaunchLens cannot reach its database right now. Please try again in a moment.";
