import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { getEnv } from "@/lib/env";
import { DEMO_PROVIDER, DemoLanguageModel } from "./demo/model";

let demo: DemoLanguageModel | undefined;

/**
 * The model behind the reports: OpenAI (or any OpenAI-compatible server at OPENAI_BASE_URL) when a key is set, else
 * the offline demo model. Compatible servers speak chat completions; OpenAI itself gets the Responses API.
 */
export function getModel(): LanguageModel {
  const env = getEnv();
  if (!env.OPENAI_API_KEY) return (demo ??= new DemoLanguageModel());
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  return env.OPENAI_BASE_URL ? provider.chat(env.AI_MODEL) : provider(env.AI_MODEL);
}

export function isDemoModel(model: LanguageModel): boolean {
  return typeof model === "object" && model.provider === DEMO_PROVIDER;
}
