import { describe, expect, it } from "vitest";
import { GET as readOne } from "@/app/api/data/reports/[id]/route";
import { POST as generate } from "@/app/api/data/reports/route";
import { demoValidation } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import type { TestClient } from "@/test/api";
import { captureLog } from "@/test/log-capture";
import { standInForFile } from "@/test/ai/standin-env";
import { parseEvents, subscriber } from "@/test/ai/helpers";

/**
 * A model that writes what no demo did: control characters, lone surrogates, numbers JSON cannot hold, prototype keys,
 * deep nesting, megabytes. Each ends as a report that reads back or as the kind's own failure; never a 500, and the
 * log never carries the answer's text (MARKER) or the founder's evidence (EVIDENCE_MARKER).
 */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const MARKER = "ZEBRAMARKER";
const CUT_SHORT =
  "The idea validation was cut short before it was finished. Try again; a shorter idea or less evidence helps if it happens again.";
const EVIDENCE_MARKER = "OKAPIEVIDENCE";
const EVIDENCE = `Interview 1: "I hate buying plastic bottles every week, ${EVIDENCE_MARKER} said the tenant."`;
const openai = standInForFile({ AI_TIMEOUT_MS: "15000" });

/** The demo validation's JSON text, with one substitution made in the text itself (so JSON escapes go as written). */
const base = JSON.stringify(demoValidation(IDEA));
const summaryOf = (text: string) => base.replace(/"summary":"[^"]*"/, `"summary":"${text}"`);
const firstScore = (number: string) => base.replace(/"score":[0-9.]+/, `"score":${number}`);
const nested = (depth: number) => `${"[".repeat(depth)}"${MARKER}"${"]".repeat(depth)}`;

const answers: Record<string, string> = {
  "a NUL in the summary": summaryOf(`${MARKER} quoted \\u0000 ${EVIDENCE_MARKER}`),
  "a lone surrogate in the summary": summaryOf(`${MARKER} \\ud800 ${EVIDENCE_MARKER}`),
  "an escape sequence in the summary": summaryOf(`${MARKER} \\u001b[31m red ${EVIDENCE_MARKER}`),
  "a score of 1e309": firstScore("1e309"),
  "a score of -0": firstScore("-0"),
  'a score of "NaN"': firstScore('"NaN"'),
  "__proto__ keys": base.replace(/^\{/, `{"__proto__":{"polluted":"${MARKER}"},"constructor":{"prototype":{"x":1}},`),
  "deep nesting in the summary": base.replace(/"summary":"[^"]*"/, `"summary":${nested(20_000)}`),
  "a 10 MB summary": summaryOf(`${MARKER} ${"blah ".repeat(2_000_000)}`),
};

const validate = (client: TestClient, stream: boolean) =>
  client.call(generate, "/api/data/reports", {
    method: "POST",
    body: { kind: "iv", prompt: IDEA, evidence: EVIDENCE },
    headers: stream ? { accept: "text/event-stream" } : {},
  });

describe.each([false, true])("a hostile answer (streamed: %s)", (stream) => {
  it.each(Object.entries(answers))("%s: a readable report or the kind's failure, never a 500", async (_name, text) => {
    openai.fallback = { kind: "content", content: text, chunkSize: 64 * 1024 };
    const client = await subscriber();
    const logs = captureLog();
    const started = Date.now();
    const response = await validate(client, stream);
    await settleBackgroundWork();
    logs.stop();
    expect(Date.now() - started).toBeLessThan(stream ? 5_000 : 15_000);
    let id: string | undefined;
    if (stream) {
      expect(response.status).toBe(200);
      const last = parseEvents(response.text).at(-1)!;
      expect(["done", "error"]).toContain(last.event);
      if (last.event === "error") expect(["Failed to evaluate idea", CUT_SHORT]).toContain(last.data.message);
      else id = String(last.data.id);
    } else {
      expect([200, 502]).toContain(response.status);
      if (response.status === 502) expect(response.body.message).toBe("Failed to evaluate idea");
      else id = String(response.body.id);
    }
    // A streamed answer far past its budget is stopped there, and said as cut short.
    if (stream && _name === "a 10 MB summary")
      expect(parseEvents(response.text).at(-1)!.data.message).toMatch(/^The idea validation was cut short/);
    if (id) {
      const read = await client.call(readOne, `/api/data/reports/${id}`, { params: { id } });
      expect(read.status).toBe(200);
      expect(Object.prototype.hasOwnProperty.call({}, "polluted")).toBe(false);
    }
    const written = logs.raw.join("\n");
    if (!id) expect(written).toContain("ai: generation failed");
    expect(written).not.toContain(MARKER);
    expect(written).not.toContain(EVIDENCE_MARKER);
    // A repair sends the answer back: never more than the answer the budget admits.
    for (const request of openai.requests.slice(1))
      expect(JSON.stringify(request).length, "a repair request's size").toBeLessThan(1_000_000);
  });
});
