import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as renameIdea } from "@/app/api/data/ideas/[id]/route";
import { POST as savePainPoints } from "@/app/api/(legacy)/data/save-pain-point-report/route";
import { POST as saveStrategy } from "@/app/api/(legacy)/data/save-market-strat/route";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { getDb } from "@/db";
import { integrityRequests } from "@/e2e/bad-input-corpus";
import type { TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";

/**
 * The bad-input corpus's report-integrity block (e2e/bad-input-corpus.ts), sent through the real route handlers: faster
 * than the Playwright run, and on both databases. Every answer is under 500 and says what was wrong.
 */
const handlers = {
  "/api/data/save-validator-report": saveValidation,
  "/api/data/save-pain-point-report": savePainPoints,
  "/api/data/save-market-strat": saveStrategy,
} as const;

let client: TestClient;
beforeAll(async () => {
  await getDb();
  client = await subscriber();
});

describe("the report-integrity block of the bad-input corpus", () => {
  it("gets no 5xx, and a JSON message with every refusal", { timeout: 600_000 }, async () => {
    const requests = integrityRequests().filter((request) => request.path.startsWith("/api/data/"));
    expect(requests.length).toBeGreaterThan(400);
    const failures: string[] = [];
    for (const request of requests) {
      const idea = request.path.startsWith("/api/data/ideas/");
      const handler: Parameters<TestClient["call"]>[0] = idea
        ? renameIdea
        : handlers[request.path as keyof typeof handlers];
      const answer = await client.call(handler, request.path, {
        method: request.method,
        rawBody: request.body?.toString("utf8"),
        headers: request.headers,
        params: idea ? { id: request.path.split("/").pop()! } : {},
      });
      if (answer.status >= 500 || (answer.status >= 400 && typeof answer.body.message !== "string")) {
        failures.push(
          `${answer.status} ${request.method} ${request.path} [${request.label}] ${answer.text.slice(0, 120)}`,
        );
      }
      // Whatever was stored claims nothing it could not show: no link to the attacker's page survives.
      if (answer.status < 300) expect(answer.text, request.label).not.toContain("evil.example");
    }
    expect(failures).toEqual([]);
  });
});
