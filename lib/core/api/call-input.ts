import type { CallName, calls } from "./calls";
import type { BodyOf, contract, QueryOf } from "./contract";

/*
 * What each call of ./calls.ts takes, as types: its path's parameters (from the path's `{…}` segments), its query and
 * its JSON body (contract.ts's input types). Types only: the browser's client (lib/client/call-api.ts) and the tests'
 * TestClient.callNamed read them.
 */

/** The names of a path's `{…}` segments: `/api/data/reports/{id}/chat/rescore/{messageId}` → "id" | "messageId". */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `...${infer Spread}` ? Spread : Name) | ParamNames<Rest>
  : never;

export type ParamsOf<N extends CallName> = ParamNames<(typeof calls)[N]["path"]>;

/** A call whose input its own handler parses (the auth calls: contract.ts's `parsedIn`) takes any JSON object. */
type Unchecked<N extends CallName> = (typeof contract)[N] extends { parsedIn: string } ? true : false;
type QueryValue = string | number | boolean | undefined;

type ParamsInput<N extends CallName> = [ParamsOf<N>] extends [never]
  ? { params?: undefined }
  : { params: { [P in ParamsOf<N>]: string } };
type QueryInput<N extends CallName> = [QueryOf<N>] extends [never]
  ? Unchecked<N> extends true
    ? { query?: { [name: string]: QueryValue } }
    : { query?: undefined }
  : { query: QueryOf<N> };
type BodyInput<N extends CallName> = [BodyOf<N>] extends [never]
  ? Unchecked<N> extends true
    ? { body?: object }
    : { body?: undefined }
  : { body: BodyOf<N> };

/** What a call takes: its path's parameters, its query and its JSON body, each typed from calls.ts and contract.ts. */
export type CallInput<N extends CallName> = ParamsInput<N> &
  QueryInput<N> &
  BodyInput<N> & {
    /** False for the sign-in calls, whose 401 is the answer. */
    retryOn401?: boolean;
  };

/** Whether a call can be made with no input at all. */
type Optional<N extends CallName> = object extends CallInput<N> ? true : false;
export type InputArgument<N extends CallName> =
  Optional<N> extends true ? [input?: CallInput<N>] : [input: CallInput<N>];
