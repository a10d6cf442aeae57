"use client";

import type { AnswerOf } from "@/lib/core/api/answers";
import { calls, type CallName } from "@/lib/core/api/calls";
import type { BodyOf, contract, QueryOf } from "@/lib/core/api/contract";
import { api, type ApiResult } from "./api";

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
type InputArgument<N extends CallName> = Optional<N> extends true ? [input?: CallInput<N>] : [input: CallInput<N>];

/**
 * The address of a call: its path with the parameters filled in (each encoded), then its query in the order given
 * (values left undefined left out), encoded as encodeURIComponent does.
 */
export function callUrl<N extends CallName>(
  name: N,
  { params, query }: { params?: Partial<Record<string, string>>; query?: unknown } = {},
): string {
  const path = calls[name].path.replace(/\{(?:\.\.\.)?([^}]+)\}/g, (_whole, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(typeof query === "object" && query !== null ? query : {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}

/**
 * Makes one call of the API by its name in lib/core/api/calls.ts: its method and address from the table, its answer
 * typed as the call answers (lib/core/api/answers.ts), through api() (a 401 refreshes the session once; NetworkError
 * when the network failed).
 */
export function callApi<N extends CallName>(name: N, ...[input]: InputArgument<N>): Promise<ApiResult<AnswerOf<N>>> {
  return api<AnswerOf<N>>(callUrl(name, input), {
    method: calls[name].method,
    body: input?.body,
    retryOn401: input?.retryOn401,
  });
}
