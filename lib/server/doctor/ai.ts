import "server-only";
import { APICallError, generateText, jsonSchema, NoObjectGeneratedError, Output, type LanguageModel } from "ai";
import { getModel, openaiApi, webSearchEnabled } from "@/lib/ai/model";
import { generators } from "@/lib/ai/generators";
import { structuredOutput, structuredOutputMode } from "@/lib/ai/structured-output";
import { reportKinds } from "@/lib/core/kinds";
import type { z } from "zod";
import { validationWithSearchOutput } from "@/lib/core/report/schemas";
import type { Env } from "@/lib/server/env";
import { CHECK_TIMEOUT_MS, fail, fetchJson, field, masked, pass, reasonOf, type CheckResult } from "./check";

const NAME = "AI";
const OPENAI_BASE = "https://api.openai.com/v1";
/**
 * The probe's output cap. The answer is a handful of tokens; the room is for a reasoning model's thinking, and even
 * spent whole on the dearest model it stays near half a cent.
 */
const PROBE_MAX_TOKENS = 512;
/** The report schemas' probe only needs the provider to take the schema: it is cut off after this many tokens. */
const SCHEMA_PROBE_MAX_TOKENS = 16;

/** The smallest strict schema: a closed object whose one property is required. */
const probeSchema = jsonSchema<{ ok: boolean }>({
  type: "object",
  properties: { ok: { type: "boolean" } },
  required: ["ok"],
  additionalProperties: false,
});

/**
 * The model the reports use: the key is accepted, the model is there (GET /models/{id}, else the list, which is all
 * some compatible servers offer), and one tiny strict structured call, through the app's own model factory, comes
 * back as the schema says (a few dozen tokens: a small fraction of a cent).
 */
export async function checkAi(env: Env, model: () => LanguageModel = getModel): Promise<CheckResult> {
  if (!env.OPENAI_API_KEY) {
    return pass(
      NAME,
      "the offline demo model: every report it writes is marked as a demo; set OPENAI_API_KEY for a real model",
      "the offline demo model",
    );
  }
  const compatible = Boolean(env.OPENAI_BASE_URL);
  const base = (env.OPENAI_BASE_URL ?? OPENAI_BASE).replace(/\/+$/, "");
  const provider = compatible ? `the server at ${base}` : "OpenAI";
  const key = masked(env.OPENAI_API_KEY);
  const id = env.AI_MODEL;
  const keyFix = compatible
    ? "set OPENAI_API_KEY to the key this server expects (Ollama takes any value)"
    : "create a key at https://platform.openai.com/api-keys and set OPENAI_API_KEY to it";

  const headers = { authorization: `Bearer ${env.OPENAI_API_KEY}` };
  const get = (path: string) => fetchJson(`${base}${path}`, { headers });
  let found;
  try {
    found = await get(`/models/${encodeURIComponent(id)}`);
    // Some compatible servers (vLLM, LM Studio) only list their models; OpenAI's 404 is its answer.
    if (compatible && found.status !== 200 && found.status !== 401 && found.status !== 403)
      found = await get("/models");
  } catch (error) {
    return fail(
      NAME,
      `${provider} does not answer (${reasonOf(error)})`,
      compatible
        ? "start the server (Ollama: `ollama serve`) or correct OPENAI_BASE_URL"
        : "check this machine's connection to api.openai.com",
    );
  }
  if (found.status === 401 || found.status === 403) {
    const why = field(found.body, "error", "code") ?? field(found.body, "error", "message") ?? "refused";
    return fail(NAME, `${provider} refused the key ${key} (${found.status} ${String(why)})`, keyFix);
  }
  if (found.status !== 200 && found.status !== 404) {
    return fail(
      NAME,
      `${provider} answered ${found.status} when asked for model ${id}`,
      "try again; if it persists, check the provider's status page or the server's log",
    );
  }
  const listed = field(found.body, "data");
  const ids = Array.isArray(listed) ? listed.map((entry) => String(field(entry, "id"))) : undefined;
  if (found.status !== 200 || (ids && !ids.includes(id))) {
    const offered =
      compatible && ids?.length ? ` (it offers ${ids.slice(0, 5).join(", ")}${ids.length > 5 ? ", …" : ""})` : "";
    return fail(
      NAME,
      `${provider} has no model ${id}${offered}`,
      compatible
        ? `fetch it (Ollama: \`ollama pull ${id}\`) or set AI_MODEL to a model the server has`
        : "set AI_MODEL to a model this key may use (the default is gpt-4.1-mini)",
    );
  }

  const api = openaiApi(env) === "chat" ? "Chat Completions" : "Responses";
  try {
    const { output, usage } = await generateText({
      model: model(),
      output: Output.object({ schema: probeSchema, name: "doctor_probe" }),
      prompt: 'This is a connection check. Answer with the JSON object {"ok": true}.',
      maxOutputTokens: PROBE_MAX_TOKENS,
      maxRetries: 0,
      providerOptions: { openai: { strictJsonSchema: true } },
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS * 2),
    });
    if (typeof output?.ok !== "boolean") throw new Error("the answer did not match the schema");
    const tokens = `${usage.inputTokens ?? "?"} in, ${usage.outputTokens ?? "?"} out`;
    const refused = await refusedReportSchema(env, model);
    if (refused) {
      return fail(
        NAME,
        `${provider} refused the ${refused.name} schema the reports send (${refused.status}: ${refused.reason})`,
        compatible
          ? "set AI_STRUCTURED_OUTPUT=json (JSON mode, the schema in the instructions, our own check), or use a newer server"
          : "report this: the schemas are derived to stay inside OpenAI's strict subset (lib/core/wire/strict-schema.ts)",
      );
    }
    const schemas = structuredOutputMode(env) === "strict" ? ", and the reports' schemas accepted" : "";
    return pass(
      NAME,
      `${provider}, key ${key}: model ${id} present, a strict structured call on the ${api} API answered (${tokens} tokens)${schemas}`,
    );
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error) && error.finishReason === "length") {
      return fail(
        NAME,
        `model ${id} ran out of its ${PROBE_MAX_TOKENS} output tokens before answering a one-field object`,
        "a reasoning model spends its output tokens thinking: choose a non-reasoning model for AI_MODEL, or expect reports to need a larger AI_MAX_OUTPUT_TOKENS",
      );
    }
    const status = APICallError.isInstance(error) ? error.statusCode : undefined;
    return fail(
      NAME,
      `model ${id} at ${provider} did not answer a strict structured call on the ${api} API (${status ? `${status}: ` : ""}${reasonOf(error)})`,
      status === 400
        ? compatible
          ? "this server may not support strict JSON schemas: try OPENAI_API=chat, a newer server, or another model"
          : "choose a model with Structured Outputs for AI_MODEL (gpt-4o-mini, gpt-4.1-mini or later)"
        : "try again; if it persists, check the provider's status page",
    );
  }
}

/**
 * Sends each schema the reports send, strict, with an output cap of a few tokens: a provider that refuses a schema
 * does so at once with a 400 (OpenAI names the path), before writing anything; one it accepts is cut off after a few
 * tokens. The cost is the schemas' input, a fraction of a cent. None in JSON mode, where no schema is sent.
 */
async function refusedReportSchema(
  env: Env,
  model: () => LanguageModel,
): Promise<{ name: string; status: number; reason: string } | null> {
  if (structuredOutputMode(env) !== "strict") return null;
  const schemas: (readonly [string, z.ZodType])[] = reportKinds.map((kind) => [
    generators[kind].name,
    generators[kind].schema,
  ]);
  if (webSearchEnabled(env)) schemas.push(["idea_validation", validationWithSearchOutput]);
  for (const [name, schema] of schemas) {
    try {
      await generateText({
        model: model(),
        output: structuredOutput(schema, name, "strict"),
        prompt: "This is a connection check: start the answer and stop.",
        maxOutputTokens: SCHEMA_PROBE_MAX_TOKENS,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS * 2),
      });
    } catch (error) {
      if (APICallError.isInstance(error) && error.statusCode === 400)
        return { name, status: 400, reason: reasonOf(error) };
      // Cut short, or any answer at all: the schema was taken.
    }
  }
  return null;
}
