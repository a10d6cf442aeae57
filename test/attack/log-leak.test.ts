import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { POST as generate } from "@/app/api/data/reports/route";
import { demoPainPoints } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import { PASSWORD } from "@/test/auth/helpers";
import { captureLog } from "@/test/log-capture";
import { standInForFile } from "@/test/ai/standin-env";
import { subscriber } from "@/test/ai/helpers";

/**
 * A report that cannot be kept (its founder deleted the account while it was written, history on so it ran on) is
 * logged by its kind and error, never by its text: the failed query's parameters hold the report and the evidence.
 */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const EVIDENCE_MARKER = "OKAPIEVIDENCE";
const ANSWER_MARKER = "ZEBRAANSWER";
const openai = standInForFile({ AI_TIMEOUT_MS: "8000" });

describe("a finished report that cannot be kept", () => {
  it("is logged without its text or the founder's evidence", async () => {
    const report = demoPainPoints(IDEA);
    report.idea_summary = `${ANSWER_MARKER} ${report.idea_summary}`;
    openai.reply({ kind: "content", content: JSON.stringify(report), firstTokenDelayMs: 1_000 });
    const client = await subscriber();
    const logs = captureLog();
    const controller = new AbortController();
    const streamed = await client.open(generate, "/api/data/reports", {
      method: "POST",
      body: { kind: "pp", prompt: IDEA, evidence: `Tenant said: "plastic bottles pile up", ${EVIDENCE_MARKER}.` },
      headers: { accept: "text/event-stream" },
      signal: controller.signal,
    });
    controller.abort();
    await streamed.body?.cancel().catch(() => {});
    const deleted = await client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    await settleBackgroundWork();
    logs.stop();
    const written = logs.raw.join("\n");
    expect(written).toContain("ai: a finished report could not be kept in the history");
    expect(written).not.toContain(EVIDENCE_MARKER);
    expect(written).not.toContain(ANSWER_MARKER);
  });
});
