/** An error's message, whatever was thrown: an Error's own, anything else in words. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a refusal tells the client beside its message, to act on: a field to focus, where to go next, why. */
export type ErrorDetails = Readonly<Record<string, string | number | boolean>>;

/**
 * A refusal a store or service states in the founder's words, without choosing how it is answered: the edge (route()
 * in lib/server/http) gives each kind its HTTP status and answers `{ message, ...details }`. Each kind is its own
 * class, so a caller that expects one (a missing idea, a spent quota) catches it by name.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request cannot be done as asked: a missing or wrong field, an expired link, a cursor that is not ours. */
export class Invalid extends DomainError {
  readonly kind = "invalid";
}

/** Nobody is signed in (or the session has ended), or the credentials are wrong. */
export class Unauthenticated extends DomainError {
  readonly kind = "unauthenticated";
}

/** The caller is known but may not do this (no plan, a sign-in too long ago, a bot check failed). */
export class Refused extends DomainError {
  readonly kind = "refused";
}

/** No such thing, or not the caller's: another user's row is as missing as a deleted one. */
export class NotFound extends DomainError {
  readonly kind = "not-found";
}

/** The thing is not in a state that allows this (already done, being done, at its limit). */
export class Conflict extends DomainError {
  readonly kind = "conflict";
}

/** What is kept would grow past its size (a full library). */
export class TooLarge extends DomainError {
  readonly kind = "too-large";
}

/** The request is in a format this call does not read. */
export class UnsupportedFormat extends DomainError {
  readonly kind = "unsupported-format";
}

/** A quota is spent; `retryAfterSeconds` says when it frees up, when that is known. */
export class TooMany extends DomainError {
  readonly kind = "too-many";

  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
    details?: ErrorDetails,
  ) {
    super(message, details);
  }
}

/** An outside service this needed (the payment provider) failed, so nothing was changed. */
export class OutsideServiceFailed extends DomainError {
  readonly kind = "outside-service-failed";
}

export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "refused"
  | "not-found"
  | "conflict"
  | "too-large"
  | "unsupported-format"
  | "too-many"
  | "outside-service-failed";
