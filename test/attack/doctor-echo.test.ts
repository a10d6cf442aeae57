import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatDoctor, runDoctor } from "@/lib/server/doctor";
import { forgetEnv, getEnv } from "@/lib/server/env";

/**
 * `npm run doctor` prints what a provider answered when it refuses. A compatible server (or a proxy in front of one)
 * that echoes the key it was sent in its error message must not get the key printed whole.
 */
const KEY = "sk-proj-echoed-0123456789abcdefSECRETTAIL";
let mode: "401" | "400" = "401";
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const sent = request.headers.authorization ?? "";
      response.setHeader("content-type", "application/json");
      const error = (status: number, message: string) =>
        response
          .writeHead(status)
          .end(JSON.stringify({ error: { message, type: "invalid_request_error", code: null } }));
      if (request.method === "GET" && mode === "401") return error(401, `Invalid credentials: ${sent}`);
      if (request.method === "GET") {
        response.writeHead(200).end(JSON.stringify({ id: "gpt-4.1-mini", object: "model", owned_by: "echo" }));
        return;
      }
      error(400, `Request rejected for ${sent}: unsupported response_format`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  forgetEnv();
});

describe.each(["401", "400"] as const)("a server that echoes the key in its %s", (status) => {
  it("never has the key printed", async () => {
    mode = status;
    Object.assign(process.env, {
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: base,
      OPENAI_API: "chat",
      AI_MODEL: "gpt-4.1-mini",
    });
    forgetEnv();
    const results = await runDoctor(getEnv(), process.env);
    const ai = results.find((result) => result.name === "AI")!;
    expect(ai.ok).toBe(false);
    const report = formatDoctor(results);
    expect(report).toContain("AI:");
    expect(report).not.toContain("SECRETTAIL");
    expect(report).not.toContain("0123456789abcdef");
  });
});

describe("a base URL with credentials in it", () => {
  it("never has its password printed", async () => {
    const withCredentials = base.replace("http://", "http://proxyuser:PROXYPASSWORD123456@");
    Object.assign(process.env, {
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: withCredentials,
      OPENAI_API: "chat",
      AI_MODEL: "gpt-4.1-mini",
    });
    forgetEnv();
    const report = formatDoctor(await runDoctor(getEnv(), process.env));
    expect(report).toContain("AI:");
    expect(report).not.toContain("PROXYPASSWORD123456");
  });
});
