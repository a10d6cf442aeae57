import "server-only";
import { DomainError, TooMany, type DomainErrorKind } from "@/lib/core/errors";
import { HttpError } from "./errors";

/** The HTTP status of each kind of domain error: chosen here, at the edge, never by the store that refused. */
export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  refused: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-format": 415,
  "too-many": 429,
  "outside-service-failed": 502,
} as const satisfies { [Kind in DomainErrorKind]: number };

/** A domain error as the API answers it: its kind's status, its message and details, Retry-After when it is known. */
export function httpErrorOf(error: DomainError): HttpError {
  const retryAfter = error instanceof TooMany ? error.retryAfterSeconds : undefined;
  const headers = retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) };
  return new HttpError(DOMAIN_ERROR_STATUS[error.kind], error.message, error.details, headers);
}

/** Any error as route() answers it: a domain error becomes its HttpError, anything else is left as it is. */
export const atTheEdge = (error: unknown): unknown => (error instanceof DomainError ? httpErrorOf(error) : error);
