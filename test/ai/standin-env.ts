import { afterAll, beforeAll, beforeEach } from "vitest";
import { forgetEnv } from "@/lib/server/env";
import { OpenAIStandIn } from "@/test/openai-standin";

/**
 * A stand-in OpenAI for the test file, and the app pointed at it (Chat Completions, `gpt-4.1-mini`, one scoring run)
 * with `env` on top; reset before each test, and every variable it set removed after the file.
 */
export function standInForFile(env: Record<string, string> = {}): OpenAIStandIn {
  const openai = new OpenAIStandIn();
  let keys: string[] = [];
  beforeAll(async () => {
    const values = {
      OPENAI_API_KEY: "sk-standin",
      OPENAI_BASE_URL: await openai.start(),
      OPENAI_API: "chat",
      AI_MODEL: "gpt-4.1-mini",
      AI_SCORE_SAMPLES: "1",
      ...env,
    };
    keys = Object.keys(values);
    Object.assign(process.env, values);
    forgetEnv();
  });
  afterAll(async () => {
    await openai.stop();
    for (const key of keys) delete process.env[key];
    forgetEnv();
  });
  beforeEach(() => openai.reset());
  return openai;
}
