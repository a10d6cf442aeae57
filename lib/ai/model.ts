import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel, ToolSet } from "ai";
import { getEnv, type Env } from "@/lib/server/env";
import { DEMO_PROVIDER, DemoLanguageModel } from "./demo/model";

let demo: DemoLanguageModel | undefined;

/** The OpenAI API in use: OPENAI_API, else the Responses API for OpenAI and chat completions for compatible servers. */
export function openaiApi(env: Env = getEnv()): "responses" | "chat" {
  return env.OPENAI_API ?? (env.OPENAI_BASE_URL ? "chat" : "responses");
}

const providerOf = (env: Env) => createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });

/**
 * The model behind the reports: OpenAI (or any OpenAI-compatible server at OPENAI_BASE_URL) when a key is set, else
 * the offline demo model.
 */
export function getModel(): LanguageModel {
  const env = getEnv();
  if (!env.OPENAI_API_KEY) {
    if (demo?.streamDelayMs !== env.AI_DEMO_STREAM_MS) demo = new DemoLanguageModel(env.AI_DEMO_STREAM_MS);
    return demo;
  }
  const provider = providerOf(env);
  return openaiApi(env) === "chat" ? provider.chat(env.AI_MODEL) : provider.responses(env.AI_MODEL);
}

/** Whether the reports go to OpenAI itself (a key, and no OPENAI_BASE_URL naming another server). */
export function usesOpenAI(env: Env = getEnv()): boolean {
  return Boolean(env.OPENAI_API_KEY) && !env.OPENAI_BASE_URL;
}

/** Web search is on with AI_WEB_SEARCH=1, a key, and the Responses API (whose own tool returns the sources). */
export function webSearchEnabled(env: Env = getEnv()): boolean {
  return env.AI_WEB_SEARCH === "1" && Boolean(env.OPENAI_API_KEY) && openaiApi(env) === "responses";
}

/** The provider's web-search tool, when enabled: it runs at the provider and reports what it read as source parts. */
export function webSearchTools(env: Env = getEnv()): ToolSet | undefined {
  if (!webSearchEnabled(env)) return undefined;
  return { web_search: providerOf(env).tools.webSearch({ searchContextSize: "medium" }) };
}

export function isDemoModel(model: LanguageModel): boolean {
  return typeof model === "object" && model.provider === DEMO_PROVIDER;
}
