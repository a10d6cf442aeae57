"use client";

import { callUrl } from "@/lib/core/api/address";
import type { AnswerOf } from "@/lib/core/api/answers";
import type { InputArgument } from "@/lib/core/api/call-input";
import { calls, type CallName } from "@/lib/core/api/calls";
import { api, type ApiResult } from "./api";

export { callUrl } from "@/lib/core/api/address";
export type { CallInput } from "@/lib/core/api/call-input";

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
