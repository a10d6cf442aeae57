import { beforeAll, describe, expect, it } from "vitest";
import * as cron from "@/app/api/cron/reminders/route";
import * as experimentResults from "@/app/api/data/experiments/[id]/results/route";
import * as experiment from "@/app/api/data/experiments/[id]/route";
import * as decision from "@/app/api/data/ideas/[id]/decision/route";
import * as ideaExperiments from "@/app/api/data/ideas/[id]/experiments/route";
import * as idea from "@/app/api/data/ideas/[id]/route";
import * as validateIdea from "@/app/api/(legacy)/data/validate-idea/route";
import * as unsubscribe from "@/app/api/reminders/unsubscribe/route";
import { getDb } from "@/db";
import { buildCorpus } from "@/e2e/bad-input-corpus";
import type { TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";
import { api, experimentBody, validated } from "@/test/experiments/helpers";

/**
 * The bad-input corpus's requests to the experiments' calls (e2e/bad-input-corpus.ts), sent through the real route
 * handlers on both databases, with the corpus's placeholder ids replaced by a real idea and experiment of the caller:
 * every attack that passes the checks reaches the store and the database, not a 404. No answer is a 5xx, and every
 * refusal says what was wrong.
 */
const PLACEHOLDER = "00000000-0000-4000-8000-000000000000";

type Module = Record<string, unknown>;
const routes: [RegExp, Module][] = [
  [/^\/api\/data\/ideas\/([^/]+)\/experiments$/, ideaExperiments],
  [/^\/api\/data\/ideas\/([^/]+)\/decision$/, decision],
  [/^\/api\/data\/ideas\/([^/]+)$/, idea],
  [/^\/api\/data\/experiments\/([^/]+)\/results$/, experimentResults],
  [/^\/api\/data\/experiments\/([^/]+)$/, experiment],
  [/^\/api\/data\/validate-idea$/, validateIdea],
  [/^\/api\/reminders\/unsubscribe$/, unsubscribe],
  [/^\/api\/cron\/reminders$/, cron],
];

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

let client: TestClient;
let ideaId: string;
let experimentId: string;
beforeAll(async () => {
  await getDb();
  client = await subscriber();
  ideaId = (await validated(client)).idea_id;
  experimentId = (await api.create(client, ideaId, experimentBody())).body.id;
});

describe("the experiments' block of the bad-input corpus", () => {
  it("gets no 5xx, and a JSON message with every refusal", { timeout: 600_000 }, async () => {
    const requests = buildCorpus().flatMap((request) => {
      const pathname = request.path.split("?")[0]!;
      const match = routes.find(([pattern]) => pattern.test(pathname));
      return match ? [{ request, pathname, pattern: match[0], module: match[1] }] : [];
    });
    expect(requests.length).toBeGreaterThan(1_000);
    const failures: string[] = [];
    for (const { request, pathname, pattern, module } of requests) {
      const real = (id: string) => pathname.replace(PLACEHOLDER, id);
      const path = pathname.includes("/experiments/") ? real(experimentId) : real(ideaId);
      const segment = pattern.exec(path)?.[1];
      const handler = module[request.method];
      if (typeof handler !== "function") continue; // a method Next.js itself refuses (the e2e run checks those)
      const headers: Record<string, string> = { ...request.headers };
      if (request.body || request.declaredLength) {
        headers["content-length"] = String(request.declaredLength ?? request.body!.length);
      }
      const answer = await client.call(
        handler as Parameters<TestClient["call"]>[0],
        `${path}${request.path.slice(pathname.length)}`,
        {
          method: request.method,
          rawBody: request.body ? new Uint8Array(request.body) : undefined,
          headers,
          params: segment === undefined ? {} : { id: decoded(segment) },
        },
      );
      if (answer.status >= 500 || (answer.status >= 400 && typeof answer.body.message !== "string")) {
        failures.push(`${answer.status} ${request.method} ${path} [${request.label}] ${answer.text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
