import "server-only";
import { HttpError } from "./errors";
import { route, type Handler } from "./route";

/** The methods a route module can export. HEAD is answered by GET when a module has GET and no HEAD. */
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type AnyHandler = (...args: never[]) => unknown;

export const NO_SUCH_CALL = "There is no API call at this address.";

/** The handlers methods() adds (405 and OPTIONS), so a test can tell them from a route's own. */
const fillers = new WeakSet<object>();
export const isFiller = (handler: unknown) => typeof handler === "function" && fillers.has(handler);

/** The methods a module's handlers answer, as an `Allow` header lists them (HEAD with GET, OPTIONS always). */
export function allowedMethods(implemented: Partial<Record<HttpMethod, AnyHandler>>): string {
  const allowed = new Set<string>(HTTP_METHODS.filter((method) => implemented[method]));
  if (allowed.has("GET")) allowed.add("HEAD");
  allowed.add("OPTIONS");
  return [...allowed].sort().join(", ");
}

/**
 * The methods a route module does not implement (see methods() below): each answers 405 with `{ message }` and an
 * `Allow` header naming the methods it does implement, and OPTIONS answers 204 with the same Allow.
 */
function otherMethods(implemented: Partial<Record<HttpMethod, AnyHandler>>) {
  const allow = allowedMethods(implemented);
  const notAllowed = route(
    async (request) => {
      throw new HttpError(
        405,
        `${request.method} is not allowed here. This call takes ${allow}.`,
        {},
        { Allow: allow },
      );
    },
    // Nothing is read or changed: no body cap beyond the largest, and any site may be told the method is wrong.
    { crossSite: "any", maxBodyBytes: 1024 * 1024 },
  );
  const options = route(async () => new Response(null, { status: 204, headers: { Allow: allow } }), {
    crossSite: "any",
  });
  fillers.add(notAllowed);
  fillers.add(options);
  return {
    GET: notAllowed,
    HEAD: notAllowed,
    POST: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: options,
  } satisfies Record<HttpMethod, unknown>;
}

/** An API address nothing answers (app/api/[[...path]]/route.ts): 404 with `{ message }` for every method. */
export const noSuchCall = route(
  async () => {
    throw new HttpError(404, NO_SUCH_CALL);
  },
  { crossSite: "any", maxBodyBytes: 1024 * 1024 },
);

type Methods = { [M in HttpMethod]: Handler | undefined };

/**
 * A route module's seven methods, which every route.ts exports and nothing else:
 * `export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: route(…) })`. The ones given answer;
 * every other answers 405 with `{ message }` and `Allow` (Next.js's own 405 has an empty body), OPTIONS 204 with the
 * same `Allow`; HEAD is left to Next.js, which answers it with GET, where GET is given.
 */
export function methods<const Given extends Partial<Methods>>(implemented: Given): Exports<Given> {
  const others: Methods = otherMethods(implemented);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the given methods over the 405 ones: TypeScript cannot compute the spread of a generic
  return { ...others, ...(implemented.GET ? { HEAD: undefined } : {}), ...implemented } as Exports<Given>;
}

/** Each method as methods() exports it: the route's own, else a filler (HEAD left to Next.js beside a GET). */
type Exports<Given> = {
  [M in HttpMethod]: M extends keyof Given
    ? Given[M]
    : M extends "HEAD"
      ? "GET" extends keyof Given
        ? undefined
        : Handler
      : Handler;
};
