import "server-only";

declare const answer: unique symbol;

/** A Response whose JSON body the type system knows: route() keeps the type, and the tests' client reads it. */
export type JsonResponse<T> = Response & { readonly [answer]?: T };

/** Response.json(), with the body's type kept on the answer. */
export function json<T>(body: T, init?: ResponseInit): JsonResponse<T> {
  return Response.json(body, init);
}
